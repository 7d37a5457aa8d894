/**
 * The `/` key: from any page it focuses the FAQ search box (on the FAQ page) or opens the FAQ with
 * the box focused. Part of the first visit, so it stays tiny: the search itself loads on demand.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

let box: HTMLInputElement | null = null;
let pending = false;

/** The search box tells where it is while mounted (null when it goes). */
export function registerSearchBox(el: HTMLInputElement | null): void {
  box = el;
}

/** True while a `/` press waits for the box to appear: the layout then leaves focus to the box. */
export const searchFocusPending = (): boolean => pending;

/** The box calls this when it mounts: true when it should take focus (the request is dropped after this turn). */
export function takeSearchFocus(): boolean {
  if (!pending) return false;
  setTimeout(() => {
    pending = false;
  }, 0);
  return true;
}

function openSearch(openFaq: () => void): void {
  if (box?.isConnected) {
    box.focus();
    box.select();
    return;
  }
  pending = true;
  openFaq();
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Listens for `/` (not while typing in a field) and returns the same action for a button: focus the
 * box when it is on screen, else `openFaq` (go to the FAQ page, whose box then takes the focus).
 */
export function useSearchShortcut(openFaq: () => void): () => void {
  const latest = useRef(openFaq);
  useEffect(() => {
    latest.current = openFaq;
  });
  // A layout effect: the keys work from the moment the page shows (a passive effect can run after a key press).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
      e.preventDefault();
      openSearch(latest.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return () => openSearch(openFaq);
}

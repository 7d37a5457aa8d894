/**
 * When a pre-rendered page has become live. The build's HTML (scripts/prerender.ts) is on screen
 * before its code runs; React then takes it over part by part: the app's frame first, then each part
 * loaded on demand (every <Part>, one Suspense boundary each), whenever its code and texts arrive.
 * Until every part of the HTML is live, #root carries `data-hydrating` and the page's controls take no
 * clicks (styles.css): a tap on a button that does nothing yet would be lost. Links always work.
 */
import { useEffect, useId } from 'react';

let expected = 0;
const live = new Set<string>();
let whenLive: (() => void) | null = null;

/**
 * True while a render writes or takes over a page's HTML: at build time (no DOM), and in the browser until
 * every part of a pre-rendered page is live. Heavy pictures (the board) are then drawn in the first render,
 * so the HTML holds them and the browser's first render matches it; otherwise they may come a moment later.
 */
export function drawnInHtml(): boolean {
  return writingHtml || whenLive !== null;
}

let writingHtml = false;

/** Set by the build while it writes pages (src/prerender/render.tsx). */
export function setWritingHtml(on: boolean): void {
  writingHtml = on;
}

/** Waits for `parts` marks (the frame and each part in the HTML), then calls `done` once. */
export function awaitLiveParts(parts: number, done: () => void): void {
  live.clear();
  expected = parts;
  whenLive = done;
  settleIfLive();
}

/** Ends the wait at once: a part failed and shows its message instead (it has no mark to give). */
export function settleHydration(): void {
  expected = 0;
  settleIfLive();
}

function settleIfLive(): void {
  if (whenLive && live.size >= expected) {
    const done = whenLive;
    whenLive = null;
    done();
  }
}

/** Rendered as the last child of the frame and of every part: its effect runs once that part is live. */
export function LiveMark(): null {
  const id = useId();
  useEffect(() => {
    live.add(id);
    settleIfLive();
  }, [id]);
  return null;
}

/** Rendered in an error message that replaces a part. */
export function SettleMark(): null {
  useEffect(settleHydration, []);
  return null;
}

/** How many parts a pre-rendered HTML holds: React writes each Suspense boundary as `<!--$-->…<!--/$-->`. */
export function countParts(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let n = 0;
  while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') n++;
  return n;
}

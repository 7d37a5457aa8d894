/**
 * Projector mode lives in the address (`?projector=1`), so a link can open a page in it and the
 * FAQ can step from entry to entry without leaving it. Only the pages listed here support it.
 */
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

export const PROJECTOR_PARAM = 'projector';

/** The routes that have a projector view: a lesson, an FAQ entry, a choice, either sandbox, a lesson sequence. */
export function supportsProjector(location: string): boolean {
  return (
    /^\/(lessons|faq|choices)\/[^/]+$/.test(location) || location === '/play' || location === '/course/play' || location === '/sequences'
  );
}

/** Is `search` (without the leading "?") asking for projector mode? */
export function projectorAsked(search: string): boolean {
  const v = new URLSearchParams(search).get(PROJECTOR_PARAM);
  return v !== null && v !== '0' && v !== 'false';
}

/** The address of `path` with projector mode on or off, keeping the other parameters (?lang=). */
export function withProjector(path: string, search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set(PROJECTOR_PARAM, '1');
  else params.delete(PROJECTOR_PARAM);
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}

export function useProjector() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const on = supportsProjector(location) && projectorAsked(search);
  const set = useCallback((v: boolean) => navigate(withProjector(location, search, v), { replace: true }), [location, search, navigate]);
  /** Go to another page, staying in projector mode (the FAQ steps this way). */
  const goTo = useCallback((path: string) => navigate(withProjector(path, search, true)), [search, navigate]);
  return { on, enter: useCallback(() => set(true), [set]), exit: useCallback(() => set(false), [set]), goTo };
}

/**
 * Where the marked children of a box are drawn, relative to the box: the pictures lay their
 * cards out with CSS and then draw arrows over them in an SVG at the box's corner (a 1 px box the
 * drawing overflows, styles.css). Re-measured whenever the box or a child changes size (language
 * switch, fonts, narrow screens).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Measured {
  width: number;
  height: number;
  rects: Record<string, Rect>;
}

const EMPTY: Measured = { width: 0, height: 0, rects: {} };

function same(a: Measured, b: Measured): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  const ka = Object.keys(a.rects);
  if (ka.length !== Object.keys(b.rects).length) return false;
  return ka.every((k) => {
    const p = a.rects[k];
    const q = b.rects[k];
    return !!p && !!q && p.x === q.x && p.y === q.y && p.w === q.w && p.h === q.h;
  });
}

/** Measures every descendant carrying `attr` (its value is the key). `key` forces a re-measure. */
export function useRects(box: RefObject<HTMLElement | null>, attr: string, key: unknown): Measured {
  const [m, setM] = useState<Measured>(EMPTY);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const base = el.getBoundingClientRect();
      const rects: Record<string, Rect> = {};
      el.querySelectorAll<HTMLElement>(`[${attr}]`).forEach((n) => {
        const r = n.getBoundingClientRect();
        const id = n.getAttribute(attr);
        if (id) rects[id] = { x: r.left - base.left, y: r.top - base.top, w: r.width, h: r.height };
      });
      const next = { width: base.width, height: base.height, rects };
      setM((prev) => (same(prev, next) ? prev : next));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first report comes once the browser has laid the page out anyway: measuring then,
    // not here, spares a forced layout in the middle of React's commit (a long task on a phone), and a
    // box the browser has not laid out yet (off screen) is measured when it is.
    const ro = new ResizeObserver(() => measure());
    ro.observe(el);
    el.querySelectorAll<HTMLElement>(`[${attr}]`).forEach((n) => ro.observe(n));
    return () => ro.disconnect();
  }, [box, attr, key]);
  return m;
}

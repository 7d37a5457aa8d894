/**
 * The board's rendered name boxes and what they must not cover, measured in the page (CSS px):
 * every line of every place and oilfield name, and the plates (with their industry spaces),
 * oilfields, markets, the corner panels, the icons printed on lines and the pieces on the board
 * (a link tile by its owner disc). Used by the label tests.
 */
import type { Locator } from '@playwright/test';

export interface Rect {
  what: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LabelBoxes {
  labels: Rect[];
  things: Rect[];
}

/** The boxes of one drawn board map. */
export function labelBoxes(map: Locator): Promise<LabelBoxes> {
  return map.evaluate((svg) => {
    const box = (what: string, el: Element) => {
      const r = el.getBoundingClientRect();
      return { what, x: r.x, y: r.y, w: r.width, h: r.height };
    };
    const nameOf = (el: Element) =>
      el.closest('[data-location]')?.getAttribute('data-location') ?? el.closest('[data-field]')?.getAttribute('data-field') ?? '?';
    const labels = [...svg.querySelectorAll('.bm-label tspan')].map((t) => box(`label ${nameOf(t)}: ${t.textContent ?? ''}`, t));
    const things = [
      ...[...svg.querySelectorAll('.bm-plate')].map((e) => box(`plate ${nameOf(e)}`, e)),
      ...[...svg.querySelectorAll('.bm-field')].map((e) => box(`oilfield ${nameOf(e)}`, e)),
      ...[...svg.querySelectorAll('[data-market] > rect:not([stroke-dasharray])')].map((e) =>
        box(`market ${e.parentElement?.getAttribute('data-market') ?? ''}`, e),
      ),
      ...[...svg.querySelectorAll('.bm-vanderbilt > rect, .bm-quality > rect:not([stroke-dasharray])')].map((e) => box('corner panel', e)),
      ...[...svg.querySelectorAll('.bm-bonuses > *, .bm-barrels > *')].map((e) => box('line bonus or barrels', e)),
      ...[...svg.querySelectorAll('[data-industry], [data-merchant-tile], .bm-field-pieces > g > g')].map((e) =>
        box(`piece ${e.getAttribute('data-industry') ?? ''}`, e),
      ),
      ...[...svg.querySelectorAll('.bm-link-disc')].map((e) => box(`link tile ${e.parentElement?.getAttribute('data-link') ?? ''}`, e)),
    ];
    return { labels, things };
  });
}

const overlap = (a: Rect, b: Rect, slack: number) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > slack && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > slack;

/** Every pair that overlaps by more than `slack` px each way: label–label (of different places) and label–thing. */
export function collisions({ labels, things }: LabelBoxes, slack = 0.5): string[] {
  const out: string[] = [];
  const owner = (r: Rect) => r.what.replace(/^label ([^:]*):.*$/, '$1');
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1)) if (owner(a) !== owner(b) && overlap(a, b, slack)) out.push(`${a.what} × ${b.what}`);
    for (const b of things) if (overlap(a, b, slack)) out.push(`${a.what} × ${b.what}`);
  });
  return out;
}

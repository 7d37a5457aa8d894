/** Build canal/rail link (seed rules, "Build canal/rail link"); canal £3 and one rail £5 are data. */
import { game, links } from '../data/index.ts';
import { linkStarts } from '../network.ts';
import { takeCoal } from '../sourcing.ts';
import type { LTx } from '../tx.ts';
import type { LinkAction } from './types.ts';

const COST = game.linkCost.value;

export function link(tx: LTx, a: LinkAction): void {
  if (!Array.isArray(a.links) || a.links.length < 1 || a.links.length > 2) return tx.refuse('malformed-action', { field: 'links' });
  if (a.links.length === 2 && tx.s.period === 'canal') tx.refuse('two-canals');
  let coalCost = 0;
  a.links.forEach((id, i) => {
    const data = typeof id === 'string' ? links.get(id) : undefined;
    if (!data) return tx.refuse('unknown-link', { link: String(id) });
    if (tx.s.links.some((l) => l.id === id)) tx.refuse('link-built', { link: id });
    if (!data.kinds.includes(tx.s.period)) tx.refuse('link-wrong-period', { link: id, period: tx.s.period });
    const starts = linkStarts(tx.s, tx.actor);
    if (!data.ends.some((e) => starts.has(e))) tx.refuse('link-not-connected', { link: id });
    if (tx.s.period === 'rail') coalCost += takeCoal(tx, data.ends, a.coalFrom?.[i] ?? undefined, `coalFrom.${i}`);
    tx.s.links.push({ id, owner: tx.actor, period: tx.s.period });
    tx.effects.push({ kind: 'link', player: tx.actor, link: id, period: tx.s.period });
  });
  const base = tx.s.period === 'canal' ? COST.canal : a.links.length === 2 ? COST.twoRails : COST.rail;
  tx.pay(base + coalCost, `link:${tx.s.period}`);
}

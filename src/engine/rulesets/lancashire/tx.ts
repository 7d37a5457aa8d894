/**
 * One Lancashire action being executed on a draft: every change of money, income or VP goes
 * through here and is recorded as an effect (the same convention as src/engine/rulesets/pittsburgh/actions/tx.ts).
 */
import { refuse } from '../../core/executor.ts';
import incomeTrack from '../../brass/income-track.json' with { type: 'json' };
import type { IncomeTrack } from '../../brass/income.ts';
import { dropByLevels, level, raiseBySpaces } from '../../brass/income.ts';
import { tileLevel } from './data/index.ts';
import type { LAsk } from './choices/types.ts';
import type { LEffect } from './effects.ts';
import type { LReasonCode } from './reasons.ts';
import type { Colour, LPlayer, LState, LTile } from './state.ts';
import { playerOf } from './state.ts';

/** The income track is Pittsburgh's (same space ↔ level mapping, per the data sets). */
export const track = incomeTrack as IncomeTrack;

export class LTx {
  /**
   * Set only by the choice enumerator (choices.ts): the first decision a handler takes its
   * default for (which equally close coal mine, which iron works), with every option.
   */
  asks?: LAsk[];

  constructor(
    readonly s: LState,
    readonly effects: LEffect[],
    readonly actor: Colour,
  ) {}

  refuse(code: LReasonCode, params?: Record<string, string | number | boolean>): never {
    return refuse(code, params);
  }

  /** Record an open question (only the first: it is the one the enumerator asks next). */
  ask(a: LAsk): void {
    if (this.asks !== undefined && this.asks.length === 0) this.asks.push(a);
  }

  player(c: Colour = this.actor): LPlayer {
    return playerOf(this.s, c);
  }

  pay(amount: number, reason: string): void {
    if (amount <= 0) return;
    const p = this.player();
    if (p.cash < amount) this.refuse('not-enough-cash', { need: amount, have: p.cash });
    p.cash -= amount;
    p.spent += amount;
    this.effects.push({ kind: 'cash', player: p.colour, delta: -amount, reason });
  }

  gainCash(c: Colour, amount: number, reason: string): void {
    if (amount === 0) return;
    this.player(c).cash += amount;
    this.effects.push({ kind: 'cash', player: c, delta: amount, reason });
  }

  raiseIncome(c: Colour, spaces: number, reason: string): void {
    if (spaces <= 0) return;
    const p = this.player(c);
    const from = p.incomeSpace;
    p.incomeSpace = raiseBySpaces(track, from, spaces);
    this.effects.push({ kind: 'income', player: c, from, to: p.incomeSpace, reason });
  }

  dropIncome(levels: number, reason: string): void {
    const p = this.player();
    const from = p.incomeSpace;
    const to = dropByLevels(track, from, levels);
    if (to === undefined) this.refuse('income-below-minimum', { level: level(track, from), drop: levels, min: track.minLevel });
    p.incomeSpace = to;
    this.effects.push({ kind: 'income', player: p.colour, from, to, reason });
  }

  gainVp(c: Colour, amount: number, reason: string): void {
    if (amount === 0) return;
    this.player(c).vp += amount;
    this.effects.push({ kind: 'vp', player: c, delta: amount, reason });
  }

  /** Flip a tile; its owner moves income up by the tile's gold-circle value at once. */
  flip(space: string, t: LTile): void {
    if (t.flipped) return;
    t.flipped = true;
    this.effects.push({ kind: 'flip', space, owner: t.owner });
    this.raiseIncome(t.owner, tileLevel(t.kind, t.level)?.income ?? 0, `flip:${space}`);
  }

  discard(card: unknown): void {
    const p = this.player();
    const i = typeof card === 'string' ? p.hand.indexOf(card) : -1;
    if (i < 0) this.refuse('card-not-in-hand', { card: String(card) });
    p.hand.splice(i, 1);
    this.s.discard.push(card as string);
    this.effects.push({ kind: 'discard', player: p.colour, card: card as string });
  }
}

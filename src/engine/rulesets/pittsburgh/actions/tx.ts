/**
 * A transaction: one action being executed on a draft of the state. Every change of money,
 * income, VP or whiskey goes through here, so each one is recorded as an effect.
 * A refusal is thrown as a RefusalError inside the executor and never escapes it.
 */
import type { Reward } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { Ask } from '../choices/types.ts';
import type { CashReason, Effect } from '../effects.ts';
import type { ReasonCode, Refusal } from '../reasons.ts';
import type { RailGraph, Reach } from '../rules/connectivity.ts';
import type { RailNetwork } from '../rules/rail-network.ts';
import { railNetworkAppended, railNetworkOf, reachIn } from '../rules/rail-network.ts';
import { dropByLevels, level, raiseBySpaces } from '../../../brass/income.ts';
import { Refused } from '../../../core/executor.ts';
import type { Colour, GameState, PlacedIndustry, PlacedLink, PlayerState } from '../state.ts';
import { playerByColour } from '../state.ts';

/**
 * Thrown inside the executor only (never escapes it): the shared executor's `Refused`
 * (core/executor.ts) with Pittsburgh's reason codes. Not an Error: no stack trace, probing stays cheap.
 */
export class RefusalError extends Refused<ReasonCode> {
  declare readonly refusal: Refusal;
}

/** Where the handlers' open questions are recorded for the choice enumerator (actions/executor.ts `record`). */
export interface AskRecord {
  asks: Ask[];
  done: ReadonlySet<string>;
  /** Set when another open question came after the recorded one (answering that one then does not end the draft). */
  later?: boolean;
  /** Told when the first open question is recorded, before the handler takes its default (choices/next.ts `runDraft`). */
  pause?: (tx: Tx, ask: Ask) => void;
}

export class Tx {
  /** Free develops earned and not yet used in this action. */
  freeDevelops = 0;
  /**
   * Set only by the choice enumerator (src/engine/rulesets/pittsburgh/choices): each decision a handler takes its
   * default for is recorded here, with every option, in the order the handlers meet them.
   */
  asks?: Ask[];
  /** Keys of optional questions the draft answered "none" (the handler then asks nothing). */
  done?: ReadonlySet<string>;
  /** The enumerator's recorder (see `listen`): told when an open question comes after the recorded one. */
  private recorder?: AskRecord;
  /** The position's rail network (rules/rail-network.ts), re-read when the links change (`linksChanged`). */
  private railCache?: { links: unknown; length: number; version: number; net: RailNetwork };
  private linksVersion = 0;

  constructor(
    readonly ctx: RulesContext,
    readonly s: GameState,
    readonly actor: Colour,
    /** Every change, in order (the executor's list when it runs the step). */
    readonly effects: Effect[] = [],
  ) {}

  /** The choice enumerator listens: the handlers' first open question goes to `record.asks`. */
  listen(record: AskRecord): void {
    this.asks = record.asks;
    this.done = record.done;
    this.recorder = record;
  }

  /** Is the enumerator listening for this open question? (`build` runs only then: no cost in normal play.) */
  asking(key: string): boolean {
    if (this.asks === undefined || (this.done?.has(key) ?? false)) return false;
    // only the first open question is recorded: it is the one the enumerator asks next
    if (this.asks.length === 0) return true;
    if (this.recorder) this.recorder.later = true;
    return false;
  }

  /** Record an open question (only when `asking(key)`). */
  ask(a: Ask): void {
    if (!this.asking(a.key)) return;
    this.asks?.push(a);
    this.recorder?.pause?.(this, a);
  }

  /** Rails of any player now (the position's network, updated link by link when a link is placed, replaced or removed). */
  rails(): RailGraph {
    return this.railEntry().net.graph;
  }

  /** Breadth-first search over the rails from these locations (remembered with the network). */
  reach(starts: readonly string[]): Reach {
    return reachIn(this.railEntry().net, starts);
  }

  /** Call after changing `s.links` in place (a link placed or taken away). */
  linksChanged(): void {
    this.linksVersion++;
  }

  /** Place `link` last in `s.links` (the rest unchanged): the network is the one before with that line added (rail-network.ts). */
  appendLink(link: PlacedLink): void {
    const before = this.railEntry().net;
    const links = this.s.links;
    links.push(link);
    this.linksVersion++;
    const net = railNetworkAppended(this.ctx, links, before, link);
    this.railCache = { links, length: links.length, version: this.linksVersion, net };
  }

  private railEntry(): NonNullable<Tx['railCache']> {
    const c = this.railCache;
    const links = this.s.links;
    if (c && c.links === links && c.length === links.length && c.version === this.linksVersion) return c;
    const net = railNetworkOf(this.ctx, links, c?.net);
    const entry = { links, length: links.length, version: this.linksVersion, net };
    this.railCache = entry;
    return entry;
  }

  refuse(code: ReasonCode, params?: Refusal['params']): never {
    throw new RefusalError(params ? { code, params } : { code });
  }

  player(colour: Colour = this.actor): PlayerState {
    const p = playerByColour(this.s, colour);
    if (!p) return this.refuse('malformed-action', { player: colour });
    return p;
  }

  /** Pay money to the bank: counts as spending this round; refused if cash would go below 0. */
  pay(amount: number, reason: CashReason): void {
    if (amount <= 0) return;
    const p = this.player();
    const refusal = cashRefusal(p, amount, reason);
    if (refusal) this.refuse(refusal.code, refusal.params);
    p.cash -= amount;
    p.spentThisRound += amount;
    this.effects.push(spendingEffect(p.colour, amount, reason));
  }

  /** Money received (rewards, sales, loans): never spending. */
  gainCash(colour: Colour, amount: number, reason: CashReason): void {
    if (amount === 0) return;
    const p = this.player(colour);
    p.cash += amount;
    this.effects.push({ kind: 'cash', player: colour, delta: amount, reason, spending: false });
  }

  raiseIncome(colour: Colour, spaces: number, reason: string): void {
    const p = this.player(colour);
    const from = p.incomeSpace;
    p.incomeSpace = raiseBySpaces(this.ctx.data.incomeTrack, from, spaces);
    this.effects.push({ kind: 'income', player: colour, from, to: p.incomeSpace, reason });
  }

  dropIncome(colour: Colour, levels: number, reason: string): void {
    if (levels <= 0) return;
    const p = this.player(colour);
    const from = p.incomeSpace;
    const to = dropByLevels(this.ctx.data.incomeTrack, from, levels);
    if (to === undefined) {
      this.refuse('income-below-minimum', {
        level: level(this.ctx.data.incomeTrack, from),
        drop: levels,
        min: this.ctx.data.incomeTrack.minLevel,
      });
    }
    p.incomeSpace = to;
    this.effects.push({ kind: 'income', player: colour, from, to, reason });
  }

  incomeLevel(colour: Colour = this.actor): number {
    return level(this.ctx.data.incomeTrack, this.player(colour).incomeSpace);
  }

  gainVp(colour: Colour, amount: number, reason: string): void {
    if (amount === 0) return;
    this.player(colour).vp += amount;
    this.effects.push({ kind: 'vp', player: colour, delta: amount, reason });
  }

  /** Whiskey above the cap (3, game.json) is lost (p.7). */
  gainWhiskey(colour: Colour, amount: number, reason: string): void {
    const p = this.player(colour);
    const kept = Math.max(0, Math.min(amount, this.ctx.data.game.maxWhiskey.value - p.whiskey));
    p.whiskey += kept;
    this.effects.push({ kind: 'whiskey', player: colour, delta: kept, lost: amount - kept, reason });
  }

  spendWhiskey(reason: string): void {
    const p = this.player();
    if (p.whiskey < 1) this.refuse('no-whiskey');
    p.whiskey -= 1;
    this.effects.push({ kind: 'whiskey', player: p.colour, delta: -1, lost: 0, reason });
  }

  /** Take a printed reward. Free develops earned by the actor are collected for the action to use. */
  reward(colour: Colour, r: Reward, reason: string): void {
    this.effects.push({ kind: 'reward', player: colour, reward: { ...r }, reason });
    switch (r.kind) {
      case 'cash':
        return this.gainCash(colour, r.amount, 'reward');
      case 'income':
        return this.raiseIncome(colour, r.spaces, reason);
      case 'vp':
        return this.gainVp(colour, r.amount, reason);
      case 'whiskey':
        return this.gainWhiskey(colour, r.amount, reason);
      case 'develop':
        if (colour === this.actor) this.freeDevelops += r.count;
        return;
    }
  }

  /** Flip an industry and pay its owner the printed flip reward at once. */
  flip(ind: PlacedIndustry, reason: 'emptied' | 'on-build'): void {
    if (ind.flipped) return;
    ind.flipped = true;
    this.effects.push({ kind: 'flip', space: ind.space, owner: ind.owner, reason });
    const place = this.ctx.places.get(ind.place);
    if (place?.node !== 'tile') return;
    for (const r of place.flipReward) this.reward(ind.owner, r, `flip:${ind.place}`);
  }

  /** Discard the action's card from the actor's hand. */
  discard(card: unknown, wild = false): void {
    const p = this.player();
    const i = typeof card === 'string' ? p.hand.indexOf(card) : -1;
    if (i < 0)
      this.refuse(typeof card === 'string' && !this.ctx.cards.has(card) ? 'unknown-card' : 'card-not-in-hand', { card: String(card) });
    p.hand.splice(i, 1);
    p.discard.push(card as string);
    this.effects.push({ kind: 'discard', player: p.colour, card: card as string, wild });
  }
}

/** Why this player cannot pay `amount` to the bank (`Tx.pay`), or undefined when they can. */
export function cashRefusal(p: PlayerState, amount: number, reason: CashReason): Refusal | undefined {
  return p.cash < amount ? { code: 'not-enough-cash', params: { need: amount, have: p.cash, for: reason } } : undefined;
}

/** The effect of a payment to the bank (`Tx.pay`). */
export function spendingEffect(player: Colour, amount: number, reason: CashReason): Effect {
  return { kind: 'cash', player, delta: -amount, reason, spending: true };
}

/**
 * The effects `tx.flip(ind, 'emptied')` would record now (the flip and its owner's flip reward), run on a scratch
 * Tx over a copy of the owner: the state is not changed. Undefined when the reward would earn the actor free develops
 * (the action's later free develops would change). For the complete list's take swaps (choices/take-swap.ts `plainTake`).
 */
export function flipEffects(tx: Tx, ind: PlacedIndustry): Effect[] | undefined {
  const s: GameState = { ...tx.s, players: tx.s.players.map((p) => (p.colour === ind.owner ? { ...p } : p)) };
  const scratch = new Tx(tx.ctx, s, tx.actor);
  scratch.flip({ ...ind }, 'emptied');
  return scratch.freeDevelops > 0 ? undefined : scratch.effects;
}

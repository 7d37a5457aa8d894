/**
 * One possible world behind a view: `sampleWorld(view, me, rng)` fills in what `me` cannot see
 * (engine/rulesets/pittsburgh/view.ts) consistently with what they saw, so the executor can play the game on.
 * - Cards: the game's deck for this many players (the same filter as setup), minus `me`'s hand and
 *   every card `me` saw face up in a discard pile, are shuffled and dealt into the hidden places
 *   (the other hands, the deck, the face-down setup card of each discard pile in era 1). Every
 *   count stays as the view shows it.
 * - Oil: the oil-field tiles of the game, minus those revealed, are shuffled onto the unrevealed
 *   fields (a field left without one keeps none).
 * - The random seed: a fresh one from `rng`.
 * The view itself is never changed.
 */
import type { RulesContext } from '../../context.ts';
import { HIDDEN_CARD } from '../../../../core/view.ts';
import type { Rng } from '../../../../core/choices.ts';
import type { Colour, GameState } from '../../state.ts';

function shuffled<T>(xs: T[], rng: Rng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The cards `me` has not seen: the game's cards minus the ones in view (own hand, face-up discards). */
export function unseenCards(ctx: RulesContext, view: GameState, me: Colour): string[] {
  const n = view.players.length;
  const seen = new Map<string, number>();
  const see = (c: string) => c !== HIDDEN_CARD && seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const p of view.players) {
    if (p.colour === me) p.hand.forEach(see);
    p.discard.forEach(see);
  }
  const out: string[] = [];
  for (const c of ctx.data.cards) {
    if (c.minPlayers > n) continue;
    const k = seen.get(c.id) ?? 0;
    if (k > 0) seen.set(c.id, k - 1);
    else out.push(c.id);
  }
  return out;
}

/** A world consistent with `view` for `me` (see the file comment). */
export function sampleWorld(ctx: RulesContext, view: GameState, me: Colour, rng: Rng): GameState {
  const s = structuredClone(view);
  const cards = shuffled(unseenCards(ctx, view, me), rng);
  const deal = () => cards.pop() ?? HIDDEN_CARD;
  for (const p of s.players) {
    if (p.colour !== me) p.hand = p.hand.map((c) => (c === HIDDEN_CARD ? deal() : c));
    p.discard = p.discard.map((c) => (c === HIDDEN_CARD ? deal() : c));
  }
  s.deck = s.deck.map((c) => (c === HIDDEN_CARD ? deal() : c));

  const revealed = new Set(Object.values(s.oilFields).flatMap((f) => (f.revealed && f.tile ? [f.tile] : [])));
  const tiles = shuffled(
    ctx.data.oilFieldTiles.filter((t) => (s.players.length > 2 || !t.removedForTwoPlayers) && !revealed.has(t.id)).map((t) => t.id),
    rng,
  );
  for (const id of Object.keys(s.oilFields).sort()) {
    const f = s.oilFields[id];
    if (f && !f.revealed) f.tile = tiles.pop() ?? null;
  }
  s.rngSeed = Math.floor(rng() * 2 ** 31);
  return s;
}

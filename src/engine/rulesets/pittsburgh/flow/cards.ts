/**
 * Cards (p.5–6, p.11): the hand is refilled to 8 at the end of the player's own turn, from the
 * top of the deck (`deck[0]`), with fewer cards when the deck runs short and none once it is
 * empty. At the change of era every card is gathered (discards, including each player's hidden
 * starting card at the bottom of their discard pile, and anything left in hands or the deck)
 * and shuffled with the state's seeded generator.
 */
import type { Tx } from '../actions/tx.ts';
import { shuffle } from '../../../core/random.ts';
import type { PlayerState } from '../state.ts';

/** Draw up to `size` cards (default: the hand size of game.json, 8) from the top of the deck; records a `draw` effect when a card is drawn. */
export function refill(tx: Tx, p: PlayerState, size = tx.ctx.data.game.handSize.value): void {
  const n = Math.max(0, Math.min(size - p.hand.length, tx.s.deck.length));
  if (n === 0) return;
  const cards = tx.s.deck.splice(0, n);
  p.hand.push(...cards);
  tx.effects.push({ kind: 'draw', player: p.colour, cards: [...cards], deckLeft: tx.s.deck.length });
}

/** Gather every card (players in seat order: discard, then hand; then the deck) and shuffle a new deck. */
export function reshuffle(tx: Tx): void {
  const all: string[] = [];
  for (const p of tx.s.players) {
    all.push(...p.discard, ...p.hand);
    p.discard = [];
    p.hand = [];
  }
  all.push(...tx.s.deck);
  const r = shuffle(all, tx.s.rngSeed);
  tx.s.deck = r.items;
  tx.s.rngSeed = r.seed;
  tx.effects.push({ kind: 'reshuffle', cards: all.length });
}

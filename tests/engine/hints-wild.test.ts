import { describe, expect, it } from 'vitest';
import { newGame, nextChoice, type Draft, type GameState } from '../../src/engine/rulesets/pittsburgh';
import { whatWouldMakeItLegal, wildWay } from '../../src/engine/rulesets/pittsburgh/hints';

/** Seed 2, two players: the first player holds an Automobile card, which no tile of theirs can use yet. */
const game = (): GameState => newGame({ players: 2, seed: 2 });
const me = (s: GameState) => s.players.find((p) => p.colour === s.turnOrder[s.current])!;
const draft: Draft = { action: { type: 'build' } };
const option = (s: GameState, wild: boolean) => {
  const c = nextChoice(s, draft);
  if (c.status !== 'choose') throw new Error('no question');
  return c.choice.options.find((o) => {
    const v = o.value as { card: string; wild?: boolean };
    return v.card === 'ind-automobile-1' && (v.wild === true) === wild;
  })!;
};

describe('a card the build refuses: the Whiskey advice is the engine’s wild-card option', () => {
  it('no Whiskey: the hint is that card as a wild card with 1 more Whiskey, and the engine allows exactly that', () => {
    const s = game();
    expect(me(s).whiskey).toBe(0);
    const card = option(s, false);
    expect(card.refusal?.code).toBe('card-does-not-allow');
    expect(option(s, true).refusal?.code).toBe('no-whiskey');
    expect(whatWouldMakeItLegal(s, draft, card.id)).toEqual({ kind: 'wild', card: 'ind-automobile-1', more: 1 });
    const more = structuredClone(s);
    me(more).whiskey = 1;
    expect(option(more, true).legal).toBe(true);
    expect(option(more, false).legal).toBe(false); // Whiskey alone does not make the plain card legal
  });

  it('with 1 Whiskey in hand: the wild option is legal now', () => {
    const s = game();
    me(s).whiskey = 1;
    const card = option(s, false);
    expect(wildWay(s, draft, card.id)).toEqual({ kind: 'wild', card: 'ind-automobile-1', more: 0 });
    expect(whatWouldMakeItLegal(s, draft, card.id)).toEqual({ kind: 'wild', card: 'ind-automobile-1', more: 0 });
  });

  it('when even the wild card is refused for another reason, there is no Whiskey way', () => {
    const s = game();
    me(s).cash = 0; // nothing affordable: the wild card is refused for money, not Whiskey
    me(s).whiskey = 1;
    const card = option(s, false);
    expect(option(s, true).legal).toBe(false);
    expect(wildWay(s, draft, card.id)).toBeNull();
  });
});

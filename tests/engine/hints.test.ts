import { describe, expect, it } from 'vitest';
import { newGame, nextChoice, viewFor, type Draft, type GameState } from '../../src/engine/rulesets/pittsburgh';
import { whatWouldMakeItLegal } from '../../src/engine/rulesets/pittsburgh/hints';
import { scenarioFile } from './helpers.ts';

const game = (): GameState => newGame({ players: 2, seed: 42 });
const me = (s: GameState) => s.players.find((p) => p.colour === s.turnOrder[s.current])!;

describe('what would make it legal', () => {
  it('a wild card without Whiskey: 1 Whiskey', () => {
    const s = game();
    const draft: Draft = { action: { type: 'build' } };
    const c = nextChoice(s, draft);
    if (c.status !== 'choose') throw new Error('no question');
    const wild = c.choice.options.find((o) => (o.value as { wild?: boolean }).wild && !o.legal)!;
    expect(wild.refusal?.code).toBe('no-whiskey');
    expect(whatWouldMakeItLegal(s, draft, wild.id)).toEqual({ kind: 'whiskey', amount: 1 });
  });

  it('short of money: the least $N more, checked on the engine', () => {
    const s = game();
    me(s).cash = 3;
    const draft: Draft = { action: { type: 'build', card: 'ind-coal-1', place: 'coal-mine-1' } };
    const c = nextChoice(s, draft);
    if (c.status !== 'choose') throw new Error('no question');
    const o = c.choice.options.find((x) => x.id === 'wilkes-barre-scranton-1')!;
    expect(o.legal).toBe(false);
    const hint = whatWouldMakeItLegal(s, draft, o.id);
    expect(hint).toEqual({ kind: 'cash', amount: 9 }); // $5 tile + $7 iron from Vanderbilt = $12
    const fixed = structuredClone(s);
    me(fixed).cash += 9;
    const again = nextChoice(fixed, draft);
    expect(again.status === 'choose' && again.choice.options.find((x) => x.id === o.id)?.legal).toBe(true);
  });

  it('works on a view, returns null for a legal option or when no small change helps, and never mutates', () => {
    const s = game();
    const v = viewFor(s, me(s).colour);
    const copy = structuredClone(v);
    const draft: Draft = { action: { type: 'build', card: 'ind-coal-1', place: 'coal-mine-1' } };
    expect(whatWouldMakeItLegal(v, draft, 'wilkes-barre-scranton-1')).toBeNull();
    expect(whatWouldMakeItLegal(v, draft, 'detroit-1')).toBeNull();
    expect(v).toEqual(copy);
  });

  it('a space outside the network: the chooser’s own Light Train on a line (another player’s would not do) — checked on the engine', () => {
    const s = scenarioFile('lesson-5-sale-oil-merchant.json');
    const draft: Draft = { action: { type: 'build', card: 'ind-coal-1', place: 'coal-mine-1' } };
    const c = nextChoice(s, draft);
    if (c.status !== 'choose') throw new Error('no question');
    expect(c.choice.options.find((o) => o.id === 'saginaw-2')?.refusal?.code).toBe('not-in-network');
    const hint = whatWouldMakeItLegal(s, draft, 'saginaw-2');
    expect(hint).toMatchObject({ kind: 'train', anyone: false });
    const line = (hint as { line: string }).line;
    const withTrain = (owner: string) => {
      const x = structuredClone(s);
      x.links.push({ owner, kind: 'lightRail', route: line });
      const again = nextChoice(x, draft);
      return again.status === 'choose' && again.choice.options.find((o) => o.id === 'saginaw-2')?.legal;
    };
    expect(withTrain(me(s).colour)).toBe(true);
    expect(withTrain(s.players.find((p) => p.colour !== me(s).colour)!.colour)).toBe(false);
  });

  it('an upgrade with no own flipped industry under it: an own flipped Coal Mine at that space — checked on the engine', () => {
    const s = game();
    me(s).cash = 100;
    const draft: Draft = { action: { type: 'build', card: 'ind-coal-1', place: 'coke-works-1' } };
    const c = nextChoice(s, draft);
    if (c.status !== 'choose') throw new Error('no question');
    expect(c.choice.options.find((o) => o.id === 'pittsburgh-1')?.refusal?.code).toBe('upgrade-needs-own-flipped');
    const hint = whatWouldMakeItLegal(s, draft, 'pittsburgh-1');
    expect(hint).toEqual({ kind: 'tile', space: 'pittsburgh-1', industry: 'coalMine', place: 'coal-mine-1' });
    const withMine = (flipped: boolean, owner = me(s).colour) => {
      const x = structuredClone(s);
      x.industries.push({ owner, place: 'coal-mine-1', space: 'pittsburgh-1', flipped, cubes: {} });
      const again = nextChoice(x, draft);
      return again.status === 'choose' && again.choice.options.find((o) => o.id === 'pittsburgh-1')?.legal;
    };
    expect(withMine(true)).toBe(true);
    expect(withMine(false)).toBe(false);
    expect(withMine(true, s.players.find((p) => p.colour !== me(s).colour)!.colour)).toBe(false);
    // the mat tile itself, refused before any space is chosen: the same kind of change, at the space the engine named
    const atPlace = whatWouldMakeItLegal(s, { action: { type: 'build', card: 'ind-coal-1' } }, 'coke-works-1');
    expect(atPlace).toMatchObject({ kind: 'tile', industry: 'coalMine' });
  });

  it('no card in hand: one more card (each distinct card of the deck is tried) — checked on the engine', () => {
    const s = game();
    me(s).hand = [];
    const draft: Draft = { action: {} };
    const c = nextChoice(s, draft);
    if (c.status !== 'choose') throw new Error('no question');
    const loan = c.choice.options.find((o) => (o.value as { type?: string }).type === 'loan')!;
    expect(loan.legal).toBe(false);
    const hint = whatWouldMakeItLegal(s, draft, loan.id);
    expect(hint).toMatchObject({ kind: 'card' });
    const x = structuredClone(s);
    me(x).hand.push((hint as { card: string }).card);
    const again = nextChoice(x, draft);
    expect(again.status === 'choose' && again.choice.options.find((o) => o.id === loan.id)?.legal).toBe(true);
  });
});

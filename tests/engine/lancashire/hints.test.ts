/** "What would make it legal?" for Lancashire (src/engine/rulesets/lancashire/hints.ts): each hint checked again on the engine. */
import { describe, expect, it } from 'vitest';
import { nextChoice } from '../../../src/engine/rulesets/lancashire/choices/next.ts';
import type { LDraft } from '../../../src/engine/rulesets/lancashire/choices/types.ts';
import { whatWouldMakeItLegalL } from '../../../src/engine/rulesets/lancashire/hints.ts';
import type { Position } from '../../../src/engine/rulesets/lancashire/scenario.ts';
import { fromPosition } from '../../../src/engine/rulesets/lancashire/scenario.ts';
import { problemLine } from '../../../src/engine/rulesets/lancashire/invariants.ts';
import type { LState } from '../../../src/engine/rulesets/lancashire/state.ts';
import { viewFor } from '../../../src/engine/rulesets/lancashire/view.ts';
import { rulesets } from '../../../src/engine/rulesets/index.ts';

function position(p: Position): LState {
  const r = fromPosition(p);
  if (!r.ok) throw new Error(r.errors.map(problemLine).join('; '));
  return r.state;
}

function option(s: LState, draft: LDraft, id: string) {
  const c = nextChoice(s, draft);
  if (c.status !== 'choose') throw new Error(`no question: ${c.status}`);
  return c.choice.options.find((o) => o.id === id);
}

const red = (s: LState) => s.players.find((p) => p.colour === 'red') as LState['players'][number];
const BUILD: LDraft = { action: { type: 'build', card: 'loc:bolton' }, done: ['secondCard'] };
const BOLTON_MILL = JSON.stringify({ space: 'bolton-1', tile: 'cotton' });

describe('Lancashire: what would make it legal?', () => {
  it('a build refused for want of money: the least £N more, and £N − 1 would not do', () => {
    const s = position({ players: 2, hand: ['loc:bolton', 'ind:coal'], cash: { red: 3 } });
    expect(option(s, BUILD, BOLTON_MILL)?.refusal?.code).toBe('not-enough-cash');
    const hint = whatWouldMakeItLegalL(s, BUILD, BOLTON_MILL);
    expect(hint).toMatchObject({ kind: 'cash' });
    const n = (hint as { amount: number }).amount;
    const withMore = (more: number) => {
      const x = structuredClone(s);
      red(x).cash += more;
      return option(x, BUILD, BOLTON_MILL)?.legal;
    };
    expect(withMore(n)).toBe(true);
    expect(withMore(n - 1)).toBe(false);
    // the mill costs £12 (data/tiles.json): £3 in hand needs £9 more
    expect(n).toBe(9);
  });

  it('a canal with no network to start from: an own canal on a neighbouring link — checked on the engine', () => {
    const s = position({ players: 2, hand: ['loc:bolton', 'ind:coal'] });
    const draft: LDraft = { action: { type: 'link', card: 'loc:bolton' } };
    const id = 'blackburn~burnley';
    expect(option(s, draft, id)?.refusal?.code).toBe('link-not-connected');
    const hint = whatWouldMakeItLegalL(s, draft, id);
    expect(hint).toMatchObject({ kind: 'link' });
    const x = structuredClone(s);
    x.links.push({ id: (hint as { link: string }).link, owner: 'red', period: 'canal' });
    expect(option(x, draft, id)?.legal).toBe(true);
  });

  it('no hint for a legal option, for an option nothing of one’s own can mend, or on a junk state; the state is not changed', () => {
    const s = position({ players: 2, hand: ['loc:bolton', 'ind:coal'], cash: { red: 30 } });
    const copy = structuredClone(s);
    expect(option(s, BUILD, BOLTON_MILL)?.legal).toBe(true);
    expect(whatWouldMakeItLegalL(s, BUILD, BOLTON_MILL)).toBeNull();
    // a Bolton card cannot build in Manchester: the card is already chosen in the draft, nothing of one's own helps
    const manchester = JSON.stringify({ space: 'manchester-1', tile: 'cotton' });
    expect(option(s, BUILD, manchester)?.refusal?.code).toBe('card-does-not-allow');
    expect(whatWouldMakeItLegalL(s, BUILD, manchester)).toBeNull();
    expect(whatWouldMakeItLegalL(null as unknown as LState, BUILD, BOLTON_MILL)).toBeNull();
    expect(s).toEqual(copy);
  });

  it('works on the chooser’s view, and through the registry', () => {
    const s = position({ players: 2, hand: ['loc:bolton', 'ind:coal'], cash: { red: 3 } });
    expect(whatWouldMakeItLegalL(viewFor(s, 'red'), BUILD, BOLTON_MILL)).toEqual({ kind: 'cash', amount: 9 });
    expect(rulesets.lancashire.hint(s, BUILD, BOLTON_MILL)).toEqual({ kind: 'cash', amount: 9 });
    expect(rulesets.lancashire.hint({} as LState, BUILD, BOLTON_MILL)).toBeNull();
  });
});

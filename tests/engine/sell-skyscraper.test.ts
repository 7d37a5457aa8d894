/** The skyscraper bonus sale (p.10): one extra sale without a card, taken at once if at all. */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { Action, GameState, SellAction } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { ok, player, position, refusal } from './helpers.ts';
import { kinds, MERCHANT_15, ofKind, ORANGE_CASH_PIPELINE, RAILS_TO_CINCINNATI } from './sell-helpers.ts';

/** Blue can build Skyscraper (lower) in Cleveland with Orange's Cleveland steel, and owns an unsold Manufacturer I in Pittsburgh. */
function setup(actionsLeft = 2): GameState {
  return position({
    round: 3,
    current: 'blue',
    actionsLeft,
    players: [
      { colour: 'blue', cash: 30, hand: ['loc-cleveland-1', 'ind-coal-1'], removed: ['steel-works-2'] },
      { colour: 'orange', cash: 30, hand: ['loc-toledo-1', 'loc-erie-1'] },
    ],
    industries: [
      { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
      { owner: 'orange', place: 'steel-works-2', space: 'cleveland-3', cubes: { steel: 3 } },
    ],
    links: [...RAILS_TO_CINCINNATI, ORANGE_CASH_PIPELINE],
    merchants: { cincinnati: { tile: MERCHANT_15 } },
    oilFields: { venango: { tile: 'oil-income-3', revealed: true, oil: 1 } },
    deck: ['loc-detroit-1', 'loc-buffalo-1', 'loc-harrisburg-1'],
  });
}

const buildSkyscraper: Action = { type: 'build', card: 'loc-cleveland-1', place: 'skyscraper-lower', space: 'cleveland-1' };
const freeSale: SellAction = { type: 'sell', free: true, sales: [{ space: 'pittsburgh-2' }] };

describe('building a skyscraper offers the bonus sale', () => {
  const built = ok(setup(), buildSkyscraper);
  it('the skyscraper enters flipped and the offer is pending for its builder', () => {
    expect(built.next.industries.find((i) => i.space === 'cleveland-1')).toMatchObject({
      owner: 'blue',
      place: 'skyscraper-lower',
      flipped: true,
    });
    expect(built.next.pending).toEqual({ kind: 'bonus-sale', player: 'blue' });
    expect(built.effects.at(-1)).toEqual({ kind: 'decision', decision: 'bonus-sale', player: 'blue', event: 'offered' });
  });
  it('taking it: a full sale with no card discarded and no action used', () => {
    const { next, effects } = ok(built.next, freeSale);
    expect(kinds(effects).slice(0, 2)).toEqual(['decision', 'sale']);
    expect(effects).not.toContainEqual(expect.objectContaining({ kind: 'discard' }));
    expect(ofKind(effects, 'sale')[0]?.free).toBe(true);
    expect(next.pending).toBeUndefined();
    expect(next.actionsLeft).toBe(built.next.actionsLeft);
    expect(player(next).hand).toEqual(player(built.next).hand);
    expect(player(next).cash).toBe(player(built.next).cash + 15);
    expect(player(next, 'orange').cash).toBe(40);
    expect(next.industries.find((i) => i.space === 'pittsburgh-2')?.flipped).toBe(true);
  });
  it('it may include a quality claim like any sale', () => {
    const s = { ...built.next, quality: ['quality-vp-9'] };
    expect(refusal(s, { ...freeSale, quality: { tile: 'quality-vp-9' } })).toBe('quality-not-met'); // 1 star < 5
  });
  it('declining it: nothing else happens, then the turn goes on', () => {
    const { next, effects } = ok(built.next, { type: 'decline' });
    expect(effects).toEqual([{ kind: 'decision', decision: 'bonus-sale', player: 'blue', event: 'declined' }]);
    expect(next.pending).toBeUndefined();
    expect(next.actionsLeft).toBe(1);
    expect(ok(next, { type: 'pass', card: 'ind-coal-1' }).next.players[0]?.whiskey).toBe(1);
  });
  it('"at once, if at all": any other action is refused while it is pending', () => {
    expect(refusal(built.next, { type: 'pass', card: 'ind-coal-1' })).toBe('decision-pending');
    expect(refusal(built.next, { type: 'sell', card: 'ind-coal-1', sales: [{ space: 'pittsburgh-2' }] })).toBe('decision-pending');
  });
  it('only one: after it is taken or declined, a second free sale is refused', () => {
    const taken = ok(built.next, freeSale).next;
    expect(refusal(taken, freeSale)).toBe('no-pending-decision');
    expect(refusal(taken, { type: 'decline' })).toBe('no-pending-decision');
  });
  it('a refused free sale keeps the offer pending', () => {
    const noOil = {
      ...built.next,
      oilFields: { ...built.next.oilFields, venango: { tile: 'oil-income-3', revealed: true, oil: 0, pendingOil: 0 } },
    };
    expect(refusal(noOil, freeSale)).toBe('not-enough-oil');
    expect(noOil.pending?.player).toBe('blue');
    expect(ok(noOil, { type: 'decline' }).next.pending).toBeUndefined();
  });
  it('a free sale names no card', () => {
    expect(refusal(built.next, { ...freeSale, card: 'ind-coal-1' })).toBe('malformed-action');
  });
  it('legalActions offers only the free sales that pass, and declining', () => {
    expect(legalActions(built.next).map((l) => l.action)).toEqual([freeSale, { type: 'decline' }]);
  });
});

describe('without a skyscraper', () => {
  it('a free sale or a decline is refused', () => {
    expect(refusal(setup(), freeSale)).toBe('no-pending-decision');
    expect(refusal(setup(), { type: 'decline' })).toBe('no-pending-decision');
  });
  it('a sell with free: false is an ordinary sale with a card', () => {
    const { effects } = ok(setup(), { type: 'sell', card: 'ind-coal-1', free: false, sales: [{ space: 'pittsburgh-2' }] });
    expect(effects[0]).toMatchObject({ kind: 'discard', card: 'ind-coal-1' });
  });
});

describe("the skyscraper as the turn's last action", () => {
  const last = ok(setup(1), buildSkyscraper).next;
  it('the offer still stands with no action left', () => {
    expect(last.actionsLeft).toBe(0);
    expect(ok(last, freeSale).next.pending).toBeUndefined();
  });
  it('with the game flow on, the turn waits for the bonus sale and ends right after it', () => {
    const built = apply(setup(1), buildSkyscraper);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.state.pending).toEqual({ kind: 'bonus-sale', player: 'blue' });
    expect(built.state.turnOrder[built.state.current]).toBe('blue');
    const sold = apply(built.state, freeSale);
    expect(sold.ok).toBe(true);
    if (!sold.ok) return;
    expect(sold.state.pending).toBeUndefined();
    expect(sold.state.turnOrder[sold.state.current]).toBe('orange');
    expect(player(sold.state).hand.length).toBeGreaterThan(1); // blue refilled at the end of the turn
    const r = preview(built.state, { type: 'decline' }, undefined, { flow: true });
    expect(r.ok && r.next.turnOrder[r.next.current]).toBe('orange');
  });
});

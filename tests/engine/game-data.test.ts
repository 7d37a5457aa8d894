/**
 * The game's constants are rules DATA (src/engine/rulesets/pittsburgh/data/game.json, reached through RulesData.game):
 * a copied RulesData with one changed value changes the engine's behaviour, and nothing else
 * hard-codes them. Each value carries its provenance.
 */
import { describe, expect, it } from 'vitest';
import type { RulesData } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { advance, defaultRules, newGame, preview, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { GameConstants } from '../../src/engine/rulesets/pittsburgh/data/types.ts';
import { scenarioFile } from './helpers.ts';

/** A copy of the game's data with some constants changed (`value` only; provenance kept). */
function rulesWith(change: { [K in keyof GameConstants]?: GameConstants[K]['value'] }): RulesData {
  const game = { ...defaultRules.game } as Record<string, { value: unknown; provenance: unknown }>;
  for (const [k, v] of Object.entries(change)) game[k] = { ...(game[k] as { provenance: unknown }), value: v };
  return { ...defaultRules, game: game as unknown as GameConstants };
}

const mine = { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 3 } };
const setup = { players: [{ colour: 'blue', hand: ['ind-coal-1', 'ind-coal-2'] }, { colour: 'orange' }], industries: [mine] };
const twoLinks = {
  type: 'network',
  card: 'ind-coal-1',
  links: [
    { kind: 'lightRail', route: 'clarksburg~pittsburgh' },
    { kind: 'pipeline', type: 'income', route: 'macksburg-burning-springs>clarksburg' },
  ],
} as const;

function state(rules: RulesData = defaultRules) {
  const v = validate(setup, rules);
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return v.state;
}

describe('game constants as data (game.json)', () => {
  it('every constant has a provenance with a status', () => {
    for (const [k, c] of Object.entries(defaultRules.game)) expect(['read', 'inferred', 'assumed'], k).toContain(c.provenance.status);
  });
  it('second-link price: $10 by default, $12 in a copied RulesData', () => {
    const paid = (rules: RulesData) => {
      const r = preview(state(rules), twoLinks, rules);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.effects.find((e) => e.kind === 'cash' && e.reason === 'second-link');
    };
    expect(paid(defaultRules)).toMatchObject({ delta: -10 });
    expect(paid(rulesWith({ secondLinkPrice: 12 }))).toMatchObject({ delta: -12 });
  });
  it('link costs: a light rail paying 2 coal takes 2 cubes', () => {
    const rules = rulesWith({ linkCosts: { lightRail: { coal: 2 }, heavyRail: { steel: 2 }, pipeline: { iron: 1 } } });
    const r = preview(
      state(rules),
      { type: 'network', card: 'ind-coal-1', links: [{ kind: 'lightRail', route: 'clarksburg~pittsburgh' }] },
      rules,
    );
    expect(r.ok && r.effects.filter((e) => e.kind === 'cube').length).toBe(2);
  });
  it('loan: amount and income levels come from the data', () => {
    const rules = rulesWith({ loan: { amount: 25, incomeLevels: 2 } });
    const r = preview(state(rules), { type: 'loan', card: 'ind-coal-1' }, rules);
    expect(r.ok && r.next.players[0]).toMatchObject({ cash: 55, incomeSpace: 8 });
  });
  it('whiskey cap: with a cap of 1, a second whiskey is lost', () => {
    const rules = rulesWith({ maxWhiskey: 1 });
    const v = validate({ ...setup, players: [{ colour: 'blue', whiskey: 1, hand: ['ind-coal-1'] }, { colour: 'orange' }] }, rules);
    if (!v.ok) throw new Error('invalid');
    const r = preview(v.state, { type: 'pass', card: 'ind-coal-1' }, rules);
    expect(r.ok && r.effects).toContainEqual(expect.objectContaining({ kind: 'whiskey', delta: 0, lost: 1 }));
  });
  it('setup: starting cash, hand size and hidden cards come from the data', () => {
    const s = newGame({ players: 2, seed: 3 }, rulesWith({ startingCash: 40, handSize: 7, hiddenSetupCards: 2 }));
    for (const p of s.players) expect([p.cash, p.hand.length, p.discard.length]).toEqual([40, 7, 2]);
  });
  it('actions per turn: era 1 round 1 gives the first-round number', () => {
    const s = newGame({ players: 2, seed: 3 }, rulesWith({ actionsPerTurn: { normal: 2, firstRoundOfGame: 2 } }));
    expect(s.actionsLeft).toBe(2);
    expect(newGame({ players: 2, seed: 3 }).actionsLeft).toBe(1);
  });
  it('era-end removals: removing up to level II also removes the Kerosene II of lesson 8', () => {
    const s = scenarioFile('lesson-8-era-scoring.json');
    const kept = (rules: RulesData) => advance(s, rules).state.industries.map((i) => i.place);
    expect(kept(defaultRules)).toContain('kerosene-2');
    expect(kept(rulesWith({ eraEndRemovals: [{ afterEra: 1, lightRails: true, industriesUpToLevel: 2 }] }))).not.toContain('kerosene-2');
    expect(advance(s, rulesWith({ eraEndRemovals: [] })).state.links.some((l) => l.kind === 'lightRail')).toBe(true);
  });
  it('number of eras: with 1 era the game ends after era 1', () => {
    const s = scenarioFile('lesson-8-era-scoring.json');
    expect(advance(s).state.gameOver).toBeUndefined();
    expect(advance(s, rulesWith({ eras: 1 })).state.gameOver).toBeDefined();
  });
  it('eras and boards are checked against the data, not closed types', () => {
    expect(validate({ ...setup, era: 3 }).ok).toBe(false);
    expect(validate({ ...setup, era: 3 }, rulesWith({ eras: 3 })).ok).toBe(true);
    expect(validate({ ...setup, board: 'moon' }).ok).toBe(false);
  });
});

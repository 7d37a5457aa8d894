/**
 * The FAQ's live positions (content/faq.json → content/scenarios): each one the engine accepts,
 * and each worked example shown on the board gives the numbers its answer states
 * (src/i18n/locales/en/faq-answers.json, "example").
 */
import { describe, expect, it } from 'vitest';
import faqData from '../../content/faq.json';
import type { Action, Effect, GameState, PreviewResult } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { preview } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { incomeTrack } from '../../src/engine/rulesets/pittsburgh/data/index.ts';
import { level } from '../../src/engine/brass/income.ts';
import { reasonCodes } from '../../src/engine/rulesets/pittsburgh/reasons.ts';
import { cubes, player, scenarioFile } from './helpers.ts';

interface Position {
  scenario: string;
  highlight: string[];
  action?: Action;
}
const entries = faqData.entries as Record<string, { lessons: string[]; position?: Position }>;
const withPosition = Object.entries(entries).filter(
  (e): e is [string, { lessons: string[]; position: Position }] => e[1].position !== undefined,
);

const cash = (e: Effect[], reason: string) =>
  e.filter((x) => x.kind === 'cash' && x.reason === reason).map((x) => (x.kind === 'cash' ? x.delta : 0));

/** FAQ id → what the example's answer says, checked on the start position and the engine's result. */
const examples: Record<string, (start: GameState, r: PreviewResult) => void> = {
  'starting-hand': (s, r) => {
    for (const p of s.players) {
      expect(p).toMatchObject({ cash: 30, incomeSpace: 10, vp: 0 });
      expect(p.hand).toHaveLength(8);
      expect(level(incomeTrack, p.incomeSpace)).toBe(0);
      expect(p.supply.lightRails).toBe(9);
      expect(p.supply.heavyRails).toHaveLength(2);
      expect(p.supply.pipelines).toHaveLength(2);
    }
    expect([s.era, s.round, s.actionsLeft]).toEqual([1, 1, 1]);
    if (!r.ok) throw new Error(r.error.code);
    expect(player(r.next).hand).toHaveLength(7);
    expect(r.next.actionsLeft).toBe(0);
  },
  'market-setup': (s) => {
    expect(s.markets['market-clarksburg']).toEqual({ coal: 3, iron: 3 });
    expect(s.markets['market-philadelphia']).toEqual({ steel: 2, coke: 1 });
  },
  'turn-order': (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(player(s).spentThisRound).toBe(10);
    expect(player(r.next)).toMatchObject({ cash: player(s).cash + 30, spentThisRound: 10 });
  },
  income: (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect([player(s).incomeSpace, level(incomeTrack, player(s).incomeSpace)]).toEqual([20, 5]);
    expect([player(r.next).incomeSpace, level(incomeTrack, player(r.next).incomeSpace)]).toEqual([14, 2]);
  },
  loan: (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(player(s)).toMatchObject({ cash: 5, incomeSpace: 20 });
    expect(player(r.next)).toMatchObject({ cash: 35, incomeSpace: 14 });
  },
  vanderbilt: (_s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(cubes(r.effects).map((c) => [c.good, c.source.kind, c.price])).toEqual([['iron', 'vanderbilt', 7]]);
    expect(player(r.next)).toMatchObject({ cash: 23, spentThisRound: 7 });
  },
  'mat-reachable': (_s, r) => expect(r.ok ? 'accepted' : r.error.code).toBe('mat-tile-not-reachable'),
  'dedicated-spaces': (_s, r) => expect(r.ok ? 'accepted' : r.error.code).toBe('dedicated-space-first'),
  'build-cards': (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(player(s).hand).toEqual(['loc-cleveland-1']);
    expect(player(r.next)).toMatchObject({ cash: 18, whiskey: 0 });
    expect(r.next.industries).toContainEqual(expect.objectContaining({ owner: 'blue', place: 'manufacturer-1', space: 'new-york-1' }));
  },
  upgrades: (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(cash(r.effects, 'tile-cost')).toEqual([-15]);
    expect(cubes(r.effects).map((c) => c.good)).toEqual(['coal', 'iron']);
    expect(player(r.next).vp).toBe(player(s).vp + 1);
    expect(r.next.industries.map((i) => i.place)).toEqual(['generator-4']);
  },
  'crown-jewels': (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(level(incomeTrack, player(s).incomeSpace)).toBe(6);
    expect(cash(r.effects, 'generator')).toEqual([12]);
  },
  whiskey: (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(player(s).whiskey).toBe(3);
    expect(r.effects).toContainEqual(expect.objectContaining({ kind: 'reward', reward: { kind: 'whiskey', amount: 1 } }));
    expect(player(r.next).whiskey).toBe(3);
  },
  'oil-city': (s, r) => {
    if (!r.ok) throw new Error(r.error.code);
    expect(s.era).toBe(2);
    expect(s.oilFields.venango?.oil).toBe(2);
    expect(r.next.industries.find((i) => i.place === 'oil-city-5')?.cubes).toEqual({ oil: 5 });
    expect(r.next.oilFields.venango?.oil).toBe(0);
  },
};

describe('FAQ live positions', () => {
  it('at least 28 of the 35 entries show a position', () => {
    expect(Object.keys(entries)).toHaveLength(35);
    expect(withPosition.length).toBeGreaterThanOrEqual(28);
  });

  it.each(withPosition.map(([id, e]) => [id, e.position] as const))(
    '%s: the engine accepts the position and previews its move (played, or refused for a rule)',
    (_id, pos) => {
      const s = scenarioFile(`${pos.scenario}.json`);
      if (!pos.action) return;
      const r = preview(s, pos.action);
      // Two examples show a refusal on purpose (their numbers are checked below); none may hit an internal error.
      if (!r.ok) expect(reasonCodes.filter((c) => c !== 'internal-error')).toContain(r.error.code);
    },
  );

  it.each(Object.keys(examples))('%s: the example on the board gives the answer’s numbers', (id) => {
    const pos = entries[id]?.position;
    if (!pos) throw new Error(`no position for ${id}`);
    const s = scenarioFile(`${pos.scenario}.json`);
    const r: PreviewResult = pos.action ? preview(s, pos.action) : { ok: true, next: s, effects: [] };
    examples[id]!(s, r);
  });
});

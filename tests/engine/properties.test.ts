/**
 * Property tests: random legal action sequences (from legalActions) on random valid positions
 * never throw and keep the invariants: cash ≥ 0, whiskey 0–3, income level −10…30, and cubes are
 * neither created nor lost except as the effects say (`cubeConservation` of flow/invariants.ts,
 * the same definition as the whole-game step check, for every kind of action).
 */
import fc from './fc.ts';
import { describe, expect, it } from 'vitest';
import { incomeTrack } from '../../src/engine/rulesets/pittsburgh/data/index.ts';
import { cubeConservation } from '../../src/engine/rulesets/pittsburgh/flow/invariants.ts';
import type { Effect, GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { contextFor, defaultRules, legalActions, preview, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { level } from '../../src/engine/brass/income.ts';
import { arbitrarySetup } from './arbitrary.ts';

function checkInvariants(s: GameState) {
  for (const p of s.players) {
    expect(p.cash).toBeGreaterThanOrEqual(0);
    expect(p.whiskey).toBeGreaterThanOrEqual(0);
    expect(p.whiskey).toBeLessThanOrEqual(3);
    const l = level(incomeTrack, p.incomeSpace);
    expect(l).toBeGreaterThanOrEqual(-10);
    expect(l).toBeLessThanOrEqual(30);
    expect(p.incomeSpace).toBeGreaterThanOrEqual(0);
    expect(p.incomeSpace).toBeLessThanOrEqual(99);
    for (const n of Object.values(p.mat)) expect(n).toBeGreaterThanOrEqual(0);
  }
  for (const i of s.industries) for (const n of Object.values(i.cubes)) expect(n).toBeGreaterThanOrEqual(0);
  for (const m of Object.values(s.markets)) for (const n of Object.values(m)) expect(n).toBeGreaterThanOrEqual(0);
  expect(new Set(s.industries.map((i) => i.space)).size).toBe(s.industries.length);
  expect(new Set(s.links.map((l) => l.route)).size).toBe(s.links.length);
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
}

/** Part 1 has no turn flow: the harness hands the turn to the next player when the actions run out. */
function nextTurn(s: GameState): GameState {
  return { ...s, actionsLeft: 2, current: (s.current + 1) % s.turnOrder.length };
}

describe('random legal play', () => {
  it('random positions from the generator are valid', () => {
    fc.assert(
      fc.property(arbitrarySetup, (setup) => {
        const v = validate(setup);
        expect(v.ok ? 'ok' : JSON.stringify(v.errors)).toBe('ok');
      }),
      { numRuns: 200 },
    );
  });

  it('legal sequences never throw and keep the invariants', () => {
    fc.assert(
      fc.property(arbitrarySetup, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (setup, picks) => {
        const v = validate(setup);
        if (!v.ok) return;
        let s = v.state;
        checkInvariants(s);
        for (const pick of picks) {
          if (s.actionsLeft === 0) s = nextTurn(s);
          const legal = legalActions(s);
          if (legal.length === 0) {
            s = nextTurn(s);
            continue;
          }
          const chosen = legal[pick % legal.length];
          if (!chosen) continue;
          const r = preview(s, chosen.action);
          expect(r.ok ? 'ok' : JSON.stringify(r.error)).toBe('ok');
          if (!r.ok) return;
          // cubes (by good) and pending oil change only as the effects say: the step check's own definition
          expect(cubeConservation(contextFor(defaultRules, s.board), s, r.next, r.effects)).toEqual([]);
          // the cash effects add up to the change of cash
          for (const p of s.players) {
            const after = r.next.players.find((q) => q.colour === p.colour);
            const delta = r.effects.reduce((a, e) => a + (e.kind === 'cash' && e.player === p.colour ? e.delta : 0), 0);
            expect(after?.cash).toBe(p.cash + delta);
          }
          // spending = the money paid this action; VP, whiskey and income moves are all in the effects
          for (const p of s.players) {
            const after = r.next.players.find((q) => q.colour === p.colour);
            const mine = r.effects.filter((e) => 'player' in e && e.player === p.colour);
            const spent = mine.reduce((a, e) => a + (e.kind === 'cash' && e.spending ? -e.delta : 0), 0);
            const vp = mine.reduce((a, e) => a + (e.kind === 'vp' ? e.delta : 0), 0);
            const whiskey = mine.reduce((a, e) => a + (e.kind === 'whiskey' ? e.delta : 0), 0);
            const incomes = mine.filter((e): e is Extract<Effect, { kind: 'income' }> => e.kind === 'income');
            expect(after?.spentThisRound).toBe(p.spentThisRound + spent);
            expect(after?.vp).toBe(p.vp + vp);
            expect(after?.whiskey).toBe(p.whiskey + whiskey);
            expect(after?.incomeSpace).toBe(incomes.length ? incomes[incomes.length - 1]?.to : p.incomeSpace);
          }
          // deterministic: the same action on the same state gives the same result
          expect(preview(s, chosen.action)).toEqual(r);
          s = r.next;
          checkInvariants(s);
        }
      }),
      // 60 random sequences in the default suite (the slowest unit test); ENGINE_PROPERTY_RUNS=1000 for a longer run.
      { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 60) },
    );
  }, 600_000);

  it('random (mostly illegal, often malformed) actions never throw and never fail inside the engine', () => {
    const junk = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.constantFrom(
        'coal-mine-1',
        'pittsburgh-1',
        'kerosene-2',
        'clarksburg~pittsburgh',
        'venango>pittsburgh',
        'iron',
        'steel',
        'ind-coal-1',
      ),
    );
    const link = fc.record({
      kind: fc.oneof(junk, fc.constantFrom('lightRail', 'heavyRail', 'pipeline')),
      route: junk,
      type: junk,
      sources: junk,
    });
    const anyAction = fc.record(
      {
        type: fc.constantFrom('build', 'network', 'develop', 'loan', 'pass', 'fly'),
        card: fc.oneof(junk, fc.constant('ind-coal-1')),
        wild: junk,
        place: junk,
        space: junk,
        sources: fc.oneof(junk, fc.dictionary(fc.constantFrom('coal', 'iron', 'steel', 'coke', 'oil'), fc.oneof(junk, fc.array(junk)))),
        marketOrder: junk,
        freeDevelops: junk,
        links: fc.oneof(junk, fc.array(fc.oneof(junk, link), { maxLength: 3 })),
        tiles: fc.oneof(junk, fc.array(fc.oneof(junk, fc.record({ place: junk, pay: junk, source: junk })), { maxLength: 3 })),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(arbitrarySetup, anyAction, (setup, action) => {
        const v = validate(setup);
        if (!v.ok) return;
        // give the actor the card most actions name
        const s = {
          ...v.state,
          players: v.state.players.map((p, i) =>
            i === 0 && !p.hand.includes('ind-coal-1') ? { ...p, hand: [...p.hand, 'ind-coal-1'] } : p,
          ),
        };
        const r = preview(s, action as never);
        if (r.ok) checkInvariants(r.next);
        else expect(r.error.code).not.toBe('internal-error');
      }),
      { numRuns: 600 },
    );
  });
});

/**
 * The ruleset contract (src/engine/core/ruleset.ts), run over EVERY registered ruleset
 * (src/engine/rulesets/index.ts): a third ruleset is tested by this file the day it is registered.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../../src/engine/core/ruleset.ts';
import { rngFrom } from '../../../src/engine/rulesets/lancashire/fuzz.ts';
import { rulesetById, rulesetIds } from '../../../src/engine/rulesets/index.ts';

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  7,
  'x',
  [],
  {},
  { players: 'x' },
  { players: [null], order: [], turn: -5e15 },
  { ruleset: 'lancashire' },
  { board: 'nowhere' },
];
const JUNK_ACTIONS: unknown[] = [
  null,
  undefined,
  3,
  'build',
  {},
  [],
  { type: 'dance' },
  { type: 'build' },
  { type: 'pass', card: 7 },
  { type: 'sell', card: 'x', sales: 'all' },
];

function rs(id: string): AnyRuleset {
  const r = rulesetById(id);
  if (!r) throw new Error(`no ruleset ${id}`);
  return r;
}

function start(r: AnyRuleset, players: number, seed: number): unknown {
  const g = r.newGame({ players, seed });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.state;
}

/** `n` random legal moves from a new game (the ruleset's own random walk), each applied with the flow. */
function played(r: AnyRuleset, players: number, seed: number, n: number): { states: unknown[]; actions: unknown[] } {
  const rng = rngFrom(seed);
  let s = start(r, players, seed);
  const states = [s];
  const actions: unknown[] = [];
  for (let i = 0; i < n && r.result(s) === undefined; i++) {
    s = r.advance(s).state;
    const a = r.fuzz.randomAction(s, rng);
    if (a === undefined) break;
    const next = r.apply(s, a);
    if (!next.ok) throw new Error(`the random walk's move was refused: ${next.error.code}`);
    actions.push(a);
    s = next.state;
    states.push(s);
  }
  return { states, actions };
}

/** A real state with one field, at any depth, deleted or replaced by garbage. */
function damaged(s: unknown, rng: () => number): unknown {
  const copy = structuredClone(s) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (let depth = 0; depth < 4; depth++) {
    const keys = Object.keys(at);
    const k = keys[Math.floor(rng() * keys.length)];
    if (k === undefined) break;
    const v = at[k];
    if (typeof v === 'object' && v !== null && rng() < 0.6) {
      at = v as Record<string, unknown>;
      continue;
    }
    const garbage = [null, undefined, -1, 1e9, Number.NaN, 'x', {}, [], true][Math.floor(rng() * 9)];
    if (garbage === undefined) delete at[k];
    else at[k] = garbage;
    break;
  }
  return copy;
}

describe.each(rulesetIds)('the ruleset contract: %s', (id) => {
  const r = rs(id);
  const game = played(r, 3, 11, 40);
  const mid = game.states.at(-1) as unknown;

  it('never throws on junk states and junk actions: every method gives a refusal or a safe value', () => {
    const rng = rngFrom(5);
    const states = [...JUNK, ...Array.from({ length: 30 }, () => damaged(mid, rng))];
    for (const [i, s] of states.entries()) {
      for (const a of [...JUNK_ACTIONS, r.fuzz.randomAction(mid, rng)]) {
        const p = r.preview(s, a, { flow: true });
        if (!p.ok) expect(r.reasonCodes).toContain(p.error.code);
        const applied = r.apply(s, a);
        if (!applied.ok) expect(r.reasonCodes).toContain(applied.error.code);
      }
      const c = r.nextChoice(s, r.emptyDraft());
      if (c.status === 'refused') expect(r.reasonCodes).toContain(c.error.code);
      expect(() => [
        r.viewFor(s, 'red'),
        r.acting(s),
        r.colours(s),
        r.result(s),
        r.invariants(s),
        r.summary(s),
        r.advance(s),
        r.fuzz.junkAction(s, rng),
      ]).not.toThrow();
      if (i % 4 !== 0) continue; // the slow ones (every legal action probed) on a quarter of the states
      expect(Array.isArray(r.legalActions(s))).toBe(true);
      expect(() => [r.hint(s, r.emptyDraft(), 'x'), r.decide('greedy', s, 1, 0)]).not.toThrow();
    }
    expect(r.validate(null).ok).toBe(false);
    expect(r.newGame({ players: 9, seed: 1 })).toMatchObject({ ok: false, errors: [{ code: 'bad-players' }] });
  });

  it('a junk position gives coded errors, each with a path', () => {
    for (const p of [null, 7, 'x', [], {}, { players: 9 }]) {
      const v = r.validate(p);
      expect(v.ok).toBe(false);
      if (!v.ok) for (const e of v.errors) expect(e).toMatchObject({ code: expect.stringMatching(/^[a-z-]+$/), path: expect.any(String) });
    }
  });

  it('same setup + same actions → the same state; another seed deals another game', () => {
    const again = played(r, 3, 11, 40);
    expect(again.actions).toEqual(game.actions);
    expect(JSON.stringify(again.states.at(-1))).toBe(JSON.stringify(mid));
    let replay = start(r, 3, 11);
    for (const a of game.actions) {
      const next = r.apply(r.advance(replay).state, a);
      if (!next.ok) throw new Error(next.error.code);
      replay = next.state;
    }
    expect(JSON.stringify(replay)).toBe(JSON.stringify(mid));
    expect(JSON.stringify(start(r, 3, 12))).not.toBe(JSON.stringify(start(r, 3, 11)));
  });

  it('every legal action (default list) applies, and does not change the state it was given', () => {
    for (const s of [game.states[0], game.states[10], mid]) {
      const before = JSON.stringify(s);
      const legal = r.legalActions(s);
      expect(legal.length).toBeGreaterThan(0);
      for (const a of legal) {
        const out = r.apply(s, a);
        expect(out.ok, JSON.stringify(a)).toBe(true);
      }
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it('the complete list holds the default list, and a sample of it applies', () => {
    const s = game.states[10];
    const complete = r.legalActions(s, { mode: 'complete' });
    const keys = new Set(complete.map((a) => JSON.stringify(a)));
    expect(complete.length).toBeGreaterThanOrEqual(r.legalActions(s).length);
    const step = Math.max(1, Math.floor(complete.length / 60));
    for (let i = 0; i < complete.length; i += step) expect(r.apply(s, complete[i]).ok, JSON.stringify(complete[i])).toBe(true);
    expect(keys.size).toBe(complete.length);
  });

  it('refusals carry codes of the ruleset’s reasons table, and each code says where its rule is written', () => {
    const rng = rngFrom(9);
    const seen = new Set<string>();
    for (const s of game.states.slice(0, 20)) {
      for (let k = 0; k < 20; k++) {
        const out = r.preview(s, r.fuzz.junkAction(s, rng));
        if (out.ok) continue;
        expect(r.reasonCodes).toContain(out.error.code);
        expect(out.error.code).not.toBe('internal-error');
        seen.add(out.error.code);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    for (const code of r.reasonCodes) {
      const where = r.reason(code);
      expect(where, code).toBeDefined();
      expect(Boolean(where?.section) || Boolean(where?.faq), code).toBe(true);
    }
    expect(r.reason('no-such-code')).toBeUndefined();
  });

  it('views hide what they should: two states differing only in hidden information give equal views, and the bot decides alike on them', () => {
    const rng = rngFrom(3);
    for (const s of [game.states[0], game.states[7], mid]) {
      const me = r.acting(s) as string;
      expect(r.colours(s)).toContain(me);
      for (let k = 0; k < 5; k++) {
        const other = r.fuzz.changeHidden(s, me, rng);
        expect(JSON.stringify(other)).not.toBe(JSON.stringify(s));
        expect(r.viewFor(other, me)).toEqual(r.viewFor(s, me));
        expect(r.decide('greedy', r.viewFor(other, me), 1, 0)).toEqual(r.decide('greedy', r.viewFor(s, me), 1, 0));
      }
      // the viewer's own moves work on the view
      const view = r.viewFor(s, me);
      const a = r.decide('greedy', view, 1, 0);
      expect(r.apply(s, a).ok).toBe(true);
    }
  });

  it('whole bot games keep every invariant after every move and end with a ranked result', () => {
    for (const seed of [1, 2]) {
      const broken: string[] = [];
      const m = r.playMatch(seed, ['greedy', 'random', 'random'], { onState: (s) => broken.push(...r.invariants(s)) });
      expect(broken).toEqual([]);
      expect(m.stopped).toBeUndefined();
      expect(m.result?.winners.length).toBeGreaterThan(0);
      for (const w of m.result?.winners ?? []) expect(m.colours).toContain(w);
    }
    const end = played(r, 2, 4, 5000).states.at(-1);
    const res = r.result(end);
    expect(res).toBeDefined();
    const vps = res?.ranking.map((x) => x.vp) ?? [];
    expect(vps).toEqual([...vps].sort((a, b) => b - a));
    expect(res?.winners).toContain(res?.ranking[0]?.colour);
    expect(r.invariants(end)).toEqual([]);
  });

  it('the rules oracle passes every known answer', () => {
    const out = r.oracle();
    expect(out.length).toBeGreaterThan(20);
    expect(out.filter((o) => !o.pass)).toEqual([]);
  });

  it('a short fuzz run: no failure, no engine fault, every effect kind it counts is one of the ruleset’s', () => {
    const rep = r.fuzz.run({ players: 2, games: 1, seed: 3, mid: 0, options: 0 });
    expect(rep.failures).toEqual([]);
    expect(rep.internalErrors).toBe(0);
    expect(rep.finished).toBe(1);
    for (const [k, n] of Object.entries(rep.coverage.effects)) if (n > 0) expect(r.effectKinds).toContain(k);
  });
});

describe('Lancashire’s own public API never throws either (src/engine/rulesets/lancashire/index.ts)', () => {
  it('execute(null) and legalActions({}) give a refusal and an empty list', async () => {
    const l = await import('../../../src/engine/rulesets/lancashire/index.ts');
    expect(l.execute(null as never, { type: 'pass', card: 'x' })).toEqual({
      ok: false,
      error: { code: 'malformed-action', params: { field: 'state' } },
    });
    expect(l.legalActions({} as never)).toEqual([]);
    const s = l.newLancashireGame({ players: 2, seed: 1 });
    expect(l.execute(s, null as never)).toMatchObject({ ok: false, error: { code: 'malformed-action' } });
    expect(l.legalActions(s).length).toBeGreaterThan(0);
  });
});

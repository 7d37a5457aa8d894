/**
 * No public function throws on a malformed state (src/engine/rulesets/pittsburgh/index.ts, src/engine/core/safe.ts):
 * fast-check feeds mutated real states (a field deleted or replaced by garbage, at any depth)
 * and pure garbage, with garbage and real actions, to every exported function that takes a state, and to the bot.
 */
import fc from './fc.ts';
import { describe, expect, it } from 'vitest';
import type { Action, GameState, LinkOrder } from '../../src/engine/rulesets/pittsburgh/index.ts';
import * as engine from '../../src/engine/rulesets/pittsburgh/index.ts';
import { chooseAction } from '../../src/engine/rulesets/pittsburgh/bot/index.ts';

const { apply, contextFor, defaultRules, legalActions, newGame } = engine;

/** A few real positions: new games of every size and some after a few actions. */
function bases(): GameState[] {
  const out: GameState[] = [];
  for (const n of [2, 3, 4] as const) {
    let s = newGame({ players: n, seed: 5 * n });
    out.push(s);
    for (let i = 0; i < 12; i++) {
      const l = legalActions(s);
      const pick = l[(i * 7) % Math.max(1, l.length)];
      const r = pick ? apply(s, pick.action) : undefined;
      if (!r?.ok) break;
      s = r.state;
    }
    out.push(s);
  }
  return out;
}
const BASES = bases();

const garbageValue = fc.oneof(
  fc.constantFrom(null, undefined, {}, [], Number.NaN, -1, 1e9, Infinity, '', 'x', 'blue', true, 0.5),
  fc.anything({ maxDepth: 2 }),
);

/** Every path of a JSON value (objects and arrays), to depth 5. */
function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (at.length > 5 || typeof v !== 'object' || v === null) return out;
  for (const [k, x] of Object.entries(v)) {
    const p = [...at, Array.isArray(v) ? Number(k) : k];
    out.push(p);
    paths(x, p, out);
  }
  return out;
}

function mutate(s: GameState, edits: { pick: number; value: unknown; remove: boolean }[]): unknown {
  const copy = structuredClone(s) as unknown;
  for (const e of edits) {
    const all = paths(copy);
    const p = all[e.pick % all.length];
    if (!p) continue;
    let parent = copy as Record<string | number, unknown>;
    for (const k of p.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
    const last = p[p.length - 1] as string | number;
    if (e.remove && !Array.isArray(parent)) delete parent[last];
    else parent[last] = e.value;
  }
  return copy;
}

const mutatedState = fc
  .record({
    base: fc.nat(BASES.length - 1),
    edits: fc.array(fc.record({ pick: fc.nat(), value: garbageValue, remove: fc.boolean() }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ base, edits }) => mutate(BASES[base] as GameState, edits));

const someState = fc.oneof(
  { weight: 4, arbitrary: mutatedState },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, {}, { board: 'nowhere', players: [], turnOrder: [] }, { ...BASES[1], turnOrder: ['nobody'] }),
  },
);

const realActions: Action[] = BASES.flatMap((s) =>
  legalActions(s)
    .slice(0, 5)
    .map((l) => l.action),
);
const someAction = fc.oneof(
  fc.constantFrom(...realActions),
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom({ type: 'decline' }, { type: 'sell', free: true, sales: [] }),
);
const someLink = fc.oneof(fc.constantFrom<unknown>({ kind: 'lightRail', route: 'clarksburg~pittsburgh' }), fc.anything({ maxDepth: 1 }));

/** Every exported function that takes a state, called on the garbage. */
function callAll(state: unknown, action: unknown, link: unknown): unknown[] {
  const s = state as GameState;
  const a = action as Action;
  const ctx = contextFor(defaultRules, 'three-four');
  const colour = 'blue';
  const mat = (s as { players?: { mat?: unknown }[] } | null)?.players?.[0]?.mat as Record<string, number>;
  return [
    engine.validate(state),
    engine.isWholeState(state),
    engine.preview(s, a),
    engine.preview(s, a, defaultRules, { flow: true }),
    engine.apply(s, a),
    engine.advance(s),
    engine.legalActions(s),
    engine.legalSecondLinks(s, link as LinkOrder),
    engine.gameResult(s),
    engine.industryScores(ctx, s),
    engine.linkScores(ctx, s),
    engine.networkOf(ctx, s, colour),
    engine.hasNothingOnBoard(s, colour),
    engine.reachFrom(engine.railGraph(ctx, s), ['pittsburgh']),
    engine.currentPlayer(s),
    engine.playerByColour(s, colour),
    engine.canAct(s),
    engine.viewFor(s, colour),
    engine.actingColour(s),
    engine.isReachable(ctx, mat, 'coal-mine-1'),
    engine.reachableTiles(ctx, mat),
    chooseAction(s),
  ];
}

describe('no public function throws on a malformed state', () => {
  it('mutated and garbage states, garbage and real actions', () => {
    fc.assert(
      fc.property(someState, someAction, someLink, (state, action, link) => {
        expect(() => callAll(state, action, link)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
  it('preview never answers an exception with malformed-action: it is an internal-error (engine fault)', () => {
    const s = BASES[1] as GameState;
    const broken = { ...s, players: s.players.map((p) => ({ ...p, mat: null })) } as unknown as GameState;
    const a = legalActions(s).find((l) => l.action.type === 'develop')?.action;
    if (!a) throw new Error('no develop');
    const r = engine.preview(broken, a);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('internal-error');
      expect(typeof r.error.params?.message).toBe('string');
    }
  });
  it('a corrupted turn index or action count is refused at once, not counted through (it once spun for ever)', () => {
    const s = BASES[1] as GameState;
    for (const bad of [
      { current: -5202681050428843 },
      { current: Number.NaN },
      { current: 1.5 },
      { actionsLeft: -1e15 },
      { actionsLeft: Infinity },
    ]) {
      const broken = { ...s, ...bad } as GameState;
      expect(engine.advance(broken)).toEqual({ state: broken, effects: [] });
      expect(engine.legalActions(broken)).toEqual([]);
      expect(engine.preview(broken, { type: 'pass', card: 'x' }).ok).toBe(false);
    }
  });
  it('a state whose current player is missing: no legal action, no current player, a refusal', () => {
    const s = { ...(BASES[1] as GameState), turnOrder: ['nobody', 'else'] };
    expect(engine.legalActions(s)).toEqual([]);
    expect(engine.currentPlayer(s)).toBeUndefined();
    expect(engine.preview(s, { type: 'pass', card: 'x' }).ok).toBe(false);
    expect(engine.advance(s).effects).toBeDefined();
  });
});

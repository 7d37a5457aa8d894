/** The Lancashire choice enumerator (src/engine/rulesets/lancashire/choices): questions, legality from the executor, the handlers' coal and iron questions, random walks. */
import { describe, expect, it } from 'vitest';
import type { LDraft, LNextChoice } from '../../../src/engine/rulesets/lancashire/choices/types.ts';
import { nextChoice } from '../../../src/engine/rulesets/lancashire/choices/next.ts';
import { randomLAction } from '../../../src/engine/rulesets/lancashire/choices/walk.ts';
import { execute } from '../../../src/engine/rulesets/lancashire/executor.ts';
import { lancashireCases } from '../../../src/engine/rulesets/lancashire/oracle/run.ts';
import type { Position } from '../../../src/engine/rulesets/lancashire/scenario.ts';
import { fromPosition } from '../../../src/engine/rulesets/lancashire/scenario.ts';
import { problemLine } from '../../../src/engine/rulesets/lancashire/invariants.ts';
import { newLancashireGame } from '../../../src/engine/rulesets/lancashire/setup.ts';
import type { LState } from '../../../src/engine/rulesets/lancashire/state.ts';
import { playRandomLancashire } from '../../../src/engine/rulesets/lancashire/random-play.ts';
import { nextRandom } from '../../../src/engine/core/random.ts';

function stateOf(pos: Position): LState {
  const r = fromPosition(pos);
  if (!r.ok) throw new Error(r.errors.map(problemLine).join('; '));
  return r.state;
}
const caseState = (id: string): LState => {
  const c = lancashireCases.find((x) => x.id === id);
  if (!c) throw new Error(`no case ${id}`);
  return stateOf(c.position);
};

function choose(c: LNextChoice) {
  if (c.status !== 'choose') throw new Error(`expected a question, got ${JSON.stringify(c)}`);
  return c.choice;
}
const legalIds = (c: LNextChoice) =>
  choose(c)
    .options.filter((o) => o.legal)
    .map((o) => o.id);

function rngOf(seed: number): () => number {
  let s = seed;
  return () => {
    const r = nextRandom(s);
    s = r.seed;
    return r.value;
  };
}

describe('Lancashire choice enumerator', () => {
  it('asks the action first: at the start no sale (no cotton mill) and no link (nothing of one’s own to start from), with the executor’s refusals', () => {
    const s = newLancashireGame({ players: 3, seed: 4 });
    const c = choose(nextChoice(s, { action: {} }));
    expect(c.kind).toBe('type');
    expect(legalIds({ status: 'choose', choice: c })).toEqual([
      '{"type":"build"}',
      '{"type":"develop"}',
      '{"type":"loan"}',
      '{"type":"pass"}',
    ]);
    expect(c.options.find((o) => o.id === '{"type":"sell"}')?.refusal?.code).toBe('no-sales');
    expect(c.options.find((o) => o.id === '{"type":"link"}')?.refusal?.code).toBe('link-not-connected');
  });

  it('a build asks card, then space and tile; each legal space completes to what the executor does', () => {
    const s = newLancashireGame({ players: 2, seed: 11 });
    const card = s.players.find((p) => p.colour === s.order[0])?.hand[0] as string;
    const cards = choose(nextChoice(s, { action: { type: 'build' } }));
    expect(cards.kind).toBe('card');
    const spaces = choose(nextChoice(s, { action: { type: 'build', card } })); // round 1: one action, no combined build
    expect(spaces.kind).toBe('space');
    const legal = spaces.options.filter((o) => o.legal);
    expect(legal.length).toBeGreaterThan(0);
    for (const o of legal) {
      const done = nextChoice(s, o.draft);
      const action = done.status === 'complete' ? done.action : done.status === 'choose' ? done.ready : undefined;
      expect(action && execute(s, action).ok).toBe(true);
    }
    for (const o of spaces.options.filter((x) => !x.legal)) expect(execute(s, o.draft.action as never).ok).toBe(false);
  });

  it('equally close coal mines: the sourcing asks which one, and each answer takes the coal from there', () => {
    const s = caseState('coal-tie-choose');
    const draft: LDraft = { action: { type: 'build', card: 'loc:bolton', space: 'bolton-1', tile: 'cotton' } };
    const q = choose(nextChoice(s, draft));
    expect(q.kind).toBe('coal');
    expect(q.key).toBe('coalFrom');
    expect(q.options.map((o) => [o.id, o.distance, o.legal])).toEqual([
      ['bury-1', 1, true],
      ['manchester-1', 1, true],
    ]);
    for (const o of q.options) {
      const done = nextChoice(s, o.draft);
      if (done.status !== 'complete') throw new Error('expected complete');
      expect(done.effects.find((e) => e.kind === 'coal')).toMatchObject({ from: o.id, price: 0 });
    }
  });

  it('two iron works with iron: develop asks which one (no connection needed)', () => {
    const s = stateOf({
      players: 2,
      hand: ['loc:bolton'],
      tiles: {
        'barrow-2': { owner: 'yellow', kind: 'iron', level: 1, cubes: 3, flipped: false },
        'preston-2': { owner: 'yellow', kind: 'iron', level: 1, cubes: 1, flipped: false },
      },
    });
    const tiles = choose(nextChoice(s, { action: { type: 'develop', card: 'loc:bolton' } }));
    expect(tiles.kind).toBe('tile');
    const first = tiles.options.find((o) => o.id === 'cotton');
    if (!first) throw new Error('no cotton option');
    const more = choose(nextChoice(s, first.draft));
    expect([more.kind, more.key, more.options[0]?.id]).toEqual(['tile', 'tiles.1', 'none']);
    const none = more.options[0];
    if (!none) throw new Error('no none option');
    const iron = choose(nextChoice(s, none.draft));
    expect([iron.kind, iron.key, iron.options.map((o) => o.id)]).toEqual(['iron', 'ironFrom.0', ['barrow-2', 'preston-2']]);
    const pick = iron.options[1];
    if (!pick) throw new Error('no wigan option');
    const done = nextChoice(s, pick.draft);
    if (done.status !== 'complete') throw new Error('expected complete');
    expect(done.effects.find((e) => e.kind === 'iron')).toMatchObject({ from: 'preston-2', price: 0 });
  });

  it('Rail period: after a rail the second rail is offered (none by default) and priced £15 with a coal each', () => {
    const s = caseState('two-rails');
    const first = choose(nextChoice(s, { action: { type: 'link', card: 'loc:colne' } }));
    expect(first.kind).toBe('link');
    const o = first.options.find((x) => x.id === 'bolton~bury');
    expect(o?.legal).toBe(true);
    const second = choose(nextChoice(s, o?.draft as LDraft));
    expect(second.kind).toBe('second-link');
    expect(second.options[0]).toMatchObject({ id: 'none', legal: true, isDefault: true });
    const both = second.options.find((x) => x.id === 'bury~rochdale');
    expect(both?.legal).toBe(true);
    const done = nextChoice(s, both?.draft as LDraft);
    if (done.status !== 'complete') throw new Error('expected complete');
    expect(done.effects.filter((e) => e.kind === 'cash')).toEqual([{ kind: 'cash', player: 'red', delta: -15, reason: 'link:rail' }]);
    expect(done.effects.filter((e) => e.kind === 'coal')).toHaveLength(2);
  });

  it('a loan asks the amount; in the Rail period with the deck gone every amount carries the rule’s refusal', () => {
    const s = caseState('loan-rail-deck-exhausted');
    const c = choose(nextChoice(s, { action: { type: 'loan', card: s.players[0]?.hand[0] ?? '' } }));
    expect(c.kind).toBe('amount');
    expect(c.options.map((o) => o.refusal?.code)).toEqual(['loan-deck-exhausted', 'loan-deck-exhausted', 'loan-deck-exhausted']);
  });

  it('a malformed draft or state is a refusal, never an exception', () => {
    const s = newLancashireGame({ players: 2, seed: 1 });
    expect(
      nextChoice(caseState('coal-tie-choose'), { action: { type: 'build', card: 'loc:bolton', space: 'x-1', tile: 'cotton' } }),
    ).toMatchObject({ status: 'refused', error: { code: 'unknown-space' } });
    expect(nextChoice({ ...s, order: [] } as LState, { action: {} }).status).toBe('refused');
  });

  it('random walks down the tree give actions the executor accepts, across whole games', () => {
    for (const seed of [3, 8]) {
      const g = playRandomLancashire({ players: 3, seed, maxSteps: 60, check: false });
      let s = g.final;
      const rng = rngOf(seed);
      const seen = new Set<string>();
      for (let i = 0; i < 25 && !s.gameOver; i++) {
        const w = randomLAction(s, rng);
        if (!w) throw new Error('no action');
        const r = execute(s, w.action, { flow: true });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        seen.add(w.action.type);
        s = r.state;
      }
      expect(seen.size).toBeGreaterThan(1);
    }
  });
});

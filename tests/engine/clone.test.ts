/** The executor's state copy (actions/clone.ts cloneState): equal to the original, sharing nothing but printed link specs. */
import { describe, expect, it } from 'vitest';
import { cloneJson, cloneState } from '../../src/engine/rulesets/pittsburgh/actions/clone.ts';
import { playRandomGame } from '../../src/engine/rulesets/pittsburgh/flow/random-play.ts';
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { newGame, preview } from '../../src/engine/rulesets/pittsburgh/index.ts';

/** Every object reachable from `a` that is also reachable from `b`, with its path. */
function shared(a: unknown, b: unknown): string[] {
  const seen = new Map<object, string>();
  const walk = (v: unknown, path: string, into: (o: object, p: string) => void): void => {
    if (typeof v !== 'object' || v === null) return;
    into(v, path);
    for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, into);
  };
  walk(a, '', (o, p) => seen.set(o, p));
  const out: string[] = [];
  walk(b, '', (o, p) => {
    if (seen.has(o)) out.push(p);
  });
  return out;
}

function states(): GameState[] {
  const out: GameState[] = [newGame({ players: 4, seed: 3 })];
  for (const players of [2, 3, 4] as const) out.push(playRandomGame({ players, seed: 11, checkInvariants: false, maxSteps: 120 }).final);
  out.push({ ...newGame({ players: 2, seed: 5 }), pending: { kind: 'bonus-sale', player: 'blue' } });
  return out;
}

describe('cloneState', () => {
  it('gives a deep-equal state', () => {
    for (const s of states()) expect(cloneState(s)).toEqual(cloneJson(s));
  });
  it('copies every field in the original order (its JSON is the original JSON), at every step of a game', () => {
    for (const s of states()) expect(JSON.stringify(cloneState(s))).toBe(JSON.stringify(s));
    const seen: GameState[] = [];
    playRandomGame({ players: 4, seed: 21, checkInvariants: false, onStep: (_before, step) => seen.push(step.state) });
    expect(seen.length).toBeGreaterThan(100);
    for (const s of seen) expect(JSON.stringify(cloneState(s))).toBe(JSON.stringify(s));
  });
  it('shares no container with the original but printed link specs (never modified) and frozen player mats (copied on write)', () => {
    for (const s of states()) {
      const c = cloneState(s);
      const paths = shared(s, c);
      expect(paths.filter((p) => !/\.spec(\.|$)|\.(heavyRails|pipelines)\.\d+(\.|$)|^\.players\.\d+\.mat$/.test(p))).toEqual([]);
      for (const p of c.players) expect(Object.isFrozen(p.mat)).toBe(true);
    }
  });
  it('a step that takes a mat tile copies that mat and leaves the input untouched', () => {
    const s = newGame({ players: 2, seed: 8 });
    const before = JSON.stringify(s);
    const me = s.players.find((p) => p.colour === s.turnOrder[s.current]);
    const r = preview(s, { type: 'develop', card: me?.hand[0] ?? '', tiles: [{ place: 'coal-mine-1' }] });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    if (r.ok) expect(r.next.players.find((p) => p.colour === me?.colour)?.mat['coal-mine-1']).toBe((me?.mat['coal-mine-1'] ?? 0) - 1);
  });
  it('a state after a whole game (links with specs, cubes on industries) is covered', () => {
    const s = playRandomGame({ players: 4, seed: 2, checkInvariants: false }).final;
    expect(s.links.length).toBeGreaterThan(0);
    expect(
      shared(s, cloneState(s)).filter((p) => !/\.spec(\.|$)|\.(heavyRails|pipelines)\.\d+(\.|$)|^\.players\.\d+\.mat$/.test(p)),
    ).toEqual([]);
  });
});

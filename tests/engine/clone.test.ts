/** The executor's state copy (actions/clone.ts cloneState): equal to the original, sharing nothing but printed link specs. */
import { describe, expect, it } from 'vitest';
import { cloneJson, cloneState } from '../../src/engine/actions/clone.ts';
import { playRandomGame } from '../../src/engine/flow/random-play.ts';
import type { GameState } from '../../src/engine/index.ts';
import { newGame } from '../../src/engine/index.ts';

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
  it('shares no container with the original: only printed link specs (never modified) are shared', () => {
    for (const s of states()) {
      const paths = shared(s, cloneState(s));
      expect(paths.filter((p) => !/\.spec(\.|$)|\.(heavyRails|pipelines)\.\d+(\.|$)/.test(p))).toEqual([]);
    }
  });
  it('a state after a whole game (links with specs, cubes on industries) is covered', () => {
    const s = playRandomGame({ players: 4, seed: 2, checkInvariants: false }).final;
    expect(s.links.length).toBeGreaterThan(0);
    expect(shared(s, cloneState(s)).filter((p) => !/\.spec(\.|$)|\.(heavyRails|pipelines)\.\d+(\.|$)/.test(p))).toEqual([]);
  });
});

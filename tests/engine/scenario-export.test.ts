/** toScenario: every position written in the scenario format reads back as the same state. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, toScenario, validate } from '../../src/engine/rulesets/pittsburgh/index.ts';
import type { GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { playRandomGame, replayGame } from '../../src/engine/rulesets/pittsburgh/flow/random-play.ts';

/** The state without what the format cannot hold; an emptied train's `cubes: {}` reads back as no cubes (the same thing). */
const bare = (s: GameState) => {
  const { pending: _p, gameOver: _g, ...rest } = s;
  return { ...rest, links: rest.links.map(({ cubes, ...l }) => (cubes && Object.keys(cubes).length > 0 ? { ...l, cubes } : l)) };
};

function roundTrip(s: GameState) {
  const out = toScenario(s);
  expect(out.ok).toBe(true);
  if (!out.ok) return;
  const back = validate(JSON.parse(JSON.stringify(out.setup)));
  if (!back.ok) throw new Error(JSON.stringify(back.errors));
  expect(back.state).toEqual(bare(s));
}

describe('toScenario', () => {
  it.each([2, 3, 4] as const)('a new %i-player game reads back identical', (n) => {
    roundTrip(newGame({ players: n, seed: 17 }));
  });

  it.each([2, 3, 4] as const)('positions all through a random %i-player game read back identical', (n) => {
    const game = playRandomGame({ players: n, seed: 40 + n });
    expect(game.actions.length).toBeGreaterThan(20);
    for (let k = 0; k <= game.actions.length; k += 7) roundTrip(replayGame(n, game.seed, game.actions.slice(0, k)));
    roundTrip(game.final);
    expect(toScenario(game.final)).toMatchObject({ ok: true, lost: ['gameOver'] });
  });

  it('every scenario file of the course reads back identical', () => {
    const dir = path.resolve(__dirname, '../../content/scenarios');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const v = validate(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      if (v.ok) roundTrip(v.state);
    }
  });

  it('a 5 VP pipeline on the board keeps its tile (the type alone would read back as the 3 VP one)', () => {
    const v = validate({
      players: [{ colour: 'blue' }],
      links: [
        {
          owner: 'blue',
          kind: 'pipeline',
          route: 'venango>erie',
          type: { kind: 'pipeline', type: 'vp', perBarrel: { kind: 'vp', amount: 5 } },
        },
      ],
    });
    if (!v.ok) throw new Error(JSON.stringify(v.errors));
    expect(v.state.links[0]?.spec).toEqual({ kind: 'pipeline', type: 'vp', perBarrel: { kind: 'vp', amount: 5 } });
    roundTrip(v.state);
  });

  it('a tile written out whole that the game does not have is refused with its path', () => {
    const v = validate({
      players: [{ colour: 'blue' }],
      links: [
        {
          owner: 'blue',
          kind: 'pipeline',
          route: 'venango>erie',
          type: { kind: 'pipeline', type: 'vp', perBarrel: { kind: 'vp', amount: 50 } },
        },
      ],
    });
    expect(v.ok ? [] : v.errors.map((e) => `${e.path}:${e.code}`)).toEqual(['links[0].type:unknown-link-type']);
  });

  it('refuses what is not a state instead of throwing', () => {
    expect(toScenario(null as unknown as GameState)).toEqual({ ok: false });
    expect(toScenario({ board: 'moon' } as unknown as GameState)).toEqual({ ok: false });
  });
});

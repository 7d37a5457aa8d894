/**
 * Engine benchmark (npm run bench): on a busy 4-player position, the median CPU time of preview
 * (one build, one network action), of legalActions in default and complete mode, of nextChoice
 * queries, and of a whole random 4-player game as the fuzzer plays it. Prints figures; not a timed test.
 */
import { loadavg } from 'node:os';
import type { Action, Draft, GameState } from '../src/engine/rulesets/pittsburgh/index.ts';
import { legalActions, newGame, nextChoice, preview, randomPlayout, validate } from '../src/engine/rulesets/pittsburgh/index.ts';
import { wholeGameMedianMs } from '../src/engine/cli/simulate.ts';
import { playRandomGame } from '../src/engine/rulesets/pittsburgh/flow/random-play.ts';

/** An early-era-2 position: 4 players, 18 industries, 20 links, full hands, some oil. */
export function busyPosition(): GameState {
  const setup = {
    era: 2,
    round: 4,
    current: 'blue',
    players: [
      {
        colour: 'blue',
        cash: 40,
        incomeSpace: 16,
        whiskey: 1,
        removed: ['coal-mine-1', 'kerosene-2'],
        hand: [
          'loc-pittsburgh-1',
          'loc-cleveland-1',
          'ind-coal-1',
          'ind-kerosene-1',
          'ind-ironSteel-1',
          'ind-manufacturing-1',
          'loc-columbus-1',
          'loc-buffalo-1',
        ],
      },
      {
        colour: 'orange',
        cash: 25,
        incomeSpace: 14,
        whiskey: 2,
        removed: ['steel-works-1'],
        hand: [
          'loc-detroit-1',
          'loc-erie-1',
          'ind-coal-2',
          'ind-kerosene-2',
          'ind-ironSteel-2',
          'ind-manufacturing-2',
          'loc-toledo-1',
          'loc-saginaw-1',
        ],
      },
      {
        colour: 'purple',
        cash: 18,
        incomeSpace: 12,
        removed: ['manufacturer-1'],
        hand: [
          'loc-baltimore-1',
          'loc-philadelphia-1',
          'ind-coal-3',
          'ind-kerosene-3',
          'ind-ironSteel-3',
          'ind-manufacturing-3',
          'loc-harrisburg-1',
          'loc-bethlehem-1',
        ],
      },
      {
        colour: 'teal',
        cash: 33,
        incomeSpace: 18,
        whiskey: 3,
        removed: ['coke-works-1'],
        hand: [
          'loc-rochester-1',
          'loc-new-york-1',
          'ind-coal-4',
          'ind-kerosene-4',
          'ind-ironSteel-4',
          'ind-manufacturing-4',
          'loc-indianapolis-1',
          'loc-chicago-whiting-1',
        ],
      },
    ],
    industries: [
      { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 2 } },
      { owner: 'blue', place: 'kerosene-2', space: 'cleveland-1' },
      { owner: 'blue', place: 'manufacturer-1', space: 'columbus-1' },
      { owner: 'blue', place: 'coal-mine-2', space: 'clarksburg-1', flipped: true },
      { owner: 'orange', place: 'steel-works-1', space: 'erie-2', cubes: { iron: 2, steel: 1 } },
      { owner: 'orange', place: 'coal-mine-1', space: 'saginaw-2', cubes: { coal: 1 } },
      { owner: 'orange', place: 'kerosene-2', space: 'detroit-1' },
      { owner: 'orange', place: 'manufacturer-1', space: 'toledo-1', flipped: true },
      { owner: 'purple', place: 'coal-mine-1', space: 'harrisburg-1', cubes: { coal: 3 } },
      { owner: 'purple', place: 'manufacturer-1', space: 'baltimore-1' },
      { owner: 'purple', place: 'steel-works-2', space: 'bethlehem-2', cubes: { iron: 1, steel: 2 } },
      { owner: 'purple', place: 'kerosene-2', space: 'philadelphia-1', flipped: true },
      { owner: 'teal', place: 'coke-works-1', space: 'wilkes-barre-scranton-1', cubes: { coke: 1 } },
      { owner: 'teal', place: 'coal-mine-2', space: 'wilkes-barre-scranton-2', cubes: { coal: 2 } },
      { owner: 'teal', place: 'manufacturer-1', space: 'rochester-1' },
      { owner: 'teal', place: 'steel-works-1', space: 'new-york-1', cubes: { iron: 1 } },
      { owner: 'teal', place: 'kerosene-2', space: 'buffalo-1' },
      { owner: 'orange', place: 'coal-mine-2', space: 'columbus-2', cubes: { coal: 4 } },
    ],
    links: [
      { owner: 'blue', kind: 'lightRail', route: 'cleveland~pittsburgh' },
      { owner: 'blue', kind: 'lightRail', route: 'columbus~pittsburgh' },
      { owner: 'blue', kind: 'heavyRail', type: 'whiskey', route: 'clarksburg~pittsburgh' },
      { owner: 'blue', kind: 'pipeline', type: 'income', route: 'venango>pittsburgh' },
      { owner: 'orange', kind: 'lightRail', route: 'cleveland~erie' },
      { owner: 'orange', kind: 'lightRail', route: 'detroit~toledo' },
      { owner: 'orange', kind: 'lightRail', route: 'detroit~saginaw' },
      { owner: 'orange', kind: 'lightRail', route: 'cleveland~toledo' },
      { owner: 'orange', kind: 'pipeline', type: 'income', route: 'lima-findlay>toledo' },
      { owner: 'purple', kind: 'lightRail', route: 'harrisburg~pittsburgh' },
      { owner: 'purple', kind: 'lightRail', route: 'baltimore~philadelphia' },
      { owner: 'purple', kind: 'lightRail', route: 'bethlehem~philadelphia' },
      { owner: 'purple', kind: 'heavyRail', type: 'doubleLink', route: 'harrisburg~philadelphia' },
      { owner: 'purple', kind: 'lightRail', route: 'baltimore~clarksburg' },
      { owner: 'teal', kind: 'lightRail', route: 'bethlehem~wilkes-barre-scranton' },
      { owner: 'teal', kind: 'lightRail', route: 'buffalo~wilkes-barre-scranton' },
      { owner: 'teal', kind: 'lightRail', route: 'buffalo~rochester' },
      { owner: 'teal', kind: 'lightRail', route: 'new-york~rochester' },
      { owner: 'teal', kind: 'pipeline', type: 'income', route: 'bradford-olean>buffalo' },
      { owner: 'teal', kind: 'lightRail', route: 'cincinnati~columbus' },
    ],
    markets: { 'market-clarksburg': { coal: 1, iron: 2 }, 'market-toledo': { coal: 2, iron: 1 } },
    oilFields: {
      venango: { tile: 'oil-income-3', revealed: true, oil: 2 },
      'lima-findlay': { tile: 'oil-cash-8', revealed: true, oil: 1 },
      'bradford-olean': { tile: 'oil-whiskey-1', revealed: true, oil: 2 },
    },
  };
  const v = validate(setup);
  if (!v.ok) throw new Error(`bench position invalid: ${JSON.stringify(v.errors)}`);
  return v.state;
}

/**
 * Median over `runs` batches of the mean time of `per` calls: wall-clock time, and the process's CPU
 * time (all its threads, GC included: higher than wall time on a quiet machine, steadier on a busy one).
 */
function median(f: () => unknown, runs: number, per = 1): { wall: number; cpu: number } {
  for (let i = 0; i < Math.min(20, runs); i++) f(); // warm up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    for (let k = 0; k < per; k++) f();
    wall.push((performance.now() - t) / per);
    const u = process.cpuUsage(c);
    cpu.push((u.user + u.system) / 1000 / per);
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  return { wall: mid(wall), cpu: mid(cpu) };
}

/** Drafts a player meets while composing moves on the busy position: one query each (the UI's per-click cost). */
function choiceQueries(state: GameState): Draft[] {
  const card = 'loc-pittsburgh-1';
  return [
    { action: {} },
    { action: { type: 'network' } },
    { action: { type: 'network', card } },
    { action: { type: 'network', card, links: [{ kind: 'lightRail', route: 'columbus~indianapolis' }] } },
    {
      action: {
        type: 'network',
        card,
        links: [{ kind: 'lightRail', route: 'columbus~indianapolis', sources: { coal: [{ kind: 'industry', space: 'pittsburgh-1' }] } }],
      },
    },
    { action: { type: 'build', card: 'ind-coal-1' } },
    { action: { type: 'build', card: 'ind-coal-1', place: 'coal-mine-2' } },
    { action: { type: 'build', card: 'ind-coal-1', place: 'coal-mine-2', space: 'pittsburgh-4' } },
    { action: { type: 'develop', card } },
    { action: { type: 'develop', card, tiles: [{ place: 'coal-mine-2' }] } },
    { action: { type: 'sell', card } },
  ].filter((d) => nextChoice(state, d as Draft).status !== 'refused') as Draft[];
}

/** Mid-game: the first position of era 2 in a seeded random 4-player game. */
export function midGame(seed = 1): GameState {
  let s = newGame({ players: 4, seed });
  while (s.era < 2 && !s.gameOver) {
    const r = randomPlayout(s, seed, { maxSteps: 1 });
    if (r.steps === 0) throw new Error('bench mid-game: nobody can act');
    s = r.state;
  }
  return s;
}

/** Random playouts a second from a mid-game position: the playout path, and each step through the executor again (the fuzzer's random play), over the same number of games; wall and CPU. */
function playoutsPerSecond(
  start: GameState,
  games: number,
): { fast: { wall: number; cpu: number }; executor: { wall: number; cpu: number } } {
  const rate = (f: (i: number) => unknown) => {
    f(0); // warm up
    const c = process.cpuUsage();
    const t = performance.now();
    for (let i = 1; i <= games; i++) f(i);
    const u = process.cpuUsage(c);
    return { wall: games / ((performance.now() - t) / 1000), cpu: games / ((u.user + u.system) / 1e6) };
  };
  const fast = rate((i) => {
    if (!randomPlayout(start, i).finished) throw new Error('bench playout did not finish');
  });
  const executor = rate((i) => playRandomGame({ players: 4, seed: i, start, checkInvariants: false }));
  return { fast, executor };
}

function main(): void {
  const state = busyPosition();
  const build: Action = { type: 'build', card: 'ind-coal-1', place: 'coal-mine-2', space: 'pittsburgh-4' };
  const network: Action = { type: 'network', card: 'ind-coal-1', links: [{ kind: 'lightRail', route: 'cincinnati~clarksburg' }] };
  for (const a of [build, network]) {
    const r = preview(state, a);
    if (!r.ok) throw new Error(`bench action refused: ${JSON.stringify(r.error)}`);
  }
  const legal = legalActions(state);
  const complete = legalActions(state, undefined, { mode: 'complete' });
  const fmt = (m: { wall: number; cpu: number } | number) =>
    typeof m === 'number' ? `${m.toFixed(3)} ms` : `${m.wall.toFixed(3)} ms (CPU ${m.cpu.toFixed(3)} ms)`;
  const b = median(() => preview(state, build), 100, 20);
  const n = median(() => preview(state, network), 100, 20);
  const l = median(() => legalActions(state), 40);
  const c = median(() => legalActions(state, undefined, { mode: 'complete' }), 7);
  const queries = choiceQueries(state);
  const perQuery = queries.map((d) => median(() => nextChoice(state, d), 15).wall);
  const sorted = [...perQuery].sort((x, y) => x - y);
  const q = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(
    `Median time per call on the busy 4-player position, wall clock (and process CPU); load average ${loadavg()[0]?.toFixed(2)}:`,
  );
  console.log(`preview build (coal mine II, Pittsburgh):  median ${fmt(b)}  (target ≤ 1 ms)`);
  console.log(`preview network (light rail):             median ${fmt(n)}  (target ≤ 1 ms)`);
  console.log(`legalActions, default mode (${legal.length} actions):  median ${fmt(l)}  (target ≤ 1 ms CPU)`);
  console.log(`legalActions, complete mode (${complete.length} actions): median ${fmt(c)}  (target ≤ 25 ms CPU)`);
  console.log(
    `nextChoice over ${queries.length} drafts (action … second link, build tile and space, develop, sell): median ${fmt(q)}, slowest ${fmt(sorted.at(-1) ?? NaN)}  (target ≤ 1 ms)`,
  );
  console.log(
    `whole random 4-player game (the fuzzer's moves, setup to winner): median ${fmt(wholeGameMedianMs(4, 30))}  (target ≤ 50 ms)`,
  );
  const mid = midGame();
  const p = playoutsPerSecond(mid, 40);
  const rate = (r: { wall: number; cpu: number }) => `${r.wall.toFixed(1)}/s (per CPU second ${r.cpu.toFixed(1)})`;
  console.log(
    `random 4-player playouts from mid-game (era 2, round ${mid.round}, to the game's end; random legal policy with the flow), 40 games: playout path ${rate(p.fast)}; every step through apply again ${rate(p.executor)}  (target ≥ 100/s)`,
  );
}
if ((process.argv[1] ?? '').endsWith('bench.ts')) main();

/**
 * Engine benchmark (npm run bench): on a busy 4-player position, the median CPU time of preview
 * (one build, one network action), of legalActions in default and complete mode, of nextChoice
 * queries, of a whole random 4-player game as the fuzzer plays it, and random playouts a second from
 * a mid-game. Twice, each in a fresh child process: the engine bundled by esbuild as it ships (the targets are
 * read there) and the source through tsx. Games and playouts are timed after the JIT settled (a few hundred
 * playouts: before that, the optimizing compiler's thread is a third or more of the process's CPU time).
 * Prints figures; not a timed test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Action, Draft, GameState } from '../src/engine/rulesets/pittsburgh/index.ts';
import { legalActions, newGame, nextChoice, preview, randomPlayout, validate } from '../src/engine/rulesets/pittsburgh/index.ts';
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
 * Wall-clock time, process CPU time (all its threads, GC and the background JIT compiler included) and the
 * main thread's CPU time (the JavaScript itself; NaN off Linux), in ms — or, for `rate`, a second's worth.
 */
interface Timing {
  wall: number;
  cpu: number;
  main: number;
}

const MAIN_THREAD = `/proc/self/task/${process.pid}/schedstat`;

/** CPU time in ms: the process's (every thread) and its main thread's (the first figure of /proc's schedstat, in ns). */
function cpuNow(): { process: number; main: number } {
  const u = process.cpuUsage();
  let main = NaN;
  try {
    main = Number(readFileSync(MAIN_THREAD, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    // not Linux: no per-thread figure
  }
  return { process: (u.user + u.system) / 1000, main };
}

const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Median over `runs` batches of the mean time of `per` calls, after `warm` calls (the JIT settled): wall-clock
 * time and the process's CPU time. A batch, not a single call, so the compiler's and GC's threads are spread over
 * the calls they serve.
 */
function median(f: () => unknown, warm: number, runs: number, per: number): Timing {
  for (let i = 0; i < warm; i++) f();
  const wall: number[] = [];
  const cpu: number[] = [];
  const main: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = cpuNow();
    const t = performance.now();
    for (let k = 0; k < per; k++) f();
    wall.push((performance.now() - t) / per);
    const u = cpuNow();
    cpu.push((u.process - c.process) / per);
    main.push((u.main - c.main) / per);
  }
  return { wall: mid(wall), cpu: mid(cpu), main: mid(main) };
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

/** Games a second (wall, and per CPU second) over `batches` batches of `per` games after `warm` games: the median batch's rate. */
function rate(f: (i: number) => unknown, warm: number, batches: number, per: number): Timing {
  for (let i = 0; i < warm; i++) f(-1 - i);
  const wall: number[] = [];
  const cpu: number[] = [];
  const main: number[] = [];
  for (let b = 0; b < batches; b++) {
    const c = cpuNow();
    const t = performance.now();
    for (let k = 1; k <= per; k++) f(b * per + k);
    const u = cpuNow();
    wall.push(per / ((performance.now() - t) / 1000));
    cpu.push(per / ((u.process - c.process) / 1000));
    main.push(per / ((u.main - c.main) / 1000));
  }
  return { wall: mid(wall), cpu: mid(cpu), main: mid(main) };
}

/** The figures of one engine (the bundled one in a child process, or the source in this one). */
interface Figures {
  load: number;
  build: Timing;
  network: Timing;
  legal: Timing;
  legalCount: number;
  complete: Timing;
  completeCount: number;
  queries: number;
  query: number;
  slowestQuery: number;
  wholeGame: Timing;
  midRound: number;
  playouts: Timing;
  executorPlayouts: Timing;
}

function measure(): Figures {
  const state = busyPosition();
  const build: Action = { type: 'build', card: 'ind-coal-1', place: 'coal-mine-2', space: 'pittsburgh-4' };
  const network: Action = { type: 'network', card: 'ind-coal-1', links: [{ kind: 'lightRail', route: 'cincinnati~clarksburg' }] };
  for (const a of [build, network]) {
    const r = preview(state, a);
    if (!r.ok) throw new Error(`bench action refused: ${JSON.stringify(r.error)}`);
  }
  const load = loadavg()[0] ?? NaN;
  const b = median(() => preview(state, build), 200, 40, 10);
  const n = median(() => preview(state, network), 200, 40, 10);
  const l = median(() => legalActions(state), 200, 40, 10);
  const c = median(() => legalActions(state, undefined, { mode: 'complete' }), 40, 15, 3);
  const queries = choiceQueries(state);
  const perQuery = queries.map((d) => median(() => nextChoice(state, d), 100, 15, 10).cpu);
  const m = midGame();
  const wholeGame = rate((i) => playRandomGame({ players: 4, seed: i, checkInvariants: false }), 60, 6, 5);
  const playouts = rate(
    (i) => {
      if (!randomPlayout(m, i).finished) throw new Error('bench playout did not finish');
    },
    400,
    8,
    10,
  );
  const executorPlayouts = rate((i) => playRandomGame({ players: 4, seed: i, start: m, checkInvariants: false }), 200, 6, 10);
  return {
    load,
    build: b,
    network: n,
    legal: l,
    legalCount: legalActions(state).length,
    complete: c,
    completeCount: legalActions(state, undefined, { mode: 'complete' }).length,
    queries: queries.length,
    query: mid(perQuery),
    slowestQuery: Math.max(...perQuery),
    wholeGame,
    midRound: m.round,
    playouts,
    executorPlayouts,
  };
}

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..');

/** The figures of a fresh process running `args` with `--json`. */
function childFigures(args: string[]): Figures {
  return JSON.parse(execFileSync(process.execPath, [...args, '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 20 })) as Figures;
}

/** The engine as it ships: bundled by esbuild (tsx's own, no keepNames, like the production build), measured in a child process. */
function bundledFigures(): Figures {
  const dir = mkdtempSync(join(tmpdir(), 'brass-bench-'));
  try {
    const out = join(dir, 'bench.mjs');
    const esbuild = join(root, 'node_modules', '.bin', 'esbuild');
    execFileSync(esbuild, [here, '--bundle', '--platform=node', '--format=esm', `--outfile=${out}`, '--log-level=warning']);
    return childFigures([out]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(label: string, f: Figures): void {
  const ms = (t: Timing) => `${t.cpu.toFixed(3)} ms CPU (main thread ${t.main.toFixed(3)}, wall ${t.wall.toFixed(3)})`;
  const perS = (t: Timing) => `${t.cpu.toFixed(1)} a CPU second (main thread ${t.main.toFixed(1)}, wall ${t.wall.toFixed(1)}/s)`;
  console.log(`\n${label} — load average ${f.load.toFixed(2)} at the start:`);
  console.log(`  preview build (coal mine II, Pittsburgh):  ${ms(f.build)}  (target ≤ 1 ms)`);
  console.log(`  preview network (light rail):             ${ms(f.network)}  (target ≤ 1 ms)`);
  console.log(`  legalActions, default mode (${f.legalCount} actions):  ${ms(f.legal)}  (target ≤ 1 ms CPU)`);
  console.log(`  legalActions, complete mode (${f.completeCount} actions): ${ms(f.complete)}  (target ≤ 25 ms CPU)`);
  console.log(
    `  nextChoice over ${f.queries} drafts (action … second link, build tile and space, develop, sell): median ${f.query.toFixed(3)} ms CPU, slowest ${f.slowestQuery.toFixed(3)}  (target ≤ 1 ms)`,
  );
  console.log(
    `  whole random 4-player game (the fuzzer's moves, setup to winner): ${(1000 / f.wholeGame.cpu).toFixed(2)} ms CPU (main thread ${(1000 / f.wholeGame.main).toFixed(2)}, wall ${(1000 / f.wholeGame.wall).toFixed(2)})  (target ≤ 50 ms)`,
  );
  console.log(
    `  random 4-player playouts from mid-game (era 2, round ${f.midRound}, to the game's end; the random walk with the flow): ${perS(f.playouts)}  (target ≥ 100/s)`,
  );
  console.log(`  the same, every step through apply again (the fuzzer's random play): ${perS(f.executorPlayouts)}`);
}

function main(): void {
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(measure()));
    return;
  }
  console.log('Engine bench on the busy 4-player position and a seeded mid-game, each block in a fresh process. Method:');
  console.log('process CPU time (GC and JIT threads included; the main thread alone beside it); the median over 40 batches');
  console.log('of 10 calls after 200 warm-ups (previews, the default list), 15 batches of 3 after 40 (the complete list), 15');
  console.log("of 10 after 100 (each nextChoice draft); games as the median batch's rate after the JIT settled (whole games:");
  console.log('6 batches of 5 after 60; playouts: 8 of 10 after 400; executor playouts: 6 of 10 after 200). The targets are');
  console.log('read on the first block: the bundled engine is what the browser and the bot worker run; tsx adds keep-names');
  console.log('wrappers and module seams.');
  report('As shipped (bundled by esbuild, node)', bundledFigures());
  // A fresh process too, so that neither block inherits the other's heap, compiled code or tsx's own modules.
  report('Source via tsx', childFigures(['--import', 'tsx', here]));
}
const entry = process.argv[1] ?? '';
if (entry.endsWith('bench.ts') || entry.endsWith('bench.mjs')) main();

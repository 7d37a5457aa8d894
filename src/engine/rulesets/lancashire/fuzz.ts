/**
 * The Lancashire fuzzer (docs/fuzzing.md, "Lancashire"): whole games whose moves come from the
 * choice enumerator's random walk (choices/walk.ts: every coal mine, iron works, second rail,
 * second tile and sale chosen at random `explore` of the time), with random illegal attempts
 * between the moves (garbage, wrong cards, any tile on any space, any link, sales of anything to
 * anywhere, explicit coal and iron sources, the move just played with one part changed, actions
 * with no action left or after the end). After every step the invariants run (invariants.ts).
 * It counts every effect kind and refusal code met, and reports what breaks: a broken invariant,
 * a game that does not end, an `internal-error`, an unknown refusal code, an attempt that threw
 * or changed the state it was given.
 */
import type { Rng } from '../../core/choices.ts';
import type { Coverage, FuzzOptions, FuzzReport } from '../../core/ruleset.ts';
import { nextRandom } from '../../core/random.ts';
import type { LAction } from './actions/types.ts';
import { randomLAction } from './choices/walk.ts';
import { fullDeck, KINDS, links, spaces, stackSize } from './data/index.ts';
import type { LEffect } from './effects.ts';
import { execute } from './executor.ts';
import { checkInvariants } from './invariants.ts';
import type { LReasonCode } from './reasons.ts';
import { lancashireReasonCodes } from './reasons.ts';
import type { PlayerCount } from './setup.ts';
import { newLancashireGame } from './setup.ts';
import type { LState } from './state.ts';

/** Every Lancashire effect kind (a Record over the union: a kind added without listing it here fails to compile). */
const EFFECT_KINDS: Record<LEffect['kind'], true> = {
  discard: true,
  cash: true,
  income: true,
  vp: true,
  build: true,
  coal: true,
  iron: true,
  'demand-fill': true,
  flip: true,
  link: true,
  develop: true,
  sale: true,
  'distant-tile': true,
  loan: true,
  pass: true,
  'turn-end': true,
  'round-end': true,
  'period-end': true,
  'game-end': true,
};
export const lancashireEffectKinds = Object.keys(EFFECT_KINDS) as LEffect['kind'][];

/** Codes no player's action can produce: an engine fault (must stay at 0). */
const NOT_FROM_ACTIONS: readonly LReasonCode[] = ['internal-error'];

export function emptyLCoverage(): Coverage {
  return {
    effects: Object.fromEntries(lancashireEffectKinds.map((k) => [k, 0])),
    refusals: Object.fromEntries(lancashireReasonCodes.map((c) => [c, 0])),
  };
}

export function missingL(c: Coverage): { effects: string[]; refusals: string[] } {
  return {
    effects: lancashireEffectKinds.filter((k) => (c.effects[k] ?? 0) === 0),
    refusals: lancashireReasonCodes.filter((k) => !NOT_FROM_ACTIONS.includes(k) && (c.refusals[k] ?? 0) === 0),
  };
}

export function rngFrom(seed: number): Rng {
  let s = seed | 0;
  return () => {
    const r = nextRandom(s);
    s = r.seed;
    return r.value;
  };
}

const pick = <T>(items: readonly T[], rng: Rng): T | undefined => items[Math.floor(rng() * items.length)];
const SPACE_IDS = [...spaces.keys(), 'nowhere'];
const LINK_IDS = [...links.keys(), 'a~b'];
const CARDS = [...new Set(fullDeck())];

/** A state variant to try an action on (a copy with no action left, after the end, or with the Distant Market closed), or the state itself. */
function attemptState(s: LState, rng: Rng): LState {
  const r = rng();
  if (r < 0.03) return { ...s, actionsLeft: 0 };
  if (r < 0.05) return { ...s, gameOver: { winners: [] } };
  if (r < 0.08) return { ...s, distant: { ...s.distant, marker: 8, closed: true } };
  if (r < 0.11) {
    // every stack of the one to act used up
    const taken = Object.fromEntries(KINDS.map((k) => [k, stackSize(k)])) as LState['players'][number]['taken'];
    return { ...s, players: s.players.map((p) => (p.colour === s.order[s.turn] ? { ...p, taken } : p)) };
  }
  return s;
}

/** An action that is probably illegal here; with `legal`, half the time that action with one part changed. */
export function junkLAction(s: LState, rng: Rng, legal?: LAction): unknown {
  const hand = s.players.find((p) => p.colour === s.order[s.turn])?.hand ?? [];
  const card = (): string => {
    const r = rng();
    if (r < 0.8 && hand.length > 0) return pick(hand, rng) as string;
    return r < 0.95 ? (pick(CARDS, rng) as string) : 'not-a-card';
  };
  const tiles = Object.keys(s.tiles);
  const source = (): string => pick([...tiles, 'demand', 'nowhere'], rng) as string;
  if (legal && rng() < 0.5) {
    const a = structuredClone(legal) as unknown as Record<string, unknown>;
    const k = Math.floor(rng() * 6);
    if (k === 0) a.card = card();
    else if (k === 1 && a.type === 'build') a.space = pick(SPACE_IDS, rng);
    else if (k === 2 && a.type === 'build') a.tile = pick([...KINDS, 'farm'], rng);
    else if (k === 3 && a.type === 'link') a.links = [pick(LINK_IDS, rng), ...(rng() < 0.5 ? [pick(LINK_IDS, rng)] : [])];
    else if (k === 4 && a.type === 'build') a[rng() < 0.5 ? 'coalFrom' : 'ironFrom'] = source();
    else if (k === 5 && a.type === 'sell')
      a.sales = [...(a.sales as unknown[]), { mill: pick([...tiles, 'nowhere'], rng), to: pick([...tiles, 'distant'], rng) }];
    else a.secondCard = card();
    return a;
  }
  switch (Math.floor(rng() * 11)) {
    case 9:
    case 10: {
      // a build the card allows on a space that shows the tile (so the stack, period, price and sources are what decide)
      const me = s.order[s.turn];
      const own = Object.keys(s.tiles)
        .filter((sp) => s.tiles[sp]?.owner === me)
        .map((sp) => spaces.get(sp)?.location);
      // half the time a space in a location where the one to act already has a tile (one per location in the Canal period)
      const near = [...spaces.values()].filter((x) => own.includes(x.location) && s.tiles[x.id] === undefined);
      const ref = pick(near.length > 0 && rng() < 0.5 ? near : [...spaces.values()], rng);
      const tile = ref ? pick(ref.icons, rng) : undefined;
      if (!ref || !tile) return null;
      return { type: 'build', card: pick([`loc:${ref.location}`, `ind:${tile}`, card()], rng), space: ref.id, tile };
    }
    case 0:
      return pick(
        [
          null,
          7,
          'build',
          {},
          { type: 'dance', card: card() },
          { type: 'build' },
          { type: 'sell', card: card(), sales: 'all' },
          { type: 'link', card: card(), links: [] },
          { type: 'pass' },
        ],
        rng,
      );
    case 1:
      return { type: 'pass', card: card() };
    case 2:
      return { type: 'loan', card: card(), amount: pick([0, 10, 15, 20, 30, 40], rng) };
    case 3:
    case 4:
      return {
        type: 'build',
        card: card(),
        space: pick(SPACE_IDS, rng),
        tile: pick([...KINDS, 'farm'], rng),
        ...(rng() < 0.2 ? { secondCard: card() } : {}),
        ...(rng() < 0.2 ? { coalFrom: source() } : {}),
        ...(rng() < 0.2 ? { ironFrom: source() } : {}),
      };
    case 5:
      return {
        type: 'link',
        card: card(),
        links: Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(LINK_IDS, rng)),
        ...(rng() < 0.2 ? { coalFrom: [source()] } : {}),
      };
    case 6:
      if (rng() < 0.5) return { type: 'sell', card: card(), sales: [{ mill: pick(tiles, rng) ?? 'nowhere', to: 'distant' }] };
      return {
        type: 'develop',
        card: card(),
        tiles: Array.from({ length: Math.floor(rng() * 4) }, () => pick(KINDS, rng)),
        ...(rng() < 0.2 ? { ironFrom: [source()] } : {}),
      };
    default:
      return {
        type: 'sell',
        card: card(),
        sales: Array.from({ length: Math.floor(rng() * 3) }, () => ({
          mill: pick([...tiles, 'nowhere'], rng),
          to: pick([...tiles, 'distant', 'x'], rng),
        })),
      };
  }
}

interface GameOutcome {
  finished: boolean;
  steps: number;
  attempts: number;
  accepted: number;
  internalErrors: number;
  failures: string[];
}

function fuzzGame(o: FuzzOptions, seed: number, coverage: Coverage): GameOutcome {
  const rng = rngFrom(seed ^ 0x2545f491);
  const out: GameOutcome = { finished: false, steps: 0, attempts: 0, accepted: 0, internalErrors: 0, failures: [] };
  const count = (code: string, action: unknown) => {
    if (!(lancashireReasonCodes as readonly string[]).includes(code)) out.failures.push(`unknown refusal code ${code}`);
    coverage.refusals[code] = (coverage.refusals[code] ?? 0) + 1;
    if (code === 'internal-error') {
      out.internalErrors++;
      out.failures.push(`internal-error on ${JSON.stringify(action).slice(0, 300)}`);
    }
  };
  const tryOn = (target: LState, action: unknown) => {
    const before = JSON.stringify(target);
    out.attempts++;
    let r: ReturnType<typeof execute>;
    try {
      r = execute(target, action as LAction);
    } catch (e) {
      out.failures.push(`an illegal attempt threw: ${String(e)} ${JSON.stringify(action)}`);
      return;
    }
    if (JSON.stringify(target) !== before) out.failures.push(`an attempt changed the state it was given: ${JSON.stringify(action)}`);
    if (r.ok) out.accepted++;
    else count(r.error.code, action);
  };
  const tryIllegal = (s: LState, legal?: LAction) => {
    for (let k = 0; k < (o.illegal ?? 1); k++) {
      const target = legal !== undefined && rng() < 0.5 ? s : attemptState(s, rng);
      tryOn(target, junkLAction(target, rng, target === s ? legal : undefined));
    }
  };
  let s = newLancashireGame({ players: o.players as PlayerCount, seed });
  for (let n = 0; n < 2000 && !s.gameOver; n++) {
    const walked = randomLAction(s, rng, { explore: o.explore ?? 0.6 });
    if (!walked) {
      out.failures.push(`step ${out.steps}: nobody can act and the game is not over`);
      break;
    }
    tryIllegal(s, walked.action);
    const a = walked.action;
    // the same Distant Market sale once the market has closed
    if (a.type === 'sell' && a.sales.some((x) => x.to === 'distant'))
      tryOn({ ...s, distant: { ...s.distant, marker: 8, closed: true } }, a);
    const r = execute(s, walked.action, { flow: true });
    if (!r.ok) {
      count(r.error.code, walked.action);
      out.failures.push(`step ${out.steps}: the walk's action was refused with the flow: ${r.error.code}`);
      break;
    }
    for (const e of r.effects) coverage.effects[e.kind] = (coverage.effects[e.kind] ?? 0) + 1;
    s = r.state;
    out.steps++;
    for (const p of checkInvariants(s)) out.failures.push(`step ${out.steps}: ${p}`);
  }
  if (s.gameOver) tryIllegal(s);
  out.finished = s.gameOver !== undefined;
  if (!out.finished && out.failures.length === 0) out.failures.push('the game did not end in 2000 steps');
  return out;
}

export function fuzzLancashire(o: FuzzOptions): FuzzReport {
  const report: FuzzReport = {
    games: 0,
    finished: 0,
    steps: 0,
    attempts: 0,
    accepted: 0,
    coverage: emptyLCoverage(),
    internalErrors: 0,
    failures: [],
    ms: [],
  };
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    const t = performance.now();
    const r = fuzzGame(o, seed, report.coverage);
    report.ms.push(performance.now() - t);
    report.games++;
    if (r.finished) report.finished++;
    report.steps += r.steps;
    report.attempts += r.attempts;
    report.accepted += r.accepted;
    report.internalErrors += r.internalErrors;
    for (const f of r.failures) if (report.failures.length < 50) report.failures.push(`${o.players}p seed ${seed}: ${f}`);
    o.onGame?.(report);
  }
  return report;
}

/**
 * Check an untrusted Lancashire position (the format of scenario.ts, e.g. a file given to the CLI)
 * and turn it into a state: every problem is a coded error `{code, path, params}` like Pittsburgh's
 * scenario errors, never an exception. The fields' types are checked here; what the position means
 * (spaces, owners, the invariants) is checked by `fromPosition`.
 */
import type { PositionError, Validated } from '../../core/ruleset.ts';
import { fullDeck, KINDS, links, spaces } from './data/index.ts';
import type { Position } from './scenario.ts';
import { fromPosition } from './scenario.ts';
import type { LState } from './state.ts';
import { COLOURS } from './state.ts';

export const lancashirePositionErrorCodes = [
  'not-an-object',
  'wrong-type',
  'bad-players',
  'unknown-colour',
  'unknown-space',
  'unknown-link',
  'unknown-card',
  'broken-invariant',
] as const;
type Code = (typeof lancashirePositionErrorCodes)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const cards = new Set(fullDeck());

export function validatePosition(raw: unknown): Validated<LState> {
  const errors: PositionError[] = [];
  const err = (code: Code, path: string, params?: Record<string, string | number>) =>
    errors.push({ code, path, ...(params ? { params } : {}) });
  if (!isRecord(raw)) return { ok: false, errors: [{ code: 'not-an-object', path: '' }] };
  if (raw.players !== 2 && raw.players !== 3 && raw.players !== 4)
    return { ok: false, errors: [{ code: 'bad-players', path: 'players', params: { players: String(raw.players) } }] };
  const colours: readonly string[] = COLOURS.slice(0, raw.players);
  const colour = (v: unknown, path: string) => {
    if (typeof v !== 'string' || !colours.includes(v)) err('unknown-colour', path, { colour: String(v) });
  };
  const whole = (v: unknown, path: string) => {
    if (v !== undefined && !isWhole(v)) err('wrong-type', path, { expected: 'whole number' });
  };
  const perColour = (v: unknown, path: string, each: (x: unknown, at: string) => void) => {
    if (v === undefined) return;
    if (!isRecord(v)) return err('wrong-type', path, { expected: 'object' });
    for (const [c, x] of Object.entries(v)) {
      colour(c, `${path}.${c}`);
      each(x, `${path}.${c}`);
    }
  };
  if (raw.period !== undefined && raw.period !== 'canal' && raw.period !== 'rail')
    err('wrong-type', 'period', { expected: 'canal or rail' });
  if (raw.actor !== undefined) colour(raw.actor, 'actor');
  if (raw.hand !== undefined) {
    if (!Array.isArray(raw.hand)) err('wrong-type', 'hand', { expected: 'array' });
    else
      raw.hand.forEach((c, i) =>
        typeof c === 'string' && cards.has(c) ? undefined : err('unknown-card', `hand.${i}`, { card: String(c) }),
      );
  }
  for (const f of ['cash', 'income', 'vp', 'spent'] as const) perColour(raw[f], f, whole);
  perColour(raw.taken, 'taken', (x, at) => {
    if (!isRecord(x)) return err('wrong-type', at, { expected: 'object' });
    for (const [k, n] of Object.entries(x)) {
      if ((KINDS as readonly string[]).includes(k)) whole(n, `${at}.${k}`);
      else err('wrong-type', `${at}.${k}`, { expected: 'industry kind' });
    }
  });
  if (Array.isArray(raw.hasBuilt)) raw.hasBuilt.forEach((c, i) => colour(c, `hasBuilt.${i}`));
  else if (raw.hasBuilt !== undefined) err('wrong-type', 'hasBuilt', { expected: 'array' });
  if (raw.tiles !== undefined) {
    if (!isRecord(raw.tiles)) err('wrong-type', 'tiles', { expected: 'object' });
    else
      for (const [space, t] of Object.entries(raw.tiles)) {
        const at = `tiles.${space}`;
        if (!spaces.has(space)) err('unknown-space', at, { space });
        if (!isRecord(t)) {
          err('wrong-type', at, { expected: 'object' });
          continue;
        }
        colour(t.owner, `${at}.owner`);
        if (!(KINDS as readonly unknown[]).includes(t.kind)) err('wrong-type', `${at}.kind`, { expected: 'industry kind' });
        for (const f of ['level', 'cubes'] as const) if (!isWhole(t[f])) err('wrong-type', `${at}.${f}`, { expected: 'whole number' });
        if (typeof t.flipped !== 'boolean') err('wrong-type', `${at}.flipped`, { expected: 'true or false' });
      }
  }
  if (raw.links !== undefined) {
    if (!Array.isArray(raw.links)) err('wrong-type', 'links', { expected: 'array' });
    else
      raw.links.forEach((l: unknown, i) => {
        if (!isRecord(l)) return err('wrong-type', `links.${i}`, { expected: 'object' });
        if (typeof l.id !== 'string' || !links.has(l.id)) err('unknown-link', `links.${i}.id`, { link: String(l.id) });
        colour(l.owner, `links.${i}.owner`);
      });
  }
  for (const f of ['coalDemand', 'ironDemand', 'deck', 'actionsLeft', 'round'] as const) whole(raw[f], f);
  if (raw.distant !== undefined) {
    if (!isRecord(raw.distant)) err('wrong-type', 'distant', { expected: 'object' });
    else {
      whole(raw.distant.marker, 'distant.marker');
      if (raw.distant.tiles !== undefined && !(Array.isArray(raw.distant.tiles) && raw.distant.tiles.every((n) => Number.isSafeInteger(n))))
        err('wrong-type', 'distant.tiles', { expected: 'array of whole numbers' });
    }
  }
  if (
    raw.options !== undefined &&
    !(
      isRecord(raw.options) &&
      (raw.options.distantBonus === undefined || raw.options.distantBonus === 'income' || raw.options.distantBonus === 'money')
    )
  )
    err('wrong-type', 'options', { expected: '{distantBonus: income or money}' });
  if (raw.gameOver !== undefined && typeof raw.gameOver !== 'boolean') err('wrong-type', 'gameOver', { expected: 'true or false' });
  if (errors.length > 0) return { ok: false, errors };
  const r = fromPosition(raw as unknown as Position);
  // params.problem: the problem's code (editor.invariant.*), then its values
  return r.ok
    ? r
    : { ok: false, errors: r.errors.map((e) => ({ code: 'broken-invariant', path: '', params: { problem: e.code, ...e.params } })) };
}

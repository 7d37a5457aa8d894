/** Share problems and the scenario validator's errors in words (editor area), each pointing at the object it is about. */
import type { TFunction } from 'i18next';
import type { SetupError } from '../../../engine/index';
import type { ShareProblem } from '../../../share/codec';
import { MAX_LINK_CHARS, MAX_SCENARIO_BYTES } from '../../../share/codec';
import { ownerName } from '../../board/owners';

const FIELDS = new Set([
  'colour', 'cash', 'incomeSpace', 'vp', 'whiskey', 'spentThisRound', 'hand', 'discard', 'mat', 'removed', 'supply',
  'heavyRailsBuilt', 'owner', 'place', 'space', 'city', 'flipped', 'cubes', 'kind', 'route', 'type', 'tile', 'faceUp',
  'revealed', 'oil', 'pendingOil',
]);

/** A field name of a path ("whiskey", "hand[2]", "mat.coal-mine-1") in words. */
function fieldWords(t: TFunction, rest: string | undefined): string {
  if (!rest) return t('editor.field.whole');
  const m = /^([A-Za-z]+)(.*)$/.exec(rest);
  const name = m?.[1] ?? rest;
  const tail = m?.[2] ?? '';
  const word = FIELDS.has(name) ? t(`editor.field.${name}`) : name;
  return tail ? `${word} ${tail.replace(/^\./, '')}` : word;
}

/** "players[1].whiskey" → "Player 2 (Orange), Whiskey". `colours` names each player's colour. */
export function whereWords(t: TFunction, path: string, colours: readonly (string | null | undefined)[] = []): string {
  if (path === '') return t('editor.where.root');
  const m = /^([A-Za-z]+)(?:\[(\d+)\])?(?:\.(.*))?$/.exec(path);
  if (!m) return path;
  const [, head = '', index, rest] = m;
  const n = index === undefined ? 0 : Number(index) + 1;
  const field = fieldWords(t, rest);
  if (head === 'players' && index !== undefined) {
    const colour = colours[Number(index)];
    const who = typeof colour === 'string' ? ownerName(t, colour) : '?';
    return t('editor.where.player', { n, who, field });
  }
  if (head === 'industries' && index !== undefined) return t('editor.where.industry', { n, field });
  if (head === 'links' && index !== undefined) return t('editor.where.link', { n, field });
  if (head === 'quality' && index !== undefined) return t('editor.where.qualitySlot', { n });
  if (head === 'deck' && index !== undefined) return t('editor.where.deckCard', { n });
  if (head === 'turnOrder' && index !== undefined) return t('editor.where.turnOrderN', { n });
  if (head === 'markets' && rest) {
    const [market = '', res] = rest.split('.');
    return t('editor.where.market', { market, field: res ?? t('editor.field.whole') });
  }
  if (head === 'merchants' && rest) {
    const [location = '', f] = rest.split('.');
    return t('editor.where.merchant', { location, field: fieldWords(t, f) });
  }
  if (head === 'oilFields' && rest) return t('editor.where.oilField', { field: rest });
  if (head === 'options' && rest) return t('editor.where.option', { option: rest });
  return t(`editor.where.${head}`, { defaultValue: path });
}

/** One validator error as a sentence. */
export function errorText(t: TFunction, e: SetupError, colours: readonly (string | null | undefined)[] = []): string {
  return t(`editor.error.${e.code}`, { ...(e.params ?? {}), where: whereWords(t, e.path, colours) });
}

/** A share problem as a title sentence plus, for an invalid position, one sentence per error. */
export function problemLines(t: TFunction, p: ShareProblem): { title: string; errors: string[] } {
  if (p.code === 'invalid') return { title: t('editor.problem.invalid', { count: p.errors.length }), errors: p.errors.map((e) => errorText(t, e, p.colours)) };
  const params = 'params' in p ? p.params : {};
  return { title: t(`editor.problem.${p.code}`, { ...params }), errors: [] };
}

/** The limits, in words. */
export function limitsText(t: TFunction): string {
  return t('editor.share.limits', { maxLink: MAX_LINK_CHARS.toLocaleString('en'), maxKb: Math.round(MAX_SCENARIO_BYTES / 1000) });
}

/** Share problems and the scenario validator's errors in words (editor area), each pointing at the object it is about. */
import type { TFunction } from 'i18next';
import type { SetupError } from '../../../engine/rulesets/pittsburgh';
import type { ShareProblem } from '../../../share/codec';
import { MAX_LINK_CHARS, MAX_SCENARIO_BYTES } from '../../../share/codec';
import { ownerName } from '../../board/owners';
import type { Lang } from '../../board/text';
import { namer } from '../../lesson/names';

const FIELDS = new Set([
  'colour',
  'cash',
  'incomeSpace',
  'vp',
  'whiskey',
  'spentThisRound',
  'hand',
  'discard',
  'mat',
  'removed',
  'supply',
  'heavyRailsBuilt',
  'owner',
  'place',
  'space',
  'city',
  'flipped',
  'cubes',
  'kind',
  'route',
  'type',
  'tile',
  'faceUp',
  'revealed',
  'oil',
  'pendingOil',
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

/** "players[1].whiskey" → "Player 2 (Orange), Whiskey". `colours` names each player's colour; markets, merchants and fields by their names in `lang`. */
export function whereWords(t: TFunction, path: string, colours: readonly (string | null | undefined)[] = [], lang: Lang = 'en'): string {
  const place = namer(t, lang, '').place;
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
    return t('editor.where.market', {
      market: place(market),
      field: res ? t(`board.goods.${res}`, { defaultValue: res }) : t('editor.field.whole'),
    });
  }
  if (head === 'merchants' && rest) {
    const [location = '', f] = rest.split('.');
    return t('editor.where.merchant', { location: place(location), field: fieldWords(t, f) });
  }
  if (head === 'oilFields' && rest) {
    const [field = '', f] = rest.split('.');
    return f
      ? `${t('editor.where.oilField', { field: place(field) })}, ${fieldWords(t, f)}`
      : t('editor.where.oilField', { field: place(field) });
  }
  if (head === 'options' && rest) return t('editor.where.option', { option: rest });
  return t(`editor.where.${head}`, { defaultValue: path });
}

/**
 * The ids an error names (a colour, a card, a space, a city, a route, a market, a tile…) in words of
 * `lang`: "Blue", "Location card: Erie", "Pittsburgh, space 2". An id the game does not know stays as written.
 */
function paramWords(t: TFunction, params: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const n = namer(t, lang, '');
  const out: Record<string, unknown> = { ...params };
  const str = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined);
  const colour = str('colour');
  if (colour !== undefined) out.colour = ownerName(t, colour);
  const card = str('card');
  if (card !== undefined) out.card = n.card(card);
  const space = str('space');
  if (space !== undefined && /-\d+$/.test(space)) out.space = t('editor.page.spaceName', { city: n.city(space), n: n.spaceNo(space) });
  for (const k of ['city', 'market', 'location', 'field'] as const) {
    const v = str(k);
    if (v !== undefined) out[k] = n.place(v);
  }
  const route = str('route');
  if (route !== undefined && /[~>]/.test(route)) out.route = n.route(route);
  const place = str('place');
  if (place !== undefined) out.place = n.tile(place);
  return out;
}

/** One validator error as a sentence, naming players, cards and places in `lang`. */
export function errorText(t: TFunction, e: SetupError, colours: readonly (string | null | undefined)[] = [], lang: Lang = 'en'): string {
  return t(`editor.error.${e.code}`, { ...paramWords(t, e.params ?? {}, lang), where: whereWords(t, e.path, colours, lang) });
}

/** A share problem as a title sentence plus, for an invalid position, one sentence per error. */
export function problemLines(t: TFunction, p: ShareProblem, lang: Lang = 'en'): { title: string; errors: string[] } {
  if (p.code === 'invalid')
    return {
      title: t('editor.problem.invalid', { count: p.errors.length }),
      errors: p.errors.map((e) => errorText(t, e, p.colours, lang)),
    };
  if (p.code === 'other-ruleset')
    return { title: t('editor.problem.other-ruleset', { game: t(`editor.share.game.${p.params.ruleset}`) }), errors: [] };
  const params = 'params' in p ? p.params : {};
  return { title: t(`editor.problem.${p.code}`, { ...params }), errors: [] };
}

/** The limits, in words. */
export function limitsText(t: TFunction): string {
  return t('editor.share.limits', { maxLink: MAX_LINK_CHARS.toLocaleString('en'), maxKb: Math.round(MAX_SCENARIO_BYTES / 1000) });
}

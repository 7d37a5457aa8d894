/** Names of Lancashire things in the reader's language, from the board data and the `lboard` strings. */
import type { TFunction } from 'i18next';
import { board, spaces } from '../../engine/rulesets/lancashire/data/index.ts';
import type { Lang } from '../board/text';

export function placeName(id: string, lang: Lang): string {
  const l = board.locations.find((x) => x.id === id) ?? board.external.find((x) => x.id === id);
  return l ? l.names[lang] : id;
}

/** "Bolton, space 1" */
export function spaceName(t: TFunction, id: string, lang: Lang): string {
  const s = spaces.get(id);
  return s ? t('lboard.space', { place: placeName(s.location, lang), n: s.index + 1 }) : id;
}

/** "Bolton–Bury" */
export function linkName(id: string, lang: Lang): string {
  const l = board.links.find((x) => x.id === id);
  return l ? l.ends.map((e) => placeName(e, lang)).join('–') : id;
}

/** The accessible name of a pick target on the Lancashire board. */
export function targetName(t: TFunction, id: string, lang: Lang): string {
  if (spaces.has(id)) return spaceName(t, id, lang);
  if (id === 'distant' || id === 'coal' || id === 'iron') return t(`lboard.panels.${id}`).replace('\n', ' ');
  if (board.links.some((l) => l.id === id)) return t('lboard.route', { route: linkName(id, lang) });
  return placeName(id, lang);
}

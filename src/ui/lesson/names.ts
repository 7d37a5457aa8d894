/** Names of lesson targets and effect parts in the reader's language, read from the rules data. */
import type { TFunction } from 'i18next';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import type { Names, Reward } from '../../engine/rulesets/pittsburgh/data/types';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';
import { ownerName } from '../board/owners';
import { rewardText, roman, type Lang } from '../board/text';
import { placeById } from '../mat/matData';

const names = new Map<string, Names>();
for (const b of [board34, board2]) {
  for (const l of b.locations) if (!names.has(l.id)) names.set(l.id, l.names);
  for (const f of b.oilFields) if (!names.has(f.id)) names.set(f.id, f.names);
  for (const m of b.markets) if (!names.has(m.id)) names.set(m.id, m.names);
}
/** The icons printed on each industry space, per board side ('two' differs from 'three-four'). */
const iconsOf = (b: typeof board34) =>
  new Map<string, readonly string[]>(b.locations.flatMap((l) => ('spaces' in l ? l.spaces.map((s) => [s.id, s.icons] as const) : [])));
const spaceIcons = { 'three-four': iconsOf(board34), two: iconsOf(board2) };

export interface Namer {
  place: (id: string) => string;
  tile: (matPlace: string) => string;
  who: (colour: string) => string;
  owner: (colour: string) => string;
  city: (space: string) => string;
  spaceNo: (space: string) => string;
  route: (id: string) => string;
  card: (id: string) => string;
  reward: (r: Reward) => string;
  target: (id: string, state?: GameState) => string;
}

export function namer(t: TFunction, lang: Lang, learner: string): Namer {
  const place = (id: string) => names.get(id)?.[lang] ?? id;
  const tile = (id: string) => {
    const p = placeById(id);
    return p && p.node === 'tile' ? `${t(`board.kinds.${p.industry}`)} ${roman(p.level)}` : id;
  };
  const owner = (c: string) => ownerName(t, c);
  const who = (c: string) => (c === learner ? t('lesson.you') : owner(c));
  const city = (space: string) => place(space.replace(/-\d+$/, ''));
  const spaceNo = (space: string) => /-(\d+)$/.exec(space)?.[1] ?? '';
  const route = (id: string) => {
    if (id.includes('~')) {
      const [a = '', b = ''] = id.split('~');
      return `${place(a)} – ${place(b)}`;
    }
    const [f = '', to = ''] = id.split('>');
    return `${place(f)} → ${place(to)}`;
  };
  const card = (id: string) => {
    const loc = /^loc-(.+)-\d+$/.exec(id);
    if (loc?.[1]) return t('lesson.effects.locCard', { name: place(loc[1]) });
    const ind = /^ind-(.+)-\d+$/.exec(id);
    if (ind?.[1]) return t('lesson.effects.indCard', { name: t(`lesson.cardKinds.${ind[1]}`, { defaultValue: ind[1] }) });
    return id;
  };
  /** What a space takes: "Coal", "Manufacturing or Kerosene". */
  const takes = (id: string, state?: GameState) => {
    const icons = (state?.board === 'two' ? spaceIcons.two : spaceIcons['three-four']).get(id) ?? [];
    const named = icons.map((i) => t(`board.icons.${i}`, { defaultValue: i }));
    return named.length === 2 ? t('lesson.target.either', { a: named[0], b: named[1] }) : named.join(', ');
  };
  const target = (id: string, state?: GameState) => {
    if (id.includes('~')) {
      const [a = '', b = ''] = id.split('~');
      return t('lesson.target.line', { a: place(a), b: place(b) });
    }
    if (id.includes('>')) {
      const [f = '', to = ''] = id.split('>');
      return t('lesson.target.route', { field: place(f), to: place(to) });
    }
    if (placeById(id)) return t('lesson.target.mat', { tile: tile(id) });
    if (/-\d+$/.test(id) && !id.startsWith('market-')) {
      const ind = state?.industries.find((i) => i.space === id);
      return ind
        ? t('lesson.target.spaceWith', {
            city: city(id),
            n: spaceNo(id),
            takes: takes(id, state),
            owner: ind.owner === learner ? t('lesson.effects.yours') : t('lesson.effects.theirs', { owner: owner(ind.owner) }),
            tile: tile(ind.place),
          })
        : t(state ? 'lesson.target.space' : 'lesson.target.spaceAny', { city: city(id), n: spaceNo(id), takes: takes(id, state) });
    }
    if (names.has(id)) return place(id);
    return t(`lesson.buttons.${id}`, { defaultValue: id });
  };
  return { place, tile, who, owner, city, spaceNo, route, card, reward: (r) => rewardText(t, r), target };
}

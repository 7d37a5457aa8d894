/**
 * How the composer shows the enumerator's options: the board object an option stands for (so it
 * can be picked on the map) and its name in the reader's language. Nothing here decides what is
 * legal: every option arrives from `nextChoice` already probed on the engine.
 */
import type { TFunction } from 'i18next';
import { qualityTiles } from '../../engine/rulesets/pittsburgh/data';
import type { ChoiceKind, ChoiceOption, CubeSource, GameState } from '../../engine/rulesets/pittsburgh';
import type { Namer } from '../lesson/names';
import { noneLabel } from './none';

/** Questions whose options are objects on the board. */
export const BOARD_KINDS: readonly ChoiceKind[] = [
  'space',
  'link',
  'second-link',
  'seller',
  'merchant',
  'source',
  'develop-payment',
  'oil',
];

function sourceTarget(s: CubeSource | undefined): string | null {
  if (!s) return null;
  switch (s.kind) {
    case 'industry':
      return s.space;
    case 'market':
      return s.market;
    case 'heavyRail':
      return s.line;
    case 'oilField':
      return s.field;
    default:
      return null;
  }
}

/** The board id an option stands for (a space, line, route, field, market or merchant), or null. */
export function boardTarget(kind: ChoiceKind, o: Pick<ChoiceOption, 'value' | 'source'>): string | null {
  if (o.value === null) return null;
  switch (kind) {
    case 'space':
    case 'seller':
    case 'merchant':
      return typeof o.value === 'string' ? o.value : null;
    case 'link':
    case 'second-link':
      return (o.value as { route?: string }).route ?? null;
    case 'source':
    case 'develop-payment':
    case 'oil':
      return sourceTarget(o.source);
    default:
      return null;
  }
}

/** The option a click on an object stands for: its legal default, else a legal one, else the first (refused: the click says why). */
export function optionOfClick(list: readonly ChoiceOption[]): ChoiceOption | undefined {
  return list.find((x) => x.legal && x.isDefault) ?? list.find((x) => x.legal) ?? list[0];
}

/** The link tile of a link option ("lightRail", "heavyRail:whiskey", "pipeline:income"). */
export function linkTileOf(o: Pick<ChoiceOption, 'value'>): string | null {
  if (o.value === null || typeof o.value !== 'object') return null;
  const v = o.value as { kind?: string; type?: string };
  return v.type ? `${v.kind}:${v.type}` : (v.kind ?? null);
}

/** The good a cube question is about ("sources.coal.0" → coal; a develop payment: its good). */
export function goodOf(key: string, o?: Pick<ChoiceOption, 'value'>): string {
  const m = /sources\.(\w+)\.\d+$/.exec(key);
  if (m?.[1]) return m[1];
  if (/\.oil\.\d+$/.test(key)) return 'oil';
  const pay = (o?.value as { pay?: string } | null)?.pay;
  return pay ?? '';
}

/** A link tile's glossary name ("Whiskey Heavy Train", "Income Pipeline", "Light Train"). */
export function linkTileName(t: TFunction, tile: string): string {
  return t(`play.linkTile.${tile.replace(':', '-')}`, { defaultValue: tile });
}

function qualityName(n: Namer, id: string): string {
  const q = qualityTiles.find((x) => x.id === id);
  return q ? q.reward.map((r) => n.reward(r)).join(' + ') : id;
}

export function sourceName(t: TFunction, n: Namer, s: CubeSource | undefined, state: GameState): string {
  if (!s) return '';
  switch (s.kind) {
    case 'industry': {
      const ind = state.industries.find((i) => i.space === s.space);
      return t('play.option.srcIndustry', { owner: n.who(s.owner), tile: ind ? n.tile(ind.place) : '', city: n.city(s.space) });
    }
    case 'market':
      return n.place(s.market);
    case 'heavyRail':
      return t('lesson.effects.srcHeavyRail', { line: n.route(s.line) });
    case 'vanderbilt':
      return t('lesson.effects.srcVanderbilt');
    case 'oilField':
      return t('play.option.srcField', { field: n.place(s.field), route: n.route(s.pipeline) });
  }
}

/** The option's name in words (what a button or a board target is called). */
export function optionLabel(
  t: TFunction,
  n: Namer,
  kind: ChoiceKind,
  key: string,
  o: Pick<ChoiceOption, 'value' | 'source' | 'price' | 'path'>,
  state: GameState,
): string {
  const v = o.value;
  if (v === null) return noneLabel(t, kind);
  switch (kind) {
    case 'type': {
      const type = (v as { type: string; free?: boolean }).type;
      return t(`play.actions.${type}`);
    }
    case 'card': {
      const c = v as { card: string; wild?: boolean };
      return c.wild ? t('play.option.wild', { card: n.card(c.card) }) : n.card(c.card);
    }
    case 'place':
    case 'tile':
    case 'free-develop':
      return n.tile(v as string);
    case 'space':
    case 'seller':
      return n.target(v as string, state);
    case 'merchant': {
      const m = state.merchants[v as string];
      return t(m?.faceUp === false ? 'play.option.merchantBack' : 'play.option.merchant', { place: n.place(v as string) });
    }
    case 'link':
    case 'second-link': {
      const l = v as { route: string };
      return t('play.option.link', { tile: linkTileName(t, linkTileOf(o) ?? ''), route: n.route(l.route) });
    }
    case 'source':
    case 'oil':
    case 'develop-payment': {
      const good = t(`board.goods.${goodOf(key, o)}`, { defaultValue: goodOf(key, o) });
      const src = sourceName(t, n, o.source, state);
      const path = (o.path ?? []).map((p) => n.place(p)).join(' → ');
      return t(o.price ? 'play.option.source' : 'play.option.sourceFree', { good, src, price: o.price ?? 0, path });
    }
    case 'quality': {
      const q = v as { tile: string; whiskey?: number };
      return t('play.option.quality', { tile: qualityName(n, q.tile), count: q.whiskey ?? 0 });
    }
    case 'market-order':
      return (v as string[]).map((m) => n.place(m)).join(' → ');
    default:
      return JSON.stringify(v);
  }
}

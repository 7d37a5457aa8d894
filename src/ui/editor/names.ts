/** Names the editor shows: players by colour, tiles and places through the lesson namer, link tiles by kind and type. */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import type { LinkTileSpec } from '../../engine/rulesets/pittsburgh/data/types';
import { knownLinkTiles } from '../../engine/rulesets/pittsburgh/scenario/players';
import { contextFor, defaultRules } from '../../engine/rulesets/pittsburgh';
import { merchantTiles, oilFieldTiles, qualityTiles } from '../../engine/rulesets/pittsburgh/data';
import type { Namer } from '../lesson/names';
import { langOf } from '../board/text';
import { namer } from '../lesson/names';

export { PLAYER_COLOURS as EDITOR_COLOURS } from '../../engine/rulesets/pittsburgh';
export { ownerName } from '../board/owners';

export function useEditorNames() {
  const { t, i18n } = useTranslation();
  return { t, n: namer(t, langOf(i18n.language), '') };
}

/** Every different link tile of a kind (the two VP pipelines apart). */
export function linkTilesOf(kind: 'heavyRail' | 'pipeline', board = 'three-four'): LinkTileSpec[] {
  const seen = new Set<string>();
  return knownLinkTiles(contextFor(defaultRules, board)).filter((s) => {
    const k = JSON.stringify(s);
    if (s.kind !== kind || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function linkTileName(t: TFunction, s: LinkTileSpec): string {
  const amount = s.perBarrel && 'amount' in s.perBarrel ? ` (${String(s.perBarrel.amount)})` : '';
  return `${t(`play.linkTile.${s.kind}-${s.type}`, { defaultValue: s.type })}${amount}`;
}

/** Names of the tiles the editor's drop-downs list (oilfield, merchant, Quality Reward tiles), with "assumed" where the tile is. */
export function tileNamers(t: TFunction, n: Namer) {
  const mark = (status: string | undefined) => (status === 'assumed' ? ` (${t('common.status.assumed')})` : '');
  return {
    oil: (id: string) => {
      const tile = oilFieldTiles.find((x) => x.id === id);
      if (!tile) return id;
      return (
        t('editor.page.oilTileName', { reward: tile.reveal.map((r) => n.reward(r)).join(' + '), oil: tile.nextEraOil }) +
        mark(tile.provenance.status)
      );
    },
    merchant: (id: string) => {
      const tile = merchantTiles.find((x) => x.id === id);
      if (!tile) return id;
      const icons = tile.front.icons.map((i) => t(`board.icons.${i}`, { defaultValue: i })).join(' / ');
      const bonus = (tile.front.bonus ?? []).map((r) => n.reward(r)).join(' + ');
      return (bonus ? t('editor.page.merchantTileName', { icons, bonus }) : icons) + mark(tile.provenance.status);
    },
    quality: (id: string) => {
      const tile = qualityTiles.find((x) => x.id === id);
      return tile ? tile.reward.map((r) => n.reward(r)).join(' + ') + mark(tile.provenance.status) : id;
    },
  };
}

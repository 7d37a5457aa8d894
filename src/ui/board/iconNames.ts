import { useMemo } from 'react';
import type { Good, SpaceIcon } from '../../engine/rulesets/pittsburgh/data/types';
import { useAreas } from '../../i18n/areas';
import { useTranslation } from '../../i18n/useTranslation';

/** Names of the icons drawn on the map (the board key's words), for each icon's <title>: one lookup per drawing component, not per icon. */
export function useIconNames() {
  const { t } = useTranslation();
  useAreas('board');
  return useMemo(
    () => ({
      industry: (k: SpaceIcon) => t(`board.icons.${k}`),
      good: (g: Good) => t(g === 'oil' ? 'board.legend.barrel' : 'board.legend.cube', { good: t(`board.goods.${g}`) }),
      whiskey: () => t('board.legend.whiskey'),
      link: (k: 'lightRail' | 'heavyRail' | 'pipeline') => t(`board.links.${k}`),
      owner: (key: string) => t(`board.owners.${key}.name`),
    }),
    [t],
  );
}

/** A Lancashire action's effects in words, in order (the engine's effect records; nothing computed here). */
import { useTranslation } from '../../i18n/useTranslation';
import type { LEffect } from '../../engine/rulesets/lancashire/effects.ts';
import { langOf, roman } from '../board/text';
import { linkName, spaceName } from './names';

export function LEffectList({ effects }: { effects: readonly LEffect[] }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const who = (c: string) => t(`lboard.owners.${c}.name`);
  const space = (id: string) => spaceName(t, id, lang);
  const kind = (k: string) => t(`lboard.kinds.${k}`);
  const source = (from: string, good: 'coal' | 'iron') =>
    from === 'demand' || from === 'stock' ? t(`lboard.effects.from.${from}.${good}`) : space(from);
  const line = (e: LEffect): string => {
    switch (e.kind) {
      case 'discard':
        return t('lboard.effects.discard', { player: who(e.player) });
      case 'cash':
        return e.delta < 0
          ? t('lboard.effects.pay', { player: who(e.player), n: -e.delta })
          : t('lboard.effects.gain', { player: who(e.player), n: e.delta });
      case 'income':
        return t('lboard.effects.income', { player: who(e.player), from: e.from, to: e.to });
      case 'vp':
        return t('lboard.effects.vp', { player: who(e.player), n: e.delta });
      case 'build':
        return e.over
          ? t('lboard.effects.buildOver', {
              player: who(e.player),
              tile: kind(e.tile),
              level: roman(e.level),
              space: space(e.space),
              owner: who(e.over.owner),
              old: roman(e.over.level),
            })
          : t('lboard.effects.build', { player: who(e.player), tile: kind(e.tile), level: roman(e.level), space: space(e.space) });
      case 'coal':
        return e.distance !== undefined
          ? t('lboard.effects.coalMine', { from: source(e.from, 'coal'), count: e.distance })
          : t('lboard.effects.bought', { good: kind('coal'), from: source(e.from, 'coal'), n: e.price });
      case 'iron':
        return e.price === 0
          ? t('lboard.effects.ironWorks', { from: source(e.from, 'iron') })
          : t('lboard.effects.bought', { good: kind('iron'), from: source(e.from, 'iron'), n: e.price });
      case 'demand-fill':
        return t(`lboard.effects.fill.${e.track}`, { count: e.cubes, n: e.earned });
      case 'flip':
        return t('lboard.effects.flip', { space: space(e.space), player: who(e.owner) });
      case 'link':
        return t(`lboard.effects.link.${e.period}`, { player: who(e.player), route: linkName(e.link, lang) });
      case 'develop':
        return t('lboard.effects.develop', { player: who(e.player), tile: kind(e.tile), level: roman(e.level) });
      case 'sale':
        return e.to === 'distant'
          ? t('lboard.effects.saleDistant', { mill: space(e.mill) })
          : t('lboard.effects.salePort', { mill: space(e.mill), port: space(e.to) });
      case 'distant-tile':
        return t(e.closed ? 'lboard.effects.distantClosed' : 'lboard.effects.distantTile', { value: e.value, marker: e.marker });
      case 'loan':
        return t('lboard.effects.loan', { player: who(e.player), n: e.amount });
      case 'pass':
        return t('lboard.effects.pass', { player: who(e.player) });
      case 'turn-end':
      case 'round-end':
      case 'period-end':
      case 'game-end':
        return t(`lboard.effects.${e.kind}`);
    }
  };
  return (
    <ol className="effect-list">
      {effects.map((e, i) => (
        <li key={i} data-effect={e.kind}>
          {line(e)}
        </li>
      ))}
    </ol>
  );
}

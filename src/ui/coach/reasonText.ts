/**
 * A move reason (engine/rulesets/pittsburgh/bot/reasons.ts) as one sentence in the reader's language: the `coach`
 * area's `coach.reason.<code>`, with the engine ids in its params named as the board names them
 * (needs the `coach`, `board` and `lesson` areas loaded).
 */
import type { TFunction } from 'i18next';
import type { MoveReason } from '../../engine/rulesets/pittsburgh/bot/reasons';
import type { Reward } from '../../engine/rulesets/pittsburgh/data/types';
import { rewardText, type Lang } from '../board/text';
import { namer } from '../lesson/names';

function rewardOf(kind: string, amount: number): Reward | undefined {
  switch (kind) {
    case 'cash':
    case 'vp':
    case 'whiskey':
      return { kind, amount };
    case 'income':
      return { kind, spaces: amount };
    case 'develop':
      return { kind, count: amount };
    default:
      return undefined;
  }
}

/** The sentence of one reason; `learner` is the colour the reasons are for. */
export function reasonText(t: TFunction, lang: Lang, reason: MoveReason, learner = ''): string {
  const n = namer(t, lang, learner);
  const p = reason.params;
  const str = (k: string) => String(p[k] ?? '');
  const num = (k: string) => Number(p[k] ?? 0);
  switch (reason.code) {
    case 'merchant-bonus': {
      const r = rewardOf(str('reward'), num('amount'));
      return t('coach.reason.merchant-bonus', { merchant: n.place(str('merchant')), bonus: r ? rewardText(t, r) : str('amount') });
    }
    case 'industry-flipped':
    case 'opponent-flipped': {
      const key = reason.code === 'industry-flipped' && p.vp !== undefined ? 'industry-flipped-vp' : reason.code;
      return t(`coach.reason.${key}`, {
        tile: p.place ? n.tile(str('place')) : '',
        city: n.city(str('space')),
        vp: num('vp'),
        owner: n.owner(str('owner')),
      });
    }
    case 'market-sale':
      return t('coach.reason.market-sale', {
        count: num('count'),
        good: t(`board.goods.${str('good')}`),
        market: n.place(str('market')),
        cash: num('cash'),
        vp: num('vp'),
      });
    case 'oil-revealed':
      return t('coach.reason.oil-revealed', { field: n.place(str('field')) });
    case 'industry-built':
      return t('coach.reason.industry-built', { tile: n.tile(str('place')), city: n.city(str('space')) });
    case 'link-built':
      return t(p.reaches ? 'coach.reason.link-built-reaches' : 'coach.reason.link-built', {
        link: t(`board.links.${str('link')}`),
        route: n.route(str('route')),
        reaches: n.place(str('reaches')),
      });
    case 'developed':
      return t('coach.reason.developed', { tile: n.tile(str('place')) });
    default:
      // a number of income levels picks the sentence's plural form ("1 level", "3 levels")
      return t(`coach.reason.${reason.code}`, p.levels === undefined ? p : { ...p, count: num('levels') });
  }
}

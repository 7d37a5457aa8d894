/** Names of the Lancashire composer's options, cards and actions in the reader's language (board names from ../../lancashire/names). */
import type { TFunction } from 'i18next';
import type { LAction, LChoiceKind } from '../../../engine/rulesets/lancashire/index.ts';
import { spaces } from '../../../engine/rulesets/lancashire/data/index.ts';
import type { Lang } from '../../board/text';
import { linkName, placeName, spaceName } from '../../lancashire/names';
import { noneLabel } from '../../play/none';

/**
 * Questions and actions whose words are the same as in Pittsburgh's composer, in both languages: one key
 * each (play.*), not a copy under lplay.*.
 */
const SAME_QUESTIONS: ReadonlySet<string> = new Set(['type', 'card']);
const SAME_ACTIONS: ReadonlySet<string> = new Set(['develop', 'pass']);
export const questionText = (t: TFunction, kind: LChoiceKind): string =>
  t(SAME_QUESTIONS.has(kind) ? `play.ask.${kind}` : `lplay.ask.${kind}`);
export const actionName = (t: TFunction, type: LAction['type']): string =>
  t(SAME_ACTIONS.has(type) ? `play.actions.${type}` : `lplay.actions.${type}`);

export function cardName(t: TFunction, card: string, lang: Lang): string {
  const [kind, id] = card.split(':');
  if (kind === 'loc' && id) return t('lplay.option.location', { place: placeName(id, lang) });
  if (kind === 'ind' && id) return t('lplay.option.industry', { tile: t(`lboard.kinds.${id}`) });
  return t('lplay.option.hidden');
}

const source = (t: TFunction, v: unknown, lang: Lang) => (v === 'demand' ? t('lplay.option.demand') : spaceName(t, String(v), lang));

/** The words of one option of a question of the Lancashire enumerator. */
export function optionLabel(t: TFunction, lang: Lang, kind: LChoiceKind, value: unknown, distance?: number): string {
  if (value === null) return noneLabel(t, kind);
  switch (kind) {
    case 'type':
      return actionName(t, (value as { type: LAction['type'] }).type);
    case 'card':
      return cardName(t, (value as { card: string }).card, lang);
    case 'second-card':
      return cardName(t, String(value), lang);
    case 'space': {
      const v = value as { space: string; tile: string };
      return t('lplay.option.space', { space: spaceName(t, v.space, lang), tile: t(`lboard.kinds.${v.tile}`) });
    }
    case 'link':
    case 'second-link':
      return t('lboard.route', { route: linkName(String(value), lang) });
    case 'tile':
      return t(`lboard.kinds.${String(value)}`);
    case 'sale': {
      const v = value as { mill: string; to: string };
      return t('lplay.option.sale', {
        mill: spaceName(t, v.mill, lang),
        to: v.to === 'distant' ? t('lplay.option.distant') : spaceName(t, v.to, lang),
      });
    }
    case 'amount':
      return t('lplay.option.amount', { n: Number(value) });
    case 'coal':
      return distance === undefined ? source(t, value, lang) : t('lplay.option.coal', { mine: source(t, value, lang), count: distance });
    case 'iron':
      return source(t, value, lang);
  }
}

/** Where an option sits on the drawn board (a space, a route, a town or the Distant Market), if anywhere. */
export function optionTarget(kind: LChoiceKind, value: unknown): string | undefined {
  if (value === null) return undefined;
  if (kind === 'space') return (value as { space: string }).space;
  if (kind === 'link' || kind === 'second-link') return String(value);
  if (kind === 'sale') return (value as { mill: string }).mill;
  if ((kind === 'coal' || kind === 'iron') && spaces.has(String(value))) return String(value);
  if (kind === 'card') {
    const [k, id] = (value as { card: string }).card.split(':');
    return k === 'loc' ? id : undefined;
  }
  return undefined;
}

/** One line of the game log: the action and where. */
export function actionLabel(t: TFunction, lang: Lang, a: LAction): string {
  const action = actionName(t, a.type);
  const detail = (d: string) => t('lplay.log.action', { action, detail: d });
  const sep = lang === 'zh' ? '、' : ', ';
  if (a.type === 'build') return detail(optionLabel(t, lang, 'space', { space: a.space, tile: a.tile }));
  if (a.type === 'link') return detail(a.links.map((l) => linkName(l, lang)).join(sep));
  if (a.type === 'develop') return detail(a.tiles.map((k) => t(`lboard.kinds.${k}`)).join(sep));
  if (a.type === 'sell') return detail(a.sales.map((s) => optionLabel(t, lang, 'sale', s)).join(sep));
  if (a.type === 'loan') return detail(t('lplay.option.amount', { n: a.amount }));
  return action;
}

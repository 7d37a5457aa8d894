/**
 * One previewed action in numbers: the learner's cash, income, VP and whiskey before → after, the
 * cubes it used, then every effect in words. A refused action shows the engine's reason instead.
 * Everything comes from the engine's preview result; nothing here computes a rule.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { RuleSource } from '../Refusal';
import { playerByColour, type PreviewResult } from '../../engine/rulesets/pittsburgh';
import { incomeTrack } from '../../engine/rulesets/pittsburgh/data';
import type { Effect } from '../../engine/rulesets/pittsburgh/effects';
import { level } from '../../engine/brass/income';
import type { GameState, PlayerState } from '../../engine/rulesets/pittsburgh/state';
import { useAreas } from '../../i18n/areas';
import { EffectList } from './EffectList';
import { money, signed } from '../format';

/** The cubes an action used, as "1 iron, 2 steel" in the reader's language ("none" when it used none). */
export function cubesUsed(t: TFunction, effects: readonly Effect[]): string {
  const counts = new Map<string, number>();
  for (const e of effects) if (e.kind === 'cube') counts.set(e.good, (counts.get(e.good) ?? 0) + 1);
  if (counts.size === 0) return t('outcome.noCubes');
  return [...counts].map(([good, n]) => t('outcome.cubes', { n, good: t(`board.goods.${good}`) })).join(t('outcome.listSep'));
}

interface Row {
  key: 'cash' | 'income' | 'vp' | 'whiskey' | 'spent' | 'cubes';
  text: string;
}

/** The learner's numbers before → after (cash always; the others when they changed) and the cubes used. */
export function outcomeRows(t: TFunction, before: PlayerState, after: PlayerState, effects: readonly Effect[]): Row[] {
  const change = (a: string, b: string) => (a === b ? t('outcome.unchanged', { v: b }) : t('outcome.change', { from: a, to: b }));
  const space = (s: number) => t('outcome.space', { space: s, level: signed(level(incomeTrack, s)) });
  const rows: Row[] = [{ key: 'cash', text: change(money(before.cash), money(after.cash)) }];
  if (before.incomeSpace !== after.incomeSpace)
    rows.push({ key: 'income', text: change(space(before.incomeSpace), space(after.incomeSpace)) });
  if (before.vp !== after.vp) rows.push({ key: 'vp', text: change(String(before.vp), String(after.vp)) });
  if (before.whiskey !== after.whiskey || effects.some((e) => e.kind === 'whiskey'))
    rows.push({ key: 'whiskey', text: change(String(before.whiskey), String(after.whiskey)) });
  if (before.spentThisRound !== after.spentThisRound || effects.some((e) => e.kind === 'loan'))
    rows.push({ key: 'spent', text: change(money(before.spentThisRound), money(after.spentThisRound)) });
  rows.push({ key: 'cubes', text: cubesUsed(t, effects) });
  return rows;
}

export function ActionOutcome({ start, result, learner }: { start: GameState; result: PreviewResult; learner: string }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson');
  if (!result.ok)
    return (
      <div className="outcome-refused" role="alert">
        <p>
          <strong>{t('outcome.refused')}</strong> {t(`reasons.${result.error.code}`)}
        </p>
        <p>
          <RuleSource refusal={result.error} />
        </p>
      </div>
    );
  const before = playerByColour(start, learner);
  const after = playerByColour(result.next, learner);
  return (
    <div className="outcome">
      {before && after ? (
        <dl className="outcome-numbers">
          {outcomeRows(t, before, after, result.effects).map((r) => (
            <div key={r.key} data-row={r.key}>
              <dt>{t(`outcome.rows.${r.key}`)}</dt>
              <dd>{r.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <EffectList effects={result.effects} learner={learner} state={start} />
    </div>
  );
}

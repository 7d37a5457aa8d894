/**
 * A cost drill on screen (tutorial/costDrills.ts): the position, the move in words (what it builds,
 * lays or develops, not what it pays), "What will this move cost?" with three amounts; then whether
 * the answer was right and the engine's own account of the money: every payment and where each
 * cube came from, with the rule's FAQ entry.
 */
import { useState } from 'react';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import { useTranslation } from '../../i18n/useTranslation';
import { MOVE_KINDS, type CostDrill } from '../../tutorial/costDrills';
import { AppLink } from '../AppLink';
import { BoardMap } from '../board/BoardMap';
import { langOf } from '../board/text';
import { money } from '../format';
import { EffectList } from '../lesson/EffectList';
import { namer } from '../lesson/names';
import { DrillChoices, DrillFeedback } from './DrillParts';

export function CostDrillView({
  drill,
  onAnswered,
  onNext,
}: {
  drill: CostDrill;
  onAnswered: (right: boolean) => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation();
  const n = namer(t, langOf(i18n.language), drill.mover);
  const [chosen, setChosen] = useState<number | null>(null);
  const board = drill.state.board === 'two' ? board2 : board34;
  const right = chosen === drill.answer;
  const shown = drill.effects.filter((e) => MOVE_KINDS.has(e.kind));
  const payments = drill.effects.filter((e) => (e.kind === 'cash' && e.player === drill.mover) || e.kind === 'cube');
  const source = drill.source.startsWith('deal:')
    ? t('practice.drill.from.deal', { seed: drill.source.split(':')[2] })
    : t('practice.drill.from.scenario');
  return (
    <section className="practice-drill" aria-labelledby="practice-drill-q" data-testid="drill" data-faq={drill.faq} data-kind="cost">
      <p className="practice-rule">
        <strong>{t('practice.drill.rule', { q: t(`faq.q.${drill.faq}`) })}</strong>
      </p>
      <p>
        {source} {t('practice.drill.who', { who: n.owner(drill.mover) })}{' '}
        {t('practice.cost.move', { action: t(`play.actions.${drill.action}`) })}
      </p>
      <EffectList effects={shown} learner={drill.mover} state={drill.state} />
      <div className="board-frame practice-board" role="region" aria-label={t('practice.cost.board')} tabIndex={0}>
        <BoardMap board={board} state={drill.state} />
      </div>
      <p className="board-hint">{t('board.swipeHint')}</p>
      <h2 id="practice-drill-q">{t('practice.cost.question')}</h2>
      <DrillChoices
        choices={drill.choices.map((c) => ({ id: String(c), label: money(c) }))}
        chosen={chosen === null ? null : String(chosen)}
        answer={String(drill.answer)}
        onChoose={(id) => {
          setChosen(Number(id));
          onAnswered(Number(id) === drill.answer);
        }}
      />
      {chosen !== null ? (
        <DrillFeedback right={right} answer={money(drill.answer)} onNext={onNext}>
          <p>{t('practice.cost.why')}</p>
          <EffectList effects={payments} learner={drill.mover} state={drill.state} />
          <p>
            <AppLink to={`/faq/${drill.faq}`}>{t('practice.cost.faq', { q: t(`faq.q.${drill.faq}`) })}</AppLink>
          </p>
        </DrillFeedback>
      ) : null}
    </section>
  );
}

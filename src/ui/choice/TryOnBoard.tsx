/**
 * "Try A" / "Try B": one board that plays either option of a choice. The board (or, for an
 * income choice, the income track) shows the engine's preview of the tried option — pieces placed,
 * cubes taken from their sources — and ActionOutcome gives its numbers before → after. The start
 * position comes back with one button. Nothing is resolved here beyond the engine's preview.
 */
import { useId, useState } from 'react';
import { BoardKey } from '../board/BoardKey';
import { useTranslation } from '../../i18n/useTranslation';
import { playerByColour, type PreviewResult } from '../../engine/rulesets/pittsburgh';
import { board34 } from '../../engine/rulesets/pittsburgh/data';
import type { GameState } from '../../engine/rulesets/pittsburgh/state';
import { useAreas } from '../../i18n/areas';
import { BoardMap } from '../board/BoardMap';
import { useCentreScroll } from '../board/useCentreScroll';
import { ActionOutcome } from '../lesson/ActionOutcome';
import { IncomeTrackView } from '../mat/IncomeTrack';
import type { Choice, ChoiceOption } from './choiceData';

export interface Outcome {
  option: ChoiceOption;
  result: PreviewResult;
}

const LETTERS = ['A', 'B'] as const;

export function TryOnBoard({ choice, start, outcomes }: { choice: Choice; start: GameState; outcomes: readonly [Outcome, Outcome] }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'choice');
  const headingId = useId();
  const [tried, setTried] = useState<0 | 1 | null>(null);
  const frame = useCentreScroll(choice.centreX, board34.viewBox.width);

  const label = (o: Outcome) => t(`choice.${choice.id}.options.${o.option.id}`);
  const current = tried === null ? undefined : outcomes[tried];
  const shown = current?.result.ok ? current.result.next : start;
  const highlight = current ? current.option.highlight : [...new Set(outcomes.flatMap((o) => o.option.highlight))];
  const status =
    current && tried !== null ? t('choiceTry.showing', { letter: LETTERS[tried], option: label(current) }) : t('choiceTry.showingStart');
  const before = playerByColour(start, choice.learner);
  const after = playerByColour(shown, choice.learner);

  return (
    <section className="choice-try" aria-labelledby={headingId} data-tried={current?.option.id ?? 'start'}>
      <h2 id={headingId}>{t('choiceTry.heading')}</h2>
      <p>{t('choiceTry.intro')}</p>
      <div className="choice-try-buttons" role="group" aria-label={t('choiceTry.group')}>
        {outcomes.map((o, i) => (
          <button
            key={o.option.id}
            type="button"
            className={`button${tried === i ? ' primary' : ''}`}
            aria-pressed={tried === i}
            data-try={o.option.id}
            onClick={() => setTried(i === 0 ? 0 : 1)}
          >
            {t('choiceTry.try', { letter: LETTERS[i], option: label(o) })}
          </button>
        ))}
        <button
          type="button"
          className={`button${tried === null ? ' primary' : ''}`}
          aria-pressed={tried === null}
          onClick={() => setTried(null)}
        >
          {t('choiceTry.reset')}
        </button>
      </div>
      <p className="choice-try-status" role="status">
        {status}
      </p>
      {choice.view === 'board' ? (
        <div ref={frame} className="board-frame choice-try-frame" role="region" aria-label={t('choiceTry.frame')} tabIndex={0}>
          <BoardMap board={board34} state={shown} highlight={highlight} title={status} />
        </div>
      ) : null}
      {choice.view === 'board' ? (
        <BoardKey />
      ) : before ? (
        <div className="choice-income">
          <h3>{t('choice.ui.incomeHeading')}</h3>
          <IncomeTrackView
            from={before.incomeSpace}
            {...(after && after.incomeSpace !== before.incomeSpace ? { to: after.incomeSpace } : {})}
          />
        </div>
      ) : null}
      {current ? (
        <div className="choice-try-result">
          <h3>{t('choiceTry.resultHeading', { letter: LETTERS[tried ?? 0], option: label(current) })}</h3>
          <ActionOutcome start={start} result={current.result} learner={choice.learner} />
        </div>
      ) : null}
    </section>
  );
}

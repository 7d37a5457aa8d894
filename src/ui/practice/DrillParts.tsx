/**
 * The parts every drill shares on screen: the three answers as buttons (once one is chosen the
 * others are disabled and the right one is marked), and the feedback under them (right or not, the
 * answer, what the drill explains, the next drill), which takes the focus when it appears.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface DrillChoice {
  /** The option's id (or amount), written on its button. */
  id: string;
  label: string;
}

export function DrillChoices({
  choices,
  chosen,
  answer,
  onChoose,
}: {
  choices: readonly DrillChoice[];
  chosen: string | null;
  answer: string;
  onChoose: (id: string) => void;
}) {
  return (
    <ul className="practice-options">
      {choices.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            aria-pressed={chosen === c.id}
            disabled={chosen !== null && chosen !== c.id}
            className={chosen !== null && c.id === answer ? 'is-answer' : undefined}
            data-option={c.id}
            onClick={() => {
              if (chosen === null) onChoose(c.id);
            }}
          >
            {c.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function DrillFeedback({
  right,
  answer,
  onNext,
  children,
}: {
  right: boolean;
  answer: string | null;
  onNext: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      className={`practice-feedback${right ? '' : ' is-wrong'}`}
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="drill-feedback"
      data-right={right}
    >
      <p>
        <strong>{right ? t('practice.drill.right') : t('practice.drill.wrong')}</strong>{' '}
        {answer !== null ? t('practice.drill.answer', { option: answer }) : null}
      </p>
      {children}
      <button type="button" className="btn-primary" onClick={onNext}>
        {t('practice.drill.next')}
      </button>
    </div>
  );
}

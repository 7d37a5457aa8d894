/** The parts both sides of a course lesson share: pick → preview → confirm, the moves as buttons, the confirm bar. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface Pick {
  /** The option picked (undefined: none yet). */
  chosen: string | undefined;
  confirmed: boolean;
  pick: (id: string) => void;
  confirm: () => void;
  reset: () => void;
}

export function usePickConfirm(): Pick {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [confirmed, setConfirmed] = useState(false);
  return {
    chosen,
    confirmed,
    pick: (id) => {
      if (confirmed) return;
      setChosen(id);
    },
    confirm: () => setConfirmed(true),
    reset: () => {
      setChosen(undefined);
      setConfirmed(false);
    },
  };
}

/** Each move of the side as a button (the board's pick targets do the same), with its sentence. */
export function Moves({ options, state, side }: { options: { id: string; text: string }[]; state: Pick; side: string }) {
  const { t } = useTranslation();
  return (
    <div className="course-moves" role="group" aria-label={t('course.moves')}>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className="course-move"
          aria-pressed={state.chosen === o.id}
          disabled={state.confirmed}
          data-move={`${side}:${o.id}`}
          onClick={() => state.pick(o.id)}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}

/** The preview of the chosen move, then Confirm (when the engine allows it) or Start again. */
export function Outcome({ state, allowed, children }: { state: Pick; allowed: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (state.chosen === undefined) return <p className="course-prompt">{t('course.pickPrompt')}</p>;
  return (
    <section className="course-outcome" aria-live="polite">
      <h3>{t('course.preview')}</h3>
      {children}
      {state.confirmed ? (
        <p className="course-done" role="status">
          {t('course.confirmed')}
        </p>
      ) : null}
      <p className="actions">
        {allowed && !state.confirmed ? (
          <button type="button" className="button primary" onClick={state.confirm}>
            {t('course.confirm')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={state.reset}>
          {t('course.again')}
        </button>
      </p>
    </section>
  );
}

/** "Cash: £30 → £16" rows of a preview. */
export function NumberRows({ rows }: { rows: { key: string; from: string; to: string }[] }) {
  const { t } = useTranslation();
  return (
    <dl className="course-numbers">
      {rows.map((r) => (
        <div key={r.key} data-number={r.key}>
          <dt>{t(`course.${r.key}`)}</dt>
          <dd>{r.from === r.to ? t('course.unchanged', { v: r.to }) : t('course.change', { from: r.from, to: r.to })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One side of a lesson: the game's name, its rule and where it is written, its board, then the moves and the preview. */
export function Side({
  side,
  id,
  heading,
  rule,
  cite,
  frameLabel,
  board,
  children,
}: {
  side: string;
  id: string;
  heading: string;
  rule: string;
  cite: string;
  frameLabel: string;
  board: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="choice-col course-col" data-side={side} aria-labelledby={id}>
      <h2 className="choice-col-heading" id={id}>
        {heading}
      </h2>
      <p>{rule}</p>
      <p className="course-cite">{cite}</p>
      <div className="board-frame choice-board-frame" role="region" aria-label={frameLabel} tabIndex={0}>
        {board}
      </div>
      {children}
    </section>
  );
}

/** The board props of a side's picks: its options' targets (none once confirmed), the one picked, and a pick → its option. */
export function boardPicks(options: readonly { id: string; pick?: string }[], state: Pick) {
  const chosen = options.find((o) => o.id === state.chosen);
  return {
    pickable: state.confirmed ? [] : options.flatMap((o) => (o.pick ? [o.pick] : [])),
    picked: chosen?.pick ? [chosen.pick] : [],
    onPick: (id: string) => {
      const o = options.find((x) => x.pick === id);
      if (o) state.pick(o.id);
    },
  };
}

/**
 * The tutor's stop: the first time a rule shows up in the game (tutorial/firstGame.ts), a short
 * explanation with the FAQ entry to read more; at the first round's end, the learner predicts who
 * goes first next and what their income brings before the tutor lets the round's end be shown.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import type { PendingStop, TutorStore } from '../../store/firstGameStore';
import { useStore } from 'zustand';
import { checkPrediction, roundEndPredictions, STOP_FAQ, type Prediction } from '../../tutorial/firstGame';
import { AppLink } from '../AppLink';
import { usePlayNamer } from '../play/usePlayNamer';

/** A dollar amount with a true minus sign ("−$3"). */
const dollars = (n: number) => (n < 0 ? `−$${-n}` : `$${n}`);

function PredictionQuestion({ p, tutor }: { p: Prediction; tutor: TutorStore }) {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const id = useId();
  const answered = useStore(tutor, (s) => s.answers[p.kind]);
  const [chosen, setChosen] = useState<string | null>(null);
  const name = (c: string) => (p.kind === 'income' ? dollars(Number(c)) : n.owner(c));
  if (answered !== undefined) {
    const check = checkPrediction(p, answered);
    return (
      <div className={`firstgame-prediction ${check.right ? 'is-right' : 'is-wrong'}`} data-prediction={p.kind} data-right={check.right}>
        <p className="firstgame-question">{t(`firstgame.predict.${p.kind}.q`)}</p>
        <p>{t('firstgame.predict.yours', { answer: name(answered) })}</p>
        <p className="firstgame-verdict" role="status">
          {check.right ? t('firstgame.predict.right') : t('firstgame.predict.wrong', { answer: name(check.answer) })}
        </p>
        <p>{t(`firstgame.predict.${p.kind}.why`, { space: p.space })}</p>
      </div>
    );
  }
  return (
    <form
      className="firstgame-prediction"
      data-prediction={p.kind}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen !== null) tutor.getState().answer(p.kind, chosen);
      }}
    >
      <fieldset>
        <legend className="firstgame-question">{t(`firstgame.predict.${p.kind}.q`)}</legend>
        {p.choices.map((c) => (
          <label key={c} className="play-radio">
            <input type="radio" name={`${id}-choice`} value={c} checked={chosen === c} onChange={() => setChosen(c)} /> {name(c)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={chosen === null}>
        {t('firstgame.predict.submit')}
      </button>
    </form>
  );
}

export function StopPanel({ stop, tutor }: { stop: PendingStop; tutor: TutorStore }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play', 'firstgame');
  const n = usePlayNamer();
  const entry = usePlay((s) => s.log[stop.entry]);
  const holder = usePlay((s) => s.holder) ?? '';
  const answers = useStore(tutor, (s) => s.answers);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [stop.kind, stop.entry]);
  if (!entry) return null;
  const predictions = stop.kind === 'round-end' ? roundEndPredictions(entry.effects, holder, entry.before) : [];
  // one question at a time: the first unanswered one and every answered one before it
  const open = predictions.findIndex((p) => answers[p.kind] === undefined);
  const shown = open < 0 ? predictions : predictions.slice(0, open + 1);
  const faq = STOP_FAQ[stop.kind];
  return (
    <section className="firstgame-stop" aria-labelledby="firstgame-stop-title" data-stop={stop.kind}>
      <p className="firstgame-stop-label">{t('firstgame.stop.label')}</p>
      <h2 id="firstgame-stop-title" ref={heading} tabIndex={-1}>
        {t(`firstgame.stop.${stop.kind}.title`, { round: entry.before.round })}
      </h2>
      <p>{t(`firstgame.stop.${stop.kind}.body`, { who: n.owner(entry.colour) })}</p>
      {shown.length > 0 ? (
        <div className="firstgame-predictions">
          <h3>{t('firstgame.predict.title')}</h3>
          {shown.map((p, i) => (
            <div key={p.kind}>
              <p className="play-help">{t('firstgame.predict.count', { n: i + 1, total: predictions.length })}</p>
              <PredictionQuestion p={p} tutor={tutor} />
            </div>
          ))}
        </div>
      ) : null}
      <p>
        <AppLink to={`/faq/${faq}`}>{t('firstgame.stop.faq', { question: t(`faq.q.${faq}`) })}</AppLink>
      </p>
      {open < 0 ? (
        <button type="button" className="btn-primary" onClick={() => tutor.getState().dismiss()}>
          {t('firstgame.stop.continue')}
        </button>
      ) : null}
    </section>
  );
}

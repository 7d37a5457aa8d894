/**
 * The presenter window (/presenter, opened by projector mode with window.open): notes for what
 * the projector shows now — the explanation, a question for the class and its answer, the same in
 * the other language — the next step, and a timer. Its Back/Next buttons (and arrow keys) step
 * the projector window over the BroadcastChannel; no server is involved.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { loadLanguage } from '../../i18n';
import { lessonById } from '../lesson/lessonData';
import { sourceLabel } from '../sequences/sourceLabel';
import { asMessage, openChannel, type Showing } from './channel';
import { noteKeys } from './presenterData';
import { commandOf } from './stepping';
import './projector.css';

interface Notes {
  now: string;
  explain?: string;
  question?: string;
  answer?: string;
  next: string;
}

/** A lesson sequence's item: the teacher's own note (as written, in whichever language), where the position came from, the next item. */
function sequenceNotes(t: TFunction, s: Extract<Showing, { page: 'sequence' }>): Notes {
  const title = s.title.trim() || t('sequences.untitled');
  if (s.total === 0 || !s.source)
    return { now: t('presenter.now.parts', { a: title, b: t('sequences.empty') }), next: t('presenter.nextNone') };
  const label = sourceLabel(t, s.source);
  const nextNote = s.next?.note.trim();
  return {
    now: t('presenter.now.parts', { a: t('sequences.projector.title', { title, n: s.index + 1, total: s.total }), b: label }),
    explain: s.note.trim() || t('sequences.noNote'),
    next: s.next
      ? nextNote
        ? t('presenter.now.withNote', { label: sourceLabel(t, s.next.source), note: nextNote })
        : sourceLabel(t, s.next.source)
      : t('presenter.nextNone'),
  };
}

/** The stages of a choice page the projector reports (presenter.stage.*). */
const STAGES = new Set(['a', 'b', 'compare']);

/** The notes for what the projector shows, in the language of `t`. */
export function notesFor(t: TFunction, showing: Showing): Notes {
  switch (showing.page) {
    case 'lesson': {
      const lesson = lessonById(showing.id);
      const step = lesson?.steps[showing.stepIndex];
      if (!lesson || !step) return { now: showing.id, next: t('presenter.nextNone') };
      const key = `lesson.${lesson.id}.steps.${step.id}`;
      const nextStep = lesson.steps[showing.stepIndex + 1];
      const notes = noteKeys(lesson.id, step.id);
      return {
        now: t('presenter.now.lesson', {
          title: t(`lessons.items.${lesson.id}.title`),
          step: t('lesson.ui.step', { n: showing.stepIndex + 1, total: lesson.steps.length }),
          phase: t(`presenter.phase.${showing.phase}`),
        }),
        explain: t(`${key}.explain`),
        question: t(notes.question),
        answer: t(notes.answer),
        next: nextStep ? t(`lesson.${lesson.id}.steps.${nextStep.id}.goal`) : t('presenter.nextNone'),
      };
    }
    case 'faq':
      return {
        now: t('presenter.now.labelled', { label: t('presenter.faqEntry'), q: t(`faq.q.${showing.id}`) }),
        explain: t(`faqAnswers.items.${showing.id}.answer`),
        next: showing.next ? t(`faq.q.${showing.next}`) : t('presenter.nextNone'),
      };
    case 'choice': {
      const choice = t('presenter.now.labelled', { label: t('presenter.choiceStage'), q: t(`choices.items.${showing.id}`) });
      return {
        now: STAGES.has(showing.stage) ? t('presenter.now.parts', { a: choice, b: t(`presenter.stage.${showing.stage}`) }) : choice,
        explain: t(`choice.${showing.id}.position`),
        next:
          showing.stage === 'compare'
            ? t('presenter.nextNone')
            : showing.stage === 'a'
              ? t('presenter.stage.b')
              : t('projector.choiceCompare'),
      };
    }
    case 'play':
      return { now: showing.caption, explain: t('presenter.sandbox'), next: t('presenter.nextNone') };
    case 'sequence':
      return sequenceNotes(t, showing);
  }
}

function NotesView({ notes, lang, heading, t }: { notes: Notes; lang: string; heading: string; t: TFunction }) {
  return (
    <section className="presenter-notes" lang={lang} aria-label={heading}>
      <p className="presenter-now">{notes.now}</p>
      {notes.explain ? (
        <>
          <h3>{t('presenter.explain')}</h3>
          <p>{notes.explain}</p>
        </>
      ) : null}
      {notes.question ? (
        <>
          <h3>{t('presenter.question')}</h3>
          <p className="presenter-question">{notes.question}</p>
          <h3>{t('presenter.answer')}</h3>
          <p className="presenter-answer">{notes.answer}</p>
        </>
      ) : null}
      <h3>{t('presenter.next')}</h3>
      <p className="presenter-next">{notes.next}</p>
    </section>
  );
}

function Timer() {
  const { t } = useTranslation();
  const [start, setStart] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const s = Math.max(0, Math.floor((now - start) / 1000));
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return (
    <p className="presenter-timer">
      {t('presenter.timer')}:{' '}
      <span role="timer" aria-live="off">
        {text}
      </span>{' '}
      <button
        type="button"
        onClick={() => {
          setStart(Date.now());
          setNow(Date.now());
        }}
      >
        {t('presenter.timerReset')}
      </button>
    </p>
  );
}

/**
 * Re-render when a bundle of strings arrives: this window is opened on its own, and was seen (after
 * a busy session in the other window) keeping raw keys because it rendered before its area landed.
 */
function useFollowBundles(i18n: { store: { on: (e: 'added', f: () => void) => void; off: (e: 'added', f: () => void) => void } }) {
  const [, setBundles] = useState(0);
  useEffect(() => {
    const onAdded = () => setBundles((n) => n + 1);
    i18n.store.on('added', onAdded);
    return () => i18n.store.off('added', onAdded);
  }, [i18n]);
}

export function PresenterPage() {
  const { t, i18n } = useTranslation();
  useFollowBundles(i18n);
  useAreas('board', 'lesson', 'faqAnswers', 'choice', 'presenter');
  const [showing, setShowing] = useState<Showing | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    const ch = openChannel();
    channel.current = ch;
    if (!ch) return;
    ch.onmessage = (ev: MessageEvent) => {
      const m = asMessage(ev.data);
      if (m?.type === 'showing') setShowing(m.showing);
    };
    ch.postMessage({ type: 'hello' });
    return () => ch.close();
  }, []);
  const step = (dir: 1 | -1) => channel.current?.postMessage({ type: 'step', dir });
  // A layout effect: the keys work from the moment the page shows (a passive effect can run after a key press).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const cmd = commandOf({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        target: e.target as HTMLElement | null,
      });
      if (cmd !== 'next' && cmd !== 'prev') return;
      e.preventDefault();
      channel.current?.postMessage({ type: 'step', dir: cmd === 'next' ? 1 : -1 });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const other = lang === 'zh' ? 'en' : 'zh';
  // The other language's core strings (lesson, FAQ and choice titles) are not loaded with this one.
  useEffect(() => {
    loadLanguage(i18n, other).catch(() => undefined);
  }, [i18n, other]);
  const tOther = i18n.getFixedT(other);
  return (
    <article className="page presenter-page">
      <h1>{t('presenter.title')}</h1>
      <p className="lead">{t('presenter.intro')}</p>
      <Timer />
      <div className="presenter-steps">
        <button type="button" onClick={() => step(-1)}>
          ← {t('presenter.stepBack')}
        </button>
        <button type="button" className="btn-primary" onClick={() => step(1)}>
          {t('presenter.stepNext')} →
        </button>
      </div>
      {showing ? (
        <>
          <h2>{t('presenter.nowShowing')}</h2>
          <NotesView t={t} notes={notesFor(t, showing)} lang={lang === 'zh' ? 'zh-CN' : 'en'} heading={t('presenter.nowShowing')} />
          <h2>{t('presenter.otherLanguage')}</h2>
          <NotesView
            t={tOther}
            notes={notesFor(tOther, showing)}
            lang={other === 'zh' ? 'zh-CN' : 'en'}
            heading={t('presenter.otherLanguage')}
          />
        </>
      ) : (
        <p role="status">{t('presenter.waiting')}</p>
      )}
    </article>
  );
}

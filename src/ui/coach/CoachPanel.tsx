/**
 * "How good was that?": after each move of the person at the device, the coach judges it in the
 * background (judge.ts, the page's bot worker) on the mover's view of the position before the move:
 * a quick look first, then the search's deeper look, each saying which it is: the move's rank among
 * the legal moves, its estimated cost in VP against the best, a label, and the better move in words
 * (its reasons, moveReasons) and on the board (ghosts, see betterGhosts). A "mistake" of the deeper
 * look is counted in the device's rule memory under the better move's rule (flagTopic.ts).
 */
import { useEffect, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { preview, viewFor, type Action, type GameState } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import { langOf } from '../board/text';
import type { Ghost } from '../board/Ghosts';
import { namer, type Namer } from '../lesson/names';
import { previewGhosts } from '../play/Hint';
import { AppLink } from '../AppLink';
import { useCoach, useCoachStore, type CoachStore } from './CoachContext';
import { flagTopic } from './flagTopic';
import { judgeDeep, judgeQuick, type Judgement } from './judge';
import { reasonText } from './reasonText';
import type { MoveReason } from '../../engine/rulesets/pittsburgh/bot/reasons';
import './coach.css';

/** The pieces `action` would put on the board in `view`, as ghosts named "better move" ([] for a sale, a loan…). */
export function betterGhosts(t: TFunction, n: Namer, view: GameState, action: Action): Ghost[] {
  const r = preview(view, action);
  return r.ok ? previewGhosts(t, n, view, r.next, 'coach.panel') : [];
}

/**
 * A move's reasons as a list. With `who` (another player's move, told by the guided game's tutor)
 * each sentence is the third-person one of `firstgame.reason.<code>`, with the same params.
 */
export function ReasonList({ reasons, learner, who }: { reasons: readonly MoveReason[]; learner: string; who?: string }) {
  const { t: t0, i18n } = useTranslation();
  if (reasons.length === 0) return null;
  const t = (
    who === undefined ? t0 : (key: string, opts?: object) => t0(key.replace(/^coach\.reason\./, 'firstgame.reason.'), { ...opts, who })
  ) as TFunction;
  return (
    <ul className="coach-reasons">
      {reasons.map((r, i) => (
        <li key={i} data-reason={r.code}>
          {reasonText(t, langOf(i18n.language), r, learner)}
        </li>
      ))}
    </ul>
  );
}

/** A cost in VP as the panel writes it (one decimal). */
export const vpText = (vp: number) => String(Math.round(vp * 10) / 10);

/**
 * Counts the deeper look's "mistake" under the better move's rule (flagTopic) in the device's rule
 * memory, once per move and only for moves played on this page; the topic, or undefined.
 */
function countMistake(store: CoachStore, entry: number, action: Action, j: Judgement): string | undefined {
  const s = store.getState();
  const key = `${entry}:${JSON.stringify(action)}`;
  if (j.label !== 'mistake' || entry < s.countFrom || s.counted.includes(key)) return undefined;
  const faq = flagTopic(j.best, j.bestReasons);
  if (!faq) return undefined;
  s.memory().getState().flagged(faq);
  store.setState({ counted: [...s.counted, key] });
  return faq;
}

/**
 * Asks for a verdict on the person's newest move whenever there is a new one (and the coach is on):
 * the quick look first, then the deeper look (the search), which replaces it.
 */
function useJudgeLatest() {
  const store = useCoachStore();
  const on = useCoach((s) => s.on);
  const log = usePlay((s) => s.log);
  useEffect(() => {
    if (!store || !on) return;
    let i = log.length - 1;
    while (i >= 0 && log[i]?.bot) i--;
    const entry = log[i];
    const current = store.getState().verdict;
    if (!entry) {
      if (current) store.setState({ verdict: null });
      return;
    }
    if (current && current.entry === i && current.action === entry.action) return;
    const view = viewFor(entry.before, entry.colour);
    const thinker = store.getState().thinker();
    store.setState({ verdict: { entry: i, status: 'thinking', settled: false, view, action: entry.action } });
    /** The verdict still being asked for (a newer move is judged otherwise). */
    const mine = () => {
      const v = store.getState().verdict;
      return v?.entry === i && v.action === entry.action ? v : undefined;
    };
    void judgeQuick(thinker, view, entry.action).then((judgement) => {
      const v = mine();
      if (!v || v.settled || !judgement) return;
      store.setState({ verdict: { ...v, status: 'done', judgement, look: 'quick' } });
    });
    void judgeDeep(thinker, view, entry.action).then((judgement) => {
      const v = mine();
      if (!v) return;
      if (!judgement) {
        store.setState({ verdict: { ...v, settled: true, status: v.judgement ? 'done' : 'none' } });
        return;
      }
      const flagged = countMistake(store, i, entry.action, judgement);
      store.setState({ verdict: { ...v, status: 'done', judgement, look: 'deep', settled: true, ...(flagged ? { flagged } : {}) } });
    });
  }, [store, on, log]);
}

export function CoachPanel() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play', 'coach');
  useJudgeLatest();
  const on = useCoach((s) => s.on);
  const verdict = useCoach((s) => s.verdict);
  const holder = usePlay((s) => s.holder) ?? '';
  if (!on || !verdict) return null;
  const j = verdict.judgement;
  return (
    <section
      className="coach-panel"
      aria-labelledby="coach-panel-title"
      data-status={verdict.status}
      data-label={j?.label}
      data-look={verdict.look}
      data-settled={verdict.settled}
    >
      <h2 id="coach-panel-title">{t('coach.panel.title')}</h2>
      <p>{t('coach.panel.move', { action: t(`play.actions.${verdict.action.type}`) })}</p>
      <div aria-live="polite">
        {verdict.status === 'thinking' ? (
          <p className="coach-thinking" role="status">
            {t('coach.panel.thinking')}
          </p>
        ) : verdict.status === 'none' || !j ? (
          <p>{t('coach.panel.failed')}</p>
        ) : (
          <>
            <p className="coach-look" data-testid="coach-look">
              {t(verdict.look === 'deep' ? 'coach.panel.lookDeep' : 'coach.panel.lookQuick')}
            </p>
            <p className={`coach-label is-${j.label}`} data-testid="coach-label">
              {t(`coach.panel.label.${j.label}`)}
            </p>
            <p data-testid="coach-rank">{t('coach.panel.rank', { rank: j.rank, of: j.of })}</p>
            <p data-testid="coach-cost">{j.costVp > 0 ? t('coach.panel.cost', { vp: vpText(j.costVp) }) : t('coach.panel.costNone')}</p>
            {j.costVp > 0 ? (
              <>
                <p data-testid="coach-better">{t('coach.panel.better', { action: t(`play.actions.${j.best.type}`) })}</p>
                {j.bestReasons.length > 0 ? <p>{t('coach.panel.why')}</p> : null}
                <ReasonList reasons={j.bestReasons} learner={holder} />
                <p className="play-help">{t('coach.panel.onBoard')}</p>
              </>
            ) : null}
            {verdict.flagged ? (
              <p data-testid="coach-flagged" data-faq={verdict.flagged}>
                {t('coach.panel.flagged')} <AppLink to={`/faq/${verdict.flagged}`}>{t(`faq.q.${verdict.flagged}`)}</AppLink>
              </p>
            ) : null}
            {verdict.settled ? null : (
              <p className="coach-thinking" role="status">
                {t('coach.panel.deeper')}
              </p>
            )}
            <p className="play-help">{t(verdict.look === 'deep' ? 'coach.panel.howDeep' : 'coach.panel.howQuick')}</p>
          </>
        )}
      </div>
    </section>
  );
}

/** The coach switch of a running game. */
export function CoachToggle() {
  const { t } = useTranslation();
  useAreas('coach');
  const store = useCoachStore();
  const on = useCoach((s) => s.on);
  if (!store) return null;
  return (
    <label className="coach-toggle">
      <input type="checkbox" checked={on} onChange={(e) => store.getState().setOn(e.target.checked)} data-testid="coach-toggle" />{' '}
      {t('coach.panel.toggle')}
    </label>
  );
}

/** The better move's pieces on the board while its verdict is shown (and no move is being previewed). */
export function useCoachGhosts(): Ghost[] {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const holder = usePlay((s) => s.holder) ?? '';
  const verdict = useCoach((s) => (s.on ? s.verdict : null));
  const hint = useCoach((s) => s.hint);
  const logLength = usePlay((s) => s.log.length);
  const shownHint = hint && hint.at === logLength && hint.rung >= 3 && hint.judgement ? hint : null;
  return useMemo(() => {
    const n = namer(t, lang, holder);
    if (shownHint?.judgement) return betterGhosts(t, n, shownHint.view, shownHint.judgement.best);
    if (!verdict?.judgement || verdict.judgement.costVp <= 0) return [];
    return betterGhosts(t, n, verdict.view, verdict.judgement.best);
  }, [t, lang, holder, shownHint, verdict]);
}

const RUNGS = 3;

/**
 * The hint ladder of the person's turn, from the coach's best move for the position they see:
 * first which action, then what it brings (its reasons), then the move drawn on the board.
 */
export function CoachHints() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play', 'coach');
  const store = useCoachStore();
  const hint = useCoach((s) => s.hint);
  const state = usePlay((s) => s.state);
  const holder = usePlay((s) => s.holder);
  const at = usePlay((s) => s.log.length);
  if (!store || !holder) return null;
  const current = hint && hint.at === at ? hint : null;
  const ask = () => {
    if (current) {
      store.setState({ hint: { ...current, rung: Math.min(RUNGS, current.rung + 1) } });
      return;
    }
    const view = viewFor(state, holder);
    const thinker = store.getState().thinker();
    store.setState({ hint: { at, status: 'thinking', rung: 1, view } });
    // the deeper look's best move (a hint that changed under the reader would mislead); the quick one if it fails
    void judgeDeep(thinker, view)
      .then((deep) => deep ?? judgeQuick(thinker, view))
      .then((judgement) => {
        const h = store.getState().hint;
        if (h?.at !== at) return;
        store.setState({ hint: { ...h, status: judgement ? 'done' : 'none', ...(judgement ? { judgement } : {}) } });
      });
  };
  const j = current?.judgement;
  return (
    <section className="coach-hints" aria-labelledby="coach-hints-title">
      <h3 id="coach-hints-title">{t('coach.hint.title')}</h3>
      <div aria-live="polite">
        {current?.status === 'thinking' ? <p role="status">{t('coach.hint.thinking')}</p> : null}
        {current?.status === 'none' ? <p>{t('coach.hint.none')}</p> : null}
        {j && current ? (
          <>
            <p className="play-help">{t('coach.hint.step', { n: current.rung, total: RUNGS })}</p>
            <p data-testid="coach-hint">{t('coach.hint.type', { action: t(`play.actions.${j.best.type}`) })}</p>
            {current.rung >= 2 && j.bestReasons.length > 0 ? (
              <>
                <p>{t('coach.hint.why')}</p>
                <ReasonList reasons={j.bestReasons} learner={holder} />
              </>
            ) : null}
            {current.rung >= 3 ? <p className="play-help">{t('coach.hint.show')}</p> : null}
          </>
        ) : null}
      </div>
      {current && (current.rung >= RUNGS || current.status !== 'done') ? null : (
        <button type="button" onClick={ask}>
          {t(current ? 'coach.hint.more' : 'coach.hint.ask')}
        </button>
      )}
    </section>
  );
}

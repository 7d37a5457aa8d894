/**
 * Projector mode's screen: the board as large as the screen allows, one caption bar with the
 * current step or question, and a few big controls. Drawn over the page (a portal on <body>)
 * while the page's own header, navigation and layout are hidden (class `projector-on` on <html>),
 * so the page components stay as they are. Keys: Right/PageDown next, Left/PageUp back (what
 * presentation clickers send), Escape or P leaves. The presenter window steps it over a
 * BroadcastChannel.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { BoardTextScale, PROJECTOR_TEXT_SCALE } from '../board/textScale';
import { asMessage, openChannel, type Showing } from './channel';
import { commandOf, type Direction } from './stepping';
import { useProjector } from './useProjector';
import './projector.css';

export interface ProjectorStageProps {
  /** The page's title (lesson, FAQ question, choice). */
  title: string;
  /** The caption bar: the current step or question. */
  caption: string;
  /** What the presenter window should show notes for. */
  showing: Showing;
  onStep: (dir: Direction) => void;
  /** The board (or the income track / comparison where the page has no board). */
  children: ReactNode;
  /** Extra lines under the caption (the predicted result, pick buttons). */
  side?: ReactNode;
}

/** The presenter window's address: the app's base path + /presenter, keeping the language. */
function presenterUrl(lang: string): string {
  return `${import.meta.env.BASE_URL}presenter?lang=${encodeURIComponent(lang)}`;
}

export function ProjectorStage({ title, caption, showing, onStep, children, side }: ProjectorStageProps) {
  const { t, i18n } = useTranslation();
  useAreas('presenter');
  const { exit } = useProjector();
  const [presenter, setPresenter] = useState<'closed' | 'open' | 'blocked'>('closed');
  const stage = useRef<HTMLElement>(null);
  const step = useRef(onStep);
  const exitRef = useRef(exit);
  const channel = useRef<BroadcastChannel | null>(null);
  const showingJson = JSON.stringify(showing);
  const showingRef = useRef(showingJson);
  // The listeners below are set up once; they read the latest handlers through these refs.
  // A layout effect: the keys work from the moment the page shows (a passive effect can run after a key press).
  useLayoutEffect(() => {
    step.current = onStep;
    exitRef.current = exit;
    showingRef.current = showingJson;
  });

  // The page's own chrome hides while the stage is up; focus starts on the stage so keys work at once.
  useEffect(() => {
    document.documentElement.classList.add('projector-on');
    stage.current?.focus();
    return () => document.documentElement.classList.remove('projector-on');
  }, []);

  // Keys are caught before the page's own shortcuts (the sandbox uses P and Escape too).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const cmd = commandOf({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        target: e.target as HTMLElement | null,
      });
      if (!cmd) return;
      e.preventDefault();
      e.stopPropagation();
      if (cmd === 'next' || cmd === 'prev') step.current(cmd === 'next' ? 1 : -1);
      else exitRef.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    const ch = openChannel();
    channel.current = ch;
    if (!ch) return;
    ch.onmessage = (ev: MessageEvent) => {
      const m = asMessage(ev.data);
      if (m?.type === 'step') step.current(m.dir);
      if (m?.type === 'hello') ch.postMessage({ type: 'showing', showing: JSON.parse(showingRef.current) as Showing });
    };
    return () => {
      ch.close();
      channel.current = null;
    };
  }, []);
  useEffect(() => {
    channel.current?.postMessage({ type: 'showing', showing: JSON.parse(showingJson) as Showing });
  }, [showingJson]);

  const openPresenter = () => {
    const w = window.open(presenterUrl(i18n.language), 'brass-presenter', 'popup,width=960,height=720');
    setPresenter(w ? 'open' : 'blocked');
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <main ref={stage} className="projector-stage" tabIndex={-1} aria-label={t('projector.region')} data-testid="projector">
      <div className="projector-board">
        <BoardTextScale.Provider value={PROJECTOR_TEXT_SCALE}>{children}</BoardTextScale.Provider>
      </div>
      <div className="projector-side">
        <h1 className="projector-title">{title}</h1>
        <div aria-live="polite">
          <h2 className="projector-caption">{caption}</h2>
        </div>
        {side ? <div className="projector-extra">{side}</div> : null}
        <div className="projector-controls">
          <button type="button" onClick={() => onStep(-1)}>
            ← {t('projector.prev')}
          </button>
          <button type="button" onClick={() => onStep(1)}>
            {t('projector.next')} →
          </button>
          <button type="button" onClick={openPresenter}>
            {t('projector.openPresenter')}
          </button>
          <button type="button" onClick={exit}>
            {t('projector.exit')}
          </button>
        </div>
        {presenter === 'blocked' ? (
          <p className="projector-alert" role="alert">
            {t('projector.presenterBlocked')}
          </p>
        ) : presenter === 'open' ? (
          <p className="projector-status" role="status">
            {t('projector.presenterOpen')}
          </p>
        ) : null}
        <p className="projector-keys">{t('projector.keys')}</p>
      </div>
    </main>,
    document.body,
  );
}

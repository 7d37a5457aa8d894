/**
 * Share or save a position: the share link (copy), the file (download .json in the scenario format)
 * and the same text to copy. Opened on demand (a disclosure), so the link is made only when asked for.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { GameState, ScenarioSetup } from '../../../engine/rulesets/pittsburgh';
import { toScenario } from '../../../engine/rulesets/pittsburgh';
import { useAreas } from '../../../i18n/areas';
import { MAX_LINK_CHARS, scenarioText } from '../../../share/codec';
import { absoluteLink, positionHref } from './links';
import { limitsText } from './problemText';
import './share.css';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A button that copies `text`, and says whether it could. */
export function Copy({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => void copy(text).then((ok) => setSaid(ok ? t('editor.share.copied') : t('editor.share.copyFailed')))}
      >
        {label}
      </button>{' '}
      <span role="status">{said}</span>
    </>
  );
}

function Contents({ setup, lost, fileName }: { setup: ScenarioSetup; lost: boolean; fileName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void positionHref('/play', setup).then((href) => live && setLink(absoluteLink(href)));
    return () => {
      live = false;
    };
  }, [setup]);
  const text = scenarioText(setup);
  const data = link ? (new URL(link).hash.match(/p=([^&]*)/)?.[1] ?? '') : '';
  return (
    <div className="share-body">
      {lost ? <p className="share-note">{t('editor.share.lost')}</p> : null}
      <label htmlFor={`${id}-link`}>{t('editor.share.link')}</label>
      {link === null ? (
        <p>{t('editor.share.making')}</p>
      ) : data.length > MAX_LINK_CHARS ? (
        <p role="status">{t('editor.share.tooLongHere', { size: data.length })}</p>
      ) : (
        <div className="share-row">
          <input id={`${id}-link`} readOnly value={link} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
          <Copy text={link} label={t('editor.share.copyLink')} />
        </div>
      )}
      <p className="share-row">
        <button type="button" data-testid="share-download" onClick={() => download(fileName, text)}>
          {t('editor.share.download')}
        </button>
      </p>
      <label htmlFor={`${id}-text`}>{t('editor.share.text')}</label>
      <textarea id={`${id}-text`} readOnly value={text} rows={6} data-testid="share-text" />
      <p className="share-row">
        <Copy text={text} label={t('editor.share.copyText')} />
      </p>
      <p className="share-note">{limitsText(t)}</p>
    </div>
  );
}

/** `state` or `setup`: the position to share. */
export function SharePanel({
  state,
  setup,
  fileName = 'brass-pittsburgh-position.json',
}: {
  state?: GameState;
  setup?: ScenarioSetup;
  fileName?: string;
}) {
  const { t } = useTranslation();
  useAreas('editor');
  const [open, setOpen] = useState(false);
  const fromState = state ? toScenario(state) : null;
  const shared = setup ?? (fromState?.ok ? fromState.setup : null);
  if (!shared) return null;
  const lost = fromState?.ok === true && fromState.lost.includes('pending');
  return (
    <details className="share-panel" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="share-panel">
      <summary>{t('editor.share.summary')}</summary>
      {open ? <Contents setup={shared} lost={lost} fileName={fileName} /> : null}
    </details>
  );
}

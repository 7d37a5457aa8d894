/** Adds a position to the sequence from a share link or a position's text (a file's contents, e.g. a sandbox moment shared by a player). */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { GameState, ScenarioSetup } from '../../engine/rulesets/pittsburgh';
import { decodeLink, fragmentParams, readScenarioText, type Decoded, type ShareProblem } from '../../share/codec';
import { ProblemBox } from '../play/share/ProblemBox';

/** A link (anything with `#…p=`) is decoded; any other text is read as a position file. */
export async function readLinkOrText(input: string): Promise<Decoded> {
  const text = input.trim();
  const hash = text.indexOf('#');
  if (hash >= 0 && !text.startsWith('{')) {
    const data = fragmentParams(text.slice(hash)).get('p');
    return decodeLink(data ?? '');
  }
  return readScenarioText(text);
}

export function AddFromLink({ onAdd }: { onAdd: (position: ScenarioSetup, state: GameState) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ShareProblem | null>(null);
  return (
    <details className="share-panel" data-testid="sequence-add-link">
      <summary>{t('sequences.fromLink.summary')}</summary>
      <div className="share-body">
        <label htmlFor={`${id}-text`}>{t('sequences.fromLink.label')}</label>
        <textarea id={`${id}-text`} rows={3} value={text} onChange={(e) => setText(e.target.value)} data-testid="sequence-link-text" />
        <p>
          <button
            type="button"
            data-testid="sequence-link-add"
            onClick={() =>
              void readLinkOrText(text).then((d) => {
                if (!d.ok) return setProblem(d.problem);
                setProblem(null);
                setText('');
                onAdd(d.setup, d.state);
              })
            }
          >
            {t('sequences.fromLink.button')}
          </button>
        </p>
        {problem ? <ProblemBox problem={problem} title={t('sequences.fromLink.failed')} onDismiss={() => setProblem(null)} /> : null}
      </div>
    </details>
  );
}

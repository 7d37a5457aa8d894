/**
 * Open a position from a file (a picker) or from pasted text. A bad file or text says exactly what
 * is wrong (ProblemBox) and changes nothing; a good one is handed to `onOpen`.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAreas } from '../../../i18n/areas';
import type { Decoded, ShareProblem } from '../../../share/codec';
import { MAX_SCENARIO_BYTES, readScenarioText } from '../../../share/codec';
import { ProblemBox } from './ProblemBox';
import './share.css';

type Ok = Extract<Decoded, { ok: true }>;

export function ImportPanel({ onOpen }: { onOpen: (d: Ok) => void }) {
  const { t } = useTranslation();
  useAreas('editor');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ShareProblem | null>(null);
  const take = (d: Decoded) => {
    if (d.ok) {
      setProblem(null);
      onOpen(d);
    } else setProblem(d.problem);
  };
  return (
    <details className="share-panel import-panel" data-testid="import-panel">
      <summary>{t('editor.import.summary')}</summary>
      <div className="share-body">
        <label htmlFor={`${id}-file`}>{t('editor.import.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          data-testid="import-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!file) return;
            if (file.size > MAX_SCENARIO_BYTES)
              return setProblem({ code: 'too-big', params: { size: file.size, max: MAX_SCENARIO_BYTES } });
            void file.text().then(
              (s) => take(readScenarioText(s)),
              () => setProblem({ code: 'not-json' }),
            );
          }}
        />
        <label htmlFor={`${id}-text`}>{t('editor.import.paste')}</label>
        <textarea id={`${id}-text`} rows={5} value={text} onChange={(e) => setText(e.target.value)} data-testid="import-text" />
        <p>
          <button type="button" onClick={() => take(readScenarioText(text))} data-testid="import-open">
            {t('editor.import.openPasted')}
          </button>
        </p>
        {problem ? <ProblemBox problem={problem} title={t('editor.import.failed')} onDismiss={() => setProblem(null)} /> : null}
      </div>
    </details>
  );
}

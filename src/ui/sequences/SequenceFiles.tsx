/**
 * Export the sequence as one file, and import one (a file picker or pasted text). A bad file says
 * what is wrong and changes nothing; a good one replaces the sequence here after a confirmation
 * when there is something to replace.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { MAX_SEQUENCE_BYTES, readSequenceText, sequenceText, type SequenceProblem, type SequenceRead } from '../../share/sequence';
import { ConfirmDialog } from '../ConfirmDialog';
import { download } from '../play/share/SharePanel';
import type { Sequence } from '../../share/sequence';
import { SequenceProblemBox } from './SequenceProblemBox';

type Ok = Extract<SequenceRead, { ok: true }>;

/** A file name from the title: letters, digits and dashes only. */
export function fileNameOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `brass-pittsburgh-sequence${slug ? `-${slug}` : ''}.json`;
}

export function SequenceFiles({ sequence, onImport }: { sequence: Sequence; onImport: (read: Ok) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<SequenceProblem | null>(null);
  const [pending, setPending] = useState<Ok | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const take = (r: SequenceRead) => {
    setDone(null);
    if (!r.ok) return setProblem(r.problem);
    setProblem(null);
    if (sequence.items.length > 0) setPending(r);
    else finish(r);
  };
  const finish = (r: Ok) => {
    setPending(null);
    onImport(r);
    setDone(t('sequences.files.imported', { title: r.sequence.title || t('sequences.untitled'), count: r.sequence.items.length }));
  };
  return (
    <section className="sequence-files" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('sequences.files.heading')}</h2>
      <p>
        <button
          type="button"
          data-testid="sequence-export"
          disabled={sequence.items.length === 0}
          onClick={() => download(fileNameOf(sequence.title), sequenceText(sequence))}
        >
          {t('sequences.files.export')}
        </button>
      </p>
      <p className="share-note">{t('sequences.files.format')}</p>
      <label htmlFor={`${id}-file`}>{t('sequences.files.file')}</label>{' '}
      <input
        id={`${id}-file`}
        type="file"
        accept=".json,application/json"
        data-testid="sequence-import-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (!file) return;
          if (file.size > MAX_SEQUENCE_BYTES) return setProblem({ code: 'too-big', params: { size: file.size, max: MAX_SEQUENCE_BYTES } });
          void file.text().then(
            (s) => take(readSequenceText(s)),
            () => setProblem({ code: 'not-json' }),
          );
        }}
      />
      <div className="sequence-paste">
        <label htmlFor={`${id}-text`}>{t('sequences.files.paste')}</label>
        <textarea id={`${id}-text`} rows={4} value={text} onChange={(e) => setText(e.target.value)} data-testid="sequence-import-text" />
        <button type="button" onClick={() => take(readSequenceText(text))} data-testid="sequence-import-open">
          {t('sequences.files.importPasted')}
        </button>
      </div>
      {problem ? (
        <SequenceProblemBox
          problem={problem}
          title={t('sequences.files.failed')}
          after={t('sequences.files.kept')}
          testId="sequence-problem"
        />
      ) : null}
      {done ? <p role="status">{done}</p> : null}
      {pending ? (
        <ConfirmDialog
          title={t('sequences.files.replaceTitle')}
          body={t('sequences.files.replaceBody', { count: sequence.items.length, incoming: pending.sequence.items.length })}
          yes={t('sequences.files.replaceYes')}
          no={t('sequences.files.replaceNo')}
          onYes={() => finish(pending)}
          onNo={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

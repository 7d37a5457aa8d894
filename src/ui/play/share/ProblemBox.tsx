/** What is wrong with a link, a file or a pasted text, in words, and that nothing the user had has changed. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAreas } from '../../../i18n/areas';
import type { ShareProblem } from '../../../share/codec';
import { limitsText, problemLines } from './problemText';
import { langOf } from '../../board/text';

/** The frame every "what is wrong" box shares: the heading, the problem, each error, then what follows (limits, "nothing changed", buttons). */
export function ProblemFrame({
  code,
  title,
  lines,
  testId,
  children,
}: {
  code: string;
  title: string;
  lines: { title: string; errors: string[] };
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="share-problem" role="alert" data-testid={testId} data-code={code}>
      <h2 className="share-problem-title">{title}</h2>
      <p>{lines.title}</p>
      {lines.errors.length > 0 ? (
        <ul>
          {lines.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}

export function ProblemBox({ problem, title, onDismiss }: { problem: ShareProblem; title: string; onDismiss?: () => void }) {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson', 'editor');
  const lines = problemLines(t, problem, langOf(i18n.language));
  const sized = problem.code === 'too-big' || problem.code === 'link-too-long';
  return (
    <ProblemFrame code={problem.code} title={title} lines={lines} testId="share-problem">
      {sized ? <p>{limitsText(t)}</p> : null}
      <p className="share-kept">{t('editor.import.kept')}</p>
      {onDismiss ? (
        <button type="button" onClick={onDismiss}>
          {t('editor.shared.dismiss')}
        </button>
      ) : null}
    </ProblemFrame>
  );
}

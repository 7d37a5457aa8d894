/** What is wrong with a link, a file or a pasted text, in words, and that nothing the user had has changed. */
import { useTranslation } from 'react-i18next';
import { useAreas } from '../../../i18n/areas';
import type { ShareProblem } from '../../../share/codec';
import { limitsText, problemLines } from './problemText';

export function ProblemBox({ problem, title, onDismiss }: { problem: ShareProblem; title: string; onDismiss?: () => void }) {
  const { t } = useTranslation();
  useAreas('board', 'editor');
  const lines = problemLines(t, problem);
  const sized = problem.code === 'too-big' || problem.code === 'link-too-long';
  return (
    <div className="share-problem" role="alert" data-testid="share-problem" data-code={problem.code}>
      <h2 className="share-problem-title">{title}</h2>
      <p>{lines.title}</p>
      {lines.errors.length > 0 ? (
        <ul>
          {lines.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
      {sized ? <p>{limitsText(t)}</p> : null}
      <p className="share-kept">{t('editor.import.kept')}</p>
      {onDismiss ? (
        <button type="button" onClick={onDismiss}>
          {t('editor.shared.dismiss')}
        </button>
      ) : null}
    </div>
  );
}

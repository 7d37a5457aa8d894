/** A sequence problem in words (title, one line per position error) and what happened to the user's data. */
import { useTranslation } from 'react-i18next';
import type { SequenceProblem } from '../../share/sequence';
import { sequenceProblemLines } from './problemText';

export function SequenceProblemBox({
  problem,
  title,
  after,
  testId,
}: {
  problem: SequenceProblem;
  title: string;
  after: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const lines = sequenceProblemLines(t, problem);
  return (
    <div className="share-problem" role="alert" data-testid={testId} data-code={problem.code}>
      <h2 className="share-problem-title">{title}</h2>
      <p>{lines.title}</p>
      {lines.errors.length > 0 ? (
        <ul>
          {lines.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
      <p className="share-kept">{after}</p>
    </div>
  );
}

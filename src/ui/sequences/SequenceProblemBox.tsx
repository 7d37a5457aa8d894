/** A sequence problem in words (title, one line per position error) and what happened to the user's data. */
import { useTranslation } from '../../i18n/useTranslation';
import type { SequenceProblem } from '../../share/sequence';
import { sequenceProblemLines } from './problemText';
import { useAreas } from '../../i18n/areas';
import { langOf } from '../board/text';
import { ProblemFrame } from '../play/share/ProblemBox';

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
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson', 'editor');
  const lines = sequenceProblemLines(t, problem, langOf(i18n.language));
  return (
    <ProblemFrame code={problem.code} title={title} lines={lines} testId={testId}>
      <p className="share-kept">{after}</p>
    </ProblemFrame>
  );
}

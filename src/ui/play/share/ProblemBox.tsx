/** What is wrong with a link, a file or a pasted text, in words, and that nothing the user had has changed. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAreas } from '../../../i18n/areas';
import { Link } from 'wouter';
import { fragmentParams, type LinkRuleset, type ShareProblem } from '../../../share/codec';
import type { LShareProblem } from '../../../share/lancashire';
import { limitsText, problemLines } from './problemText';
import { langOf } from '../../board/text';
import { linkHref } from './links';

/** Each ruleset's sandbox page, where its links open. */
const SANDBOX_PAGE: Record<LinkRuleset, string> = { pittsburgh: '/play', lancashire: '/course/play' };

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

/**
 * `lines`: the problem in words when it is not Pittsburgh's (Lancashire's validator errors). A link of
 * the other ruleset gets a link to that ruleset's sandbox with the same position.
 */
export function ProblemBox({
  problem,
  title,
  onDismiss,
  lines,
}: {
  problem: ShareProblem | LShareProblem;
  title: string;
  onDismiss?: () => void;
  lines?: { title: string; errors: string[] };
}) {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson', 'editor');
  const said = lines ?? problemLines(t, problem as ShareProblem, langOf(i18n.language));
  const sized = problem.code === 'too-big' || problem.code === 'link-too-long';
  const data = problem.code === 'other-ruleset' ? fragmentParams(location.hash).get('p') : null;
  return (
    <ProblemFrame code={problem.code} title={title} lines={said} testId="share-problem">
      {sized ? <p>{limitsText(t)}</p> : null}
      {problem.code === 'other-ruleset' && data ? (
        <p>
          <Link href={linkHref(SANDBOX_PAGE[problem.params.ruleset], data)} data-testid="share-open-there">
            {t('editor.share.openThere', { game: t(`editor.share.game.${problem.params.ruleset}`) })}
          </Link>
        </p>
      ) : null}
      <p className="share-kept">{t('editor.import.kept')}</p>
      {onDismiss ? (
        <button type="button" onClick={onDismiss}>
          {t('editor.shared.dismiss')}
        </button>
      ) : null}
    </ProblemFrame>
  );
}

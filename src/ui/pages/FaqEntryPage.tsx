/** One FAQ entry (/faq/:id): loaded on demand, with the engine's refusal table it lists. */
import { lazy, useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { reasonCodes, reasonFaqs } from '../../engine/rulesets/pittsburgh/reasons';
import { choices, faqById, lessons } from '../content';
import { faqLinks, type FaqPositionLink } from '../faq/links';
import { PositionBoundary } from '../faq/PositionBoundary';
import { NotFoundPage } from './NotFoundPage';
import { ProjectorButton } from '../projector/ProjectorButton';
import { FaqAnswerProjector } from '../faq/FaqAnswerProjector';
import { useAreas } from '../../i18n/areas';
import { EntrySteps, FaqBackLink } from '../search/EntrySteps';
import { LazyPart } from '../LazyPart';

// The board, the engine's validate and the scenarios load only when an entry shows a position.
const FaqPosition = lazy(() => import('../faq/FaqPosition').then((m) => ({ default: m.FaqPosition })));

/** One part of an answer: a heading and its text. */
function Part({ id, heading, text, className }: { id: string; heading: string; text: string; className: string }) {
  return (
    <section className={`faq-part ${className}`} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
    </section>
  );
}

export function FaqEntryPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  useAreas('faqAnswers', 'lesson'); // the refusal texts live with the lessons' texts
  const uid = useId();
  const entry = faqById(id);
  if (!entry) return <NotFoundPage message={t('faq.notFound', { id })} />;
  const key = (part: string) => `faqAnswers.items.${id}.${part}`;
  const has = (part: string) => i18n.exists(key(part));
  const exampleCaption = `faqExamples.look.${id}`;
  const links = faqLinks(id);
  const related = links.lessons.map((l) => ({ id: l, n: lessons.findIndex((x) => x.id === l) + 1 })).filter((l) => l.n > 0);
  const relatedChoices = choices.filter((c) => c.faq.includes(id));
  return (
    <article className="page faq-entry">
      <p className="breadcrumb">
        <FaqBackLink />
      </p>
      <EntrySteps id={id} />
      <h1>{t(`faq.q.${id}`)}</h1>
      <p className="page-ref faq-page-ref">{t('common.page', { page: entry.page })}</p>
      <ProjectorButton />
      {links.position ? null : <FaqAnswerProjector entryId={id} />}
      <Part id={`${uid}-answer`} heading={t('faqAnswers.ui.shortAnswer')} text={t(key('answer'))} className="faq-answer" />
      <Part id={`${uid}-fine`} heading={t('faqAnswers.ui.finePoint')} text={t(key('finePoint'))} className="faq-fine" />
      <Part id={`${uid}-example`} heading={t('faqAnswers.ui.example')} text={t(key('example'))} className="faq-example" />
      {has('open') ? (
        <aside className="faq-open" role="note" aria-labelledby={`${uid}-open`}>
          <h2 id={`${uid}-open`}>{t('faqAnswers.ui.open')}</h2>
          <p>{t(key('open'))}</p>
        </aside>
      ) : null}
      {links.position ? (
        <Position
          entryId={id}
          position={links.position}
          caption={has('look') ? t(key('look')) : i18n.exists(exampleCaption) ? t(exampleCaption) : ''}
          headingId={`${uid}-board`}
        />
      ) : null}
      {related.length > 0 || relatedChoices.length > 0 ? (
        <section aria-labelledby={`${uid}-lessons`}>
          <h2 id={`${uid}-lessons`}>{t('faqAnswers.ui.relatedLessons')}</h2>
          <ul className="faq-related">
            {related.map((l) => (
              <li key={l.id}>
                <span className="lesson-number">{t('lessons.lesson', { n: l.n })}</span>{' '}
                <AppLink to={`/lessons/${l.id}`}>{t(`lessons.items.${l.id}.title`)}</AppLink>
              </li>
            ))}
            {relatedChoices.map((c) => (
              <li key={c.id}>
                <span className="lesson-number">{t('faqAnswers.ui.relatedChoices')}</span>{' '}
                <AppLink to="/choices">{t(`choices.items.${c.id}`)}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Refusals faqId={id} />
    </article>
  );
}

/** The live position: lazy, and a failure to load shows a message instead of breaking the page. */
function Position({
  entryId,
  position,
  caption,
  headingId,
}: {
  entryId: string;
  position: FaqPositionLink;
  caption: string;
  headingId: string;
}) {
  const { t } = useTranslation();
  useAreas('faqAnswers', 'lesson'); // the refusal texts live with the lessons' texts
  return (
    <section className="faq-board" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('faqAnswers.ui.onBoard')}</h2>
      <p>{t(position.action ? 'faqExamples.ui.actionIntro' : 'faqAnswers.ui.onBoardIntro')}</p>
      {caption ? (
        <p className="faq-look">
          <span className="legend-ring" aria-hidden="true" />
          {caption}
        </p>
      ) : null}
      <PositionBoundary
        fallback={
          <p className="faq-position-error" role="alert">
            {t('faqAnswers.ui.loadFailed')}
          </p>
        }
      >
        <LazyPart
          fallback={
            <p className="loading" role="status">
              {t('faqAnswers.ui.loading')}
            </p>
          }
        >
          <FaqPosition
            scenario={position.scenario}
            highlight={position.highlight}
            entryId={entryId}
            look={caption}
            {...(position.action ? { action: position.action } : {})}
          />
        </LazyPart>
      </PositionBoundary>
    </section>
  );
}

/** The engine's refusals tied to this FAQ entry, in the words a learner will see. */
function Refusals({ faqId }: { faqId: string }) {
  const { t } = useTranslation();
  const codes = reasonCodes.filter((c) => reasonFaqs(c).includes(faqId));
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby="refusals-heading">
      <h2 id="refusals-heading">{t('faq.refusalsHeading')}</h2>
      <p>{t('faq.refusalsIntro')}</p>
      <ul className="refusals">
        {codes.map((c) => (
          <li key={c}>{t(`reasons.${c}`)}</li>
        ))}
      </ul>
    </section>
  );
}

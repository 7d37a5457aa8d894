/**
 * An FAQ entry in projector mode: the question as the caption and its answer beside the board. Every
 * entry projects: one with a live position shows its board (FaqProjector passes it in), one without
 * shows its answer in large type where the board would be. Next/Back go to the neighbouring entry.
 * Light (no board, no engine), so the entry page can render it for entries without a position.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { faq } from '../content';
import { ProjectorStage } from '../projector/ProjectorStage';
import { neighbour, type Direction } from '../projector/stepping';
import { useProjector } from '../projector/useProjector';

/** Every FAQ entry, in the FAQ's order: what the projector steps through. */
export const projectedFaqIds: string[] = faq.map((f) => f.id);

export function FaqAnswerProjector({ entryId, board, look }: { entryId: string; board?: ReactNode; look?: string }) {
  const { t } = useTranslation();
  useAreas('faqAnswers', 'presenter');
  const { on, goTo } = useProjector();
  if (!on) return null;
  const next = neighbour(projectedFaqIds, entryId, 1);
  const onStep = (dir: Direction) => {
    const to = neighbour(projectedFaqIds, entryId, dir);
    if (to) goTo(`/faq/${to}`);
  };
  const answer = t(`faqAnswers.items.${entryId}.answer`);
  const answerPart = (
    <section className="projector-answer" aria-label={t('faqAnswers.ui.shortAnswer')}>
      <h3>{t('faqAnswers.ui.shortAnswer')}</h3>
      <p data-testid="projector-answer">{answer}</p>
    </section>
  );
  return (
    <ProjectorStage
      title={board ? t('faqAnswers.ui.onBoard') : t('projector.faqTitle')}
      caption={t(`faq.q.${entryId}`)}
      showing={{ page: 'faq', id: entryId, ...(next ? { next } : {}) }}
      onStep={onStep}
      side={
        board ? (
          <>
            {answerPart}
            {look ? <p>{t('projector.faqLook', { text: look })}</p> : null}
          </>
        ) : undefined
      }
    >
      {board ?? (
        <div className="projector-answer-only">
          {answerPart}
          <section aria-label={t('faqAnswers.ui.finePoint')}>
            <h3>{t('faqAnswers.ui.finePoint')}</h3>
            <p>{t(`faqAnswers.items.${entryId}.finePoint`)}</p>
          </section>
          <section aria-label={t('faqAnswers.ui.example')}>
            <h3>{t('faqAnswers.ui.example')}</h3>
            <p>{t(`faqAnswers.items.${entryId}.example`)}</p>
          </section>
        </div>
      )}
    </ProjectorStage>
  );
}

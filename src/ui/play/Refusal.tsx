/** A refusal in words: the rule, the FAQ entry that explains it and its printed page (as the lesson player shows it). */
import { useTranslation } from 'react-i18next';
import type { Action, Refusal } from '../../engine/index';
import { reasonInfo, type ReasonCode } from '../../engine/reasons';
import { AppLink } from '../AppLink';

export function RefusalText({ refusal, action }: { refusal: Refusal; action?: Action['type'] | undefined }) {
  const { t } = useTranslation();
  const info = reasonInfo(refusal.code as ReasonCode, {
    ...(action ? { action } : {}),
    ...(refusal.params ? { params: refusal.params } : {}),
  });
  return (
    <>
      <p className="panel-rule">
        <strong>{t('lesson.ui.rule')}</strong> {t(`reasons.${refusal.code}`)}
      </p>
      <p>
        <AppLink to={`/faq/${info.faq}`}>{t('lesson.ui.faqLink', { q: t(`faq.q.${info.faq}`) })}</AppLink>{' '}
        <span className="page-ref">{t('common.page', { page: info.page })}</span>
      </p>
    </>
  );
}

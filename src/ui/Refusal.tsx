/**
 * A refusal in words, as the lesson player and the sandbox show it: the rule, the FAQ entry that
 * explains it and its printed page, all from the engine's reasons table.
 */
import { useTranslation } from '../i18n/useTranslation';
import { reasonInfo, type ReasonCode, type Refusal } from '../engine/rulesets/pittsburgh/reasons';
import faqTopics from '../engine/rulesets/pittsburgh/data/faq-topics.json';
import { AppLink } from './AppLink';

/** The FAQ entry and printed page of a refusal. */
export function RuleSource({ refusal, action, faq }: { refusal: Refusal; action?: string | undefined; faq?: string | undefined }) {
  const { t } = useTranslation();
  const info = reasonInfo(refusal.code as ReasonCode, {
    ...(action ? { action } : {}),
    ...(refusal.params ? { params: refusal.params } : {}),
  });
  const entry = faq ?? info.faq;
  const page = faq ? (faqTopics.find((f) => f.id === faq)?.page ?? info.page) : info.page;
  return (
    <>
      <AppLink to={`/faq/${entry}`}>{t('lesson.ui.faqLink', { q: t(`faq.q.${entry}`) })}</AppLink>{' '}
      <span className="page-ref">{t('common.page', { page })}</span>
    </>
  );
}

/** The rule that refuses (`text`: the caller's own words for it), then its FAQ entry and page. */
export function RefusalText({
  refusal,
  action,
  faq,
  text,
}: {
  refusal: Refusal;
  action?: string | undefined;
  faq?: string | undefined;
  text?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="panel-rule">
        <strong>{t('lesson.ui.rule')}</strong> {text ?? t(`reasons.${refusal.code}`)}
      </p>
      <p>
        <RuleSource refusal={refusal} action={action} faq={faq} />
      </p>
    </>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { faqTopics } from './topics';

/** One button per topic (pressed = the filter in force); "All topics" clears it. */
export function TopicFilter({ topic, onChange }: { topic: string | null; onChange: (topic: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="faq-topics">
      <legend>{t('search.topicsLabel')}</legend>
      <button type="button" aria-pressed={topic === null} onClick={() => onChange(null)}>
        {t('search.allTopics')}
      </button>
      {faqTopics.map((x) => (
        <button key={x.id} type="button" aria-pressed={topic === x.id} onClick={() => onChange(topic === x.id ? null : x.id)}>
          {t(`search.topics.${x.id}`)}
        </button>
      ))}
    </fieldset>
  );
}

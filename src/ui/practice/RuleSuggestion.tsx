/**
 * "You were refused most often on: …" (Home and the lesson list, loaded after the first paint: by
 * Home's HomeSaved, by LazyRuleSuggestion on the lesson list): the rule the device counted the most refusals and coach flags on
 * (store/ruleMemory.ts), with its FAQ entry, its first lesson and the practice page. Nothing when
 * nothing was counted; the `practice` strings load only when there is something to say.
 */
import { useState } from 'react';
import { useAreas } from '../../i18n/areas';
import { useTranslation } from '../../i18n/useTranslation';
import { mostMissed, readRuleMemory } from '../../store/ruleMemory';
import { deviceStorage } from '../../store/storage';
import { AppLink } from '../AppLink';
import { faqById, lessons } from '../content';
import { faqLinks } from '../faq/links';

export function RuleSuggestion() {
  const [missed] = useState(() => mostMissed(readRuleMemory(deviceStorage())));
  if (!missed || !faqById(missed.faq)) return null;
  return <Suggestion faq={missed.faq} count={missed.count} />;
}

function Suggestion({ faq, count }: { faq: string; count: number }) {
  useAreas('practice');
  const { t } = useTranslation();
  const lesson = faqLinks(faq).lessons.find((id) => lessons.some((l) => l.id === id));
  return (
    <aside className="rule-suggestion" data-testid="rule-suggestion" data-faq={faq}>
      <p>{t('rulesMemory.mostRefused', { rule: t(`faq.q.${faq}`), count })}</p>
      <p className="actions">
        <AppLink to={`/faq/${faq}`} className="button">
          {t('rulesMemory.readFaq')}
        </AppLink>
        {lesson ? (
          <AppLink to={`/lessons/${lesson}`} className="button">
            {t('rulesMemory.lesson', { title: t(`lessons.items.${lesson}.title`) })}
          </AppLink>
        ) : null}
        <AppLink to={`/practice?rule=${faq}`} className="button primary">
          {t('rulesMemory.practise')}
        </AppLink>
      </p>
    </aside>
  );
}

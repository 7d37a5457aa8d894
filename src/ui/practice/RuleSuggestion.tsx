/**
 * "You were refused most often on: …" (Home and the lesson list): the rule the device counted the
 * most refusals and coach flags on (store/ruleMemory.ts), with its FAQ entry, its first lesson and
 * the practice page. Nothing when nothing was counted. Strings from `core` (no area to load).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { mostMissed, readRuleMemory } from '../../store/ruleMemory';
import { deviceStorage } from '../../store/storage';
import { AppLink } from '../AppLink';
import { faqById, lessons } from '../content';
import { faqLinks } from '../faq/links';

export function RuleSuggestion() {
  const { t } = useTranslation();
  const [missed] = useState(() => mostMissed(readRuleMemory(deviceStorage())));
  if (!missed || !faqById(missed.faq)) return null;
  const lesson = faqLinks(missed.faq).lessons.find((id) => lessons.some((l) => l.id === id));
  return (
    <aside className="rule-suggestion" data-testid="rule-suggestion" data-faq={missed.faq}>
      <p>{t('rulesMemory.mostRefused', { rule: t(`faq.q.${missed.faq}`), count: missed.count })}</p>
      <p className="actions">
        <AppLink to={`/faq/${missed.faq}`} className="button">
          {t('rulesMemory.readFaq')}
        </AppLink>
        {lesson ? (
          <AppLink to={`/lessons/${lesson}`} className="button">
            {t('rulesMemory.lesson', { title: t(`lessons.items.${lesson}.title`) })}
          </AppLink>
        ) : null}
        <AppLink to={`/practice?rule=${missed.faq}`} className="button primary">
          {t('rulesMemory.practise')}
        </AppLink>
      </p>
    </aside>
  );
}

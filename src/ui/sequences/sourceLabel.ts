/** Where a sequence's position came from, in words (lesson and step, FAQ question, choice, editor, sandbox, file). */
import type { TFunction } from 'i18next';
import type { SequenceSource } from '../../share/sequence';
import { choices, faqById, lessons } from '../content';

export function sourceLabel(t: TFunction, source: SequenceSource): string {
  const id = source.id ?? '';
  switch (source.kind) {
    case 'lesson': {
      const n = lessons.findIndex((l) => l.id === id) + 1;
      if (n === 0) return t('sequences.source.file');
      return t('sequences.source.lesson', { n, step: (source.step ?? 0) + 1, title: t(`lessons.items.${id}.title`) });
    }
    case 'faq':
      return faqById(id) ? t('sequences.source.faq', { question: t(`faq.q.${id}`) }) : t('sequences.source.file');
    case 'choice':
      return choices.some((c) => c.id === id)
        ? t('sequences.source.choice', { title: t(`choices.items.${id}`) })
        : t('sequences.source.file');
    default:
      return t(`sequences.source.${source.kind}`);
  }
}

/** The source of a position shown at `location` (the page a teacher adds it from). */
export function sourceAt(location: string, step?: number): SequenceSource {
  const [section = '', id] = location.split('/').filter(Boolean);
  if (section === 'lessons' && id) return { kind: 'lesson', id, ...(step !== undefined ? { step } : {}) };
  if (section === 'faq' && id) return { kind: 'faq', id };
  if (section === 'choices' && id) return { kind: 'choice', id };
  if (section === 'play') return { kind: 'sandbox' };
  if (section === 'editor') return { kind: 'editor' };
  return { kind: 'file' };
}

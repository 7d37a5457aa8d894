/** What is wrong with a sequence file or the saved sequence, in words, naming the item and field. */
import type { TFunction } from 'i18next';
import type { SequenceProblem } from '../../share/sequence';
import { errorText } from '../play/share/problemText';
import type { Lang } from '../board/text';

export function sequenceProblemLines(t: TFunction, p: SequenceProblem, lang: Lang = 'en'): { title: string; errors: string[] } {
  if (p.code === 'invalid-position')
    return {
      title: t('sequences.problem.invalid-position', { item: p.params.item, count: p.errors.length }),
      errors: p.errors.map((e) => errorText(t, e, p.colours, lang)),
    };
  if (p.code === 'bad-field' || p.code === 'too-long') {
    const field = t(`sequences.field.${p.params.field}`);
    const where = p.params.item === undefined ? field : t('sequences.field.ofItem', { field, item: p.params.item });
    return { title: t(`sequences.problem.${p.code}`, { ...p.params, where }), errors: [] };
  }
  return { title: t(`sequences.problem.${p.code}`, 'params' in p ? { ...p.params } : {}), errors: [] };
}

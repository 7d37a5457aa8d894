/** One choice: its position in words, then ChoiceView. Loaded lazily (it pulls the engine, the board and the income track). */
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { choices } from '../content';
import { FaqLinks } from '../pages/FaqLinks';
import { NotFoundPage } from '../pages/NotFoundPage';
import { choiceById } from './choiceData';
import { ChoiceView } from './ChoiceView';
import { useAreas } from '../../i18n/areas';

export function ChoicePage({ id }: { id: string }) {
  const { t } = useTranslation();
  useAreas('choice');
  const entry = choices.find((c) => c.id === id);
  const choice = entry ? choiceById(id) : undefined;
  if (!entry || !choice) return <NotFoundPage message={t('choice.ui.notFound', { id })} />;
  return (
    <article className="page choice-page">
      <p className="breadcrumb">
        <AppLink to="/choices">{t('common.backToList')}</AppLink>
      </p>
      <h1>{t(`choices.items.${id}`)}</h1>
      <p className="lead">{t(`choice.${id}.position`)}</p>
      <ChoiceView choice={choice} />
      <h2 className="choice-rules-heading">{t('choice.ui.readRules')}</h2>
      <FaqLinks ids={entry.faq} />
    </article>
  );
}

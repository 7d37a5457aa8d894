import { useTranslation } from 'react-i18next';
import { Coming } from './Coming';
import { FaqLinks } from './FaqLinks';

export function MatPage() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('mat.heading')}</h1>
      <p className="lead">{t('mat.intro')}</p>
      <Coming />
      <FaqLinks ids={['mat-reachable', 'develop', 'upgrades', 'crown-jewels']} />
    </article>
  );
}

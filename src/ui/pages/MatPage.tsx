import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { IncomeTrackView } from '../mat/IncomeTrack';
import { MatLegend } from '../mat/MatLegend';
import { MatNotes } from '../mat/MatNotes';
import { startingMat } from '../mat/matData';
import { PlayerMatView } from '../mat/PlayerMatView';
import { StartingSupply } from '../mat/StartingSupply';
import { FaqLinks } from './FaqLinks';
import { useAreas } from '../../i18n/areas';

export function MatPage() {
  const { t } = useTranslation();
  useAreas('mat');
  const start = useMemo(() => startingMat(), []);
  return (
    <article className="page mat-page">
      <h1>{t('mat.heading')}</h1>
      <p className="lead">{t('mat.intro')}</p>
      <p className="mat-ringed">
        <span className="legend-ring" aria-hidden="true" /> {t('mat.ringed')}
      </p>
      <p className="mat-scroll-hint">{t('mat.scrollHint')}</p>
      <PlayerMatView mat={start} />
      <MatLegend />
      <MatNotes />
      <StartingSupply />
      <section className="mat-income" aria-labelledby="mat-income-heading">
        <h2 id="mat-income-heading">{t('mat.income.heading')}</h2>
        <p className="mat-rule">{t('mat.income.rule')}</p>
        <p>{t('mat.income.intro')}</p>
        <h3>{t('mat.income.exampleHeading')}</h3>
        <p>{t('mat.income.exampleCaption')}</p>
        <IncomeTrackView from={20} to={14} not={17} />
      </section>
      <FaqLinks ids={['mat-reachable', 'develop', 'upgrades', 'crown-jewels']} />
    </article>
  );
}

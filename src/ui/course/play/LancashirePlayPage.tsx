/** /course/play: a whole game of Brass: Lancashire on the drawn board — setup, then the game (store: createLancashirePlayStore). */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAreas } from '../../../i18n/areas';
import { createLancashirePlayStore, type LancashirePlayStore } from '../../../store/lancashirePlayStore';
import { AppLink } from '../../AppLink';
import '../../play/play.css';
import '../course.css';
import './lplay.css';
import { LGame } from './LGame';
import { LSetup, randomSeed } from './LSetup';

export function LancashirePlayPage() {
  const { t } = useTranslation();
  const [store, setStore] = useState<LancashirePlayStore | null>(null);
  const [seed] = useState(randomSeed);
  useAreas('course', 'lancashire', 'play'); // after every other hook: it may suspend
  return (
    <article className="page lplay-page">
      <h1>{t('pageTitle.coursePlay')}</h1>
      <p className="lead">{t('lplay.intro')}</p>
      {store ? (
        <LGame store={store} onNew={() => setStore(null)} />
      ) : (
        <LSetup initialSeed={seed} onStart={(s) => setStore(createLancashirePlayStore(s))} />
      )}
      <p>
        <AppLink to="/course">{t('nav.course')}</AppLink> · <AppLink to="/compare">{t('nav.compare')}</AppLink>
      </p>
    </article>
  );
}

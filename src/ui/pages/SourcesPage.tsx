import { lazy } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import type { FactStatus } from '../../engine/rulesets/pittsburgh/data/types';
import { StatusMark } from '../StatusMark';
import { LazyPart } from '../LazyPart';

const STATUSES: FactStatus[] = ['read', 'inferred', 'assumed'];
const ASSUMES = ['deck', 'newYork', 'merchants', 'quality', 'balance'] as const;

// The list of open questions reads the FAQ answers, the mat notes and the lesson notes: loaded on demand.
const OpenQuestions = lazy(() => import('./OpenQuestions').then((m) => ({ default: m.OpenQuestions })));

export function SourcesPage() {
  const { t } = useTranslation();
  useAreas('pages'); // this page's texts load with it (after every other hook: it may suspend)
  return (
    <article className="page">
      <h1>{t('pages.sources.heading')}</h1>
      <p className="lead">{t('pages.sources.intro')}</p>
      <p>{t('pages.sources.rulebook')}</p>
      <p>{t('pages.sources.pages')}</p>
      <p>{t('pages.sources.checked')}</p>
      <p>{t('pages.sources.scope')}</p>
      <p>{t('pages.sources.honesty')}</p>
      <h2>{t('pages.sources.legendHeading')}</h2>
      <dl className="legend">
        {STATUSES.map((s) => (
          <div key={s}>
            <dt>
              <StatusMark status={s} />
            </dt>
            <dd>{t(`common.statusHelp.${s}`)}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('pages.sources.assumesHeading')}</h2>
      <ul className="assumes-list">
        {ASSUMES.map((a) => (
          <li key={a} data-assumes={a}>
            <StatusMark status="assumed" /> {t(`pages.sources.assumes.${a}`)}
          </li>
        ))}
      </ul>
      <LazyPart fallback={<p className="loading" role="status" aria-live="polite" />}>
        <OpenQuestions />
      </LazyPart>
      <h2>{t('pages.sources.unofficialHeading')}</h2>
      <p>{t('app.unofficial')}</p>
      <p>{t('pages.sources.noArtwork')}</p>
    </article>
  );
}

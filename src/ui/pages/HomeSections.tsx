/**
 * Home's "What is here": the header's groups, from the same list (nav/siteMap.ts), each section with
 * a line about it. Loaded after the first paint with its strings (the `homeFeatures` area), which the
 * first visit need not carry (npm run size); a pre-rendered Home shows it from its HTML meanwhile.
 */
import { useAreas } from '../../i18n/areas';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { faq } from '../content';
import { SITE_GROUPS } from '../nav/siteMap';

export function HomeSections() {
  const { t } = useTranslation();
  useAreas('homeFeatures');
  return (
    <>
      <h2>{t('homeFeatures.heading')}</h2>
      {SITE_GROUPS.map((g) => (
        <section key={g.key} className="home-group" data-group={g.key} aria-labelledby={`home-group-${g.key}`}>
          <h3 id={`home-group-${g.key}`}>{t(`nav.groups.${g.key}`)}</h3>
          <ul className="cards">
            {g.links.map((l) => (
              <li key={l.to}>
                <AppLink to={l.to}>{t(l.name)}</AppLink>
                <p>{t(l.about, { count: faq.length })}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The link tiles each player starts with (counts read; the types are assumed and shown as such). */
import { useTranslation } from 'react-i18next';
import { StatusMark } from '../StatusMark';
import { LinkFace } from './LinkCard';
import { mat } from './matData';
import { useAreas } from '../../i18n/areas';

export function StartingSupply() {
  const { t } = useTranslation();
  useAreas('mat');
  const s = mat.startingSupply;
  const prov = mat.startingSupplyProvenance;
  return (
    <section className="mat-supply" aria-labelledby="mat-supply-heading">
      <h2 id="mat-supply-heading">
        {t('mat.supply.heading')}
      </h2>
      <p>{t('mat.supply.intro')}</p>
      <ul className="supply-list">
        <li className="supply-group">
          <span className="supply-head">
            <span className="link-swatch link-swatch-lightRail" aria-hidden="true" />
            <strong>{t('mat.supply.lightRails')}</strong> <span className="supply-count">{t('mat.supply.count', { count: s.lightRails })}</span>
          </span>
        </li>
        <li className="supply-group">
          <span className="supply-head">
            <strong>{t('mat.supply.heavyRails')}</strong> <span className="supply-count">{t('mat.supply.count', { count: s.heavyRails.length })}</span>
            {prov ? <StatusMark status={prov.status} /> : null}
          </span>
          <ul>
            {s.heavyRails.map((l, i) => (
              <li key={i}>
                <LinkFace link={l} />
              </li>
            ))}
          </ul>
        </li>
        <li className="supply-group">
          <span className="supply-head">
            <strong>{t('mat.supply.pipelines')}</strong> <span className="supply-count">{t('mat.supply.count', { count: s.pipelines.length })}</span>
            {prov ? <StatusMark status={prov.status} /> : null}
          </span>
          <ul>
            {s.pipelines.map((l, i) => (
              <li key={i}>
                <LinkFace link={l} />
              </li>
            ))}
          </ul>
        </li>
      </ul>
      {prov ? (
        <p className="mat-supply-note">
          <StatusMark status={prov.status} /> {t('mat.supply.note')}
        </p>
      ) : null}
    </section>
  );
}

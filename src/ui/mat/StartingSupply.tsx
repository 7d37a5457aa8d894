/**
 * The link tiles each player starts with. The counts are read; the type of each heavy rail and
 * pipeline has its own status (inferred or assumed), shown next to the tile with the reason below.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { LinkTileSpec, Provenance } from '../../engine/rulesets/pittsburgh/data/types';
import { StatusMark } from '../StatusMark';
import { LinkFace } from './LinkCard';
import { mat } from './matData';
import { useAreas } from '../../i18n/areas';

function SupplyGroup({ label, tiles, statuses }: { label: string; tiles: LinkTileSpec[]; statuses: Provenance[] | undefined }) {
  const { t } = useTranslation();
  return (
    <li className="supply-group">
      <span className="supply-head">
        <strong>{label}</strong> <span className="supply-count">{t('mat.supply.count', { count: tiles.length })}</span>
      </span>
      <ul>
        {tiles.map((l, i) => {
          const status = statuses?.[i]?.status;
          return (
            <li key={i} data-supply-type={l.type}>
              <LinkFace link={l} /> {status && status !== 'read' ? <StatusMark status={status} /> : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

export function StartingSupply() {
  const { t } = useTranslation();
  useAreas('mat');
  const s = mat.startingSupply;
  const types = mat.startingSupplyTypes;
  const tiles = [
    ...s.heavyRails.map((l, i) => ({ l, p: types?.heavyRails[i] })),
    ...s.pipelines.map((l, i) => ({ l, p: types?.pipelines[i] })),
  ];
  return (
    <section className="mat-supply" aria-labelledby="mat-supply-heading">
      <h2 id="mat-supply-heading">{t('mat.supply.heading')}</h2>
      <p>{t('mat.supply.intro')}</p>
      <ul className="supply-list">
        <li className="supply-group">
          <span className="supply-head">
            <span className="link-swatch link-swatch-lightRail" aria-hidden="true" />
            <strong>{t('mat.supply.lightRails')}</strong>{' '}
            <span className="supply-count">{t('mat.supply.count', { count: s.lightRails })}</span>
          </span>
        </li>
        <SupplyGroup label={t('mat.supply.heavyRails')} tiles={s.heavyRails} statuses={types?.heavyRails} />
        <SupplyGroup label={t('mat.supply.pipelines')} tiles={s.pipelines} statuses={types?.pipelines} />
      </ul>
      <p className="mat-supply-note">{t('mat.supply.counts')}</p>
      <ul className="mat-supply-why">
        {tiles.map(({ l, p }, i) =>
          p && p.status !== 'read' ? (
            <li key={i}>
              <StatusMark status={p.status} /> {t(`mat.supply.why.${l.type}`)}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

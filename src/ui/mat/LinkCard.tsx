/** A link place of the mat (heavy rail or pipeline locked between two industries), and a link tile in general. */
import { useTranslation } from '../../i18n/useTranslation';
import type { LinkTileSpec, MatLinkPlace } from '../../engine/rulesets/pittsburgh/data/types';
import { Marks } from './Marks';
import { useOpensFrom } from './TileCard';
import { CubeList, rewardText } from './Values';
import { useAreas } from '../../i18n/areas';

/** What a link tile is and does: kind, then what each barrel pays, what it makes or its special power. */
export function LinkFace({ link }: { link: LinkTileSpec }) {
  const { t } = useTranslation();
  useAreas('mat');
  return (
    <span className="link-face">
      <span className={`link-swatch link-swatch-${link.kind}`} aria-hidden="true" />
      <span className="link-text">
        <strong>{t(`mat.linkKinds.${link.kind}`)}</strong>{' '}
        <span className="link-what">
          {link.perBarrel ? t('mat.perBarrel', { reward: rewardText(t, link.perBarrel) }) : t(`mat.linkTypes.${link.type}`)}
          {link.produces ? (
            <>
              {' '}
              <CubeList cubes={link.produces} />
            </>
          ) : null}
        </span>
      </span>
    </span>
  );
}

export function LinkCard({ place, gone }: { place: MatLinkPlace; gone?: boolean }) {
  const { t } = useTranslation();
  useAreas('mat');
  const opens = useOpensFrom(place.id);
  return (
    <li className={`mat-place mat-link${gone ? ' is-gone' : ''}`} data-place={place.id} id={`mat-place-${place.id}`}>
      <LinkFace link={place.link} />
      <span className="link-marks">
        <Marks provenance={place.provenance} kind="places" noteKey={place.id} />
        {gone ? <span className="state-badge state-empty">{t('mat.state.inSupply')}</span> : null}
      </span>
      <span className="visually-hidden">
        {opens} {t('mat.linkUnlock')}
      </span>
    </li>
  );
}

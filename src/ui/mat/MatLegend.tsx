/** The key to the tile cards: one small picture per kind of value, then the arrows and the ring. */
import { useTranslation } from '../../i18n/useTranslation';
import { CubeIcon, LinkIcon, StarIcon, VpIcon } from '../icons';
import { Repeat } from './glyphs';
import { Cubes } from './Values';
import { useAreas } from '../../i18n/areas';

export function MatLegend() {
  const { t } = useTranslation();
  useAreas('mat');
  return (
    <section className="mat-legend" aria-labelledby="mat-legend-heading">
      <h2 id="mat-legend-heading">{t('mat.legend.heading')}</h2>
      <dl>
        <div>
          <dt>
            <span className="copy-dots" aria-hidden="true">
              <span className="dot" />
              <span className="dot" />
            </span>
          </dt>
          <dd>{t('mat.legend.copies')}</dd>
        </div>
        <div>
          <dt>
            <span className="legend-key">{t('mat.cost')}</span>
          </dt>
          <dd>{t('mat.legend.cost')}</dd>
        </div>
        <div>
          <dt>
            <Cubes good="coal" count={2} />
          </dt>
          <dd>{t('mat.legend.produces')}</dd>
        </div>
        <div>
          <dt>
            <span className="legend-key">{t('mat.flips.onSale')}</span>
          </dt>
          <dd>{t('mat.legend.flip')}</dd>
        </div>
        <div>
          <dt>
            <span className="tile-vp" aria-hidden="true">
              <VpIcon className="mat-icon" />
              <span>5</span>
            </span>
          </dt>
          <dd>{t('mat.legend.vp')}</dd>
        </div>
        <div>
          <dt>
            <span className="tile-links" aria-hidden="true">
              <Repeat n={2}>
                <LinkIcon className="mat-icon" />
              </Repeat>
            </span>
          </dt>
          <dd>{t('mat.legend.links')}</dd>
        </div>
        <div>
          <dt>
            <span className="tile-stars" aria-hidden="true">
              <StarIcon className="mat-icon" />
            </span>
          </dt>
          <dd>{t('mat.legend.stars')}</dd>
        </div>
        <div>
          <dt>
            <span className="tile-oil" aria-hidden="true">
              <CubeIcon good="oil" className="mat-icon" />
            </span>
          </dt>
          <dd>{t('mat.legend.oil')}</dd>
        </div>
        <div>
          <dt>
            <svg className="legend-arrow" width="44" height="16" aria-hidden="true">
              <path d="M 2 8 H 34" />
              <path d="M 32 3 L 42 8 L 32 13 z" className="arrow-head" />
            </svg>
          </dt>
          <dd>{t('mat.legend.arrow')}</dd>
        </div>
        <div>
          <dt>
            <svg className="legend-arrow is-doubtful" width="44" height="16" aria-hidden="true">
              <path d="M 2 8 H 34" />
              <path d="M 32 3 L 42 8 L 32 13 z" className="arrow-head arrow-head-doubt" />
            </svg>
          </dt>
          <dd>{t('mat.legend.doubtful')}</dd>
        </div>
        <div>
          <dt>
            <span className="legend-ring" aria-hidden="true" />
          </dt>
          <dd>{t('mat.legend.ring')}</dd>
        </div>
      </dl>
    </section>
  );
}

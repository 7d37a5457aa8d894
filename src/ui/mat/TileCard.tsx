/** One industry place of the mat, drawn as a card: what it costs, makes, pays and scores. */
import { useTranslation } from '../../i18n/useTranslation';
import type { MatTilePlace } from '../../engine/rulesets/pittsburgh/data/types';
import { CubeIcon, LinkIcon, StarIcon, VpIcon } from '../icons';
import { Repeat, TileIcon } from './glyphs';
import { Marks } from './Marks';
import { placeById, placeNameKey, placeQualifierKey, predecessors, roman } from './matData';
import { Cash, CubeList, IncomeCost, RewardView } from './Values';
import { useAreas } from '../../i18n/areas';

export type PlaceState = 'reachable' | 'empty' | 'waiting' | undefined;

/** "Opens when Coal mine I is empty." — the arrows of the picture, in words. */
export function useOpensFrom(id: string): string {
  const { t } = useTranslation();
  useAreas('mat');
  const from = predecessors.get(id) ?? [];
  if (from.length === 0) return t('mat.bottom');
  const names = from.map((f) => placeLabel(t, f));
  return t('mat.opensFrom', { places: names.join(t('mat.opensFromOr')) });
}

type T = (key: string, vars?: Record<string, unknown>) => string;

/** A place's name for sentences: "Coal mine I", "Pipeline (3 VP per barrel)". */
export function placeLabel(t: T, id: string): string {
  const p = placeById(id);
  if (!p) return id;
  if (p.node === 'link') return t(`mat.linkKinds.${p.link.kind}`);
  const q = placeQualifierKey(p);
  return `${t(placeNameKey(p))} ${roman(p.level)}${q ? ` (${t(q)})` : ''}`;
}

function Copies({ place, left }: { place: MatTilePlace; left: number | undefined }) {
  const { t } = useTranslation();
  useAreas('mat');
  const label = left === undefined ? t('mat.copies', { count: place.copies }) : t('mat.copiesLeft', { left, count: place.copies });
  return (
    <span className="tile-copies">
      <span role="img" aria-label={label} className="copy-dots">
        {Array.from({ length: place.copies }, (_, i) => (
          <span key={i} className={left === undefined || i < left ? 'dot' : 'dot dot-gone'} />
        ))}
      </span>
      <Marks provenance={place.copiesProvenance} kind="copies" noteKey={place.id} />
    </span>
  );
}

function Vp({ place }: { place: MatTilePlace }) {
  const { t } = useTranslation();
  useAreas('mat');
  const vp = place.vp;
  if (vp.kind === 'fixed')
    return (
      <span className="tile-vp" aria-label={t('mat.vp.fixed', { vp: vp.vp })} role="img">
        <VpIcon className="mat-icon" />
        <span aria-hidden="true">{vp.vp}</span>
      </span>
    );
  if (vp.kind === 'unknown')
    return (
      <span className="tile-vp tile-vp-unknown" aria-label={t('mat.vp.unknown')} role="img">
        <VpIcon className="mat-icon" />
        <span aria-hidden="true">?</span>
      </span>
    );
  return (
    <span className="tile-vp tile-vp-rule">
      <VpIcon className="mat-icon" />
      {vp.kind === 'emptyMatPlaces' ? t('mat.vp.emptyMatPlaces') : t('mat.vp.perHeavyRailBuilt', { vp: vp.vp })}
    </span>
  );
}

function FlipReward({ place }: { place: MatTilePlace }) {
  const { t } = useTranslation();
  useAreas('mat');
  const special = ['generator', 'skyscraper'].includes(place.industry) ? t(`mat.special.${place.industry}`) : null;
  if (place.flipReward.length === 0 && !special) return <span className="mat-none">{t('mat.noReward')}</span>;
  return (
    <>
      {place.flipReward.map((r, i) => (
        <RewardView key={i} reward={r} />
      ))}
      {special ? <span className="mat-special">{special}</span> : null}
    </>
  );
}

/** A lesson's pick on this tile: a button on the card (pressed once picked). */
export interface TilePick {
  picked: boolean;
  shown?: boolean;
  /** Refused: the click only says why (aria-disabled, faint). */
  refused?: boolean;
  label: string;
  /** Called with the tile's place id. */
  onPick: (id: string) => void;
}

export function TileCard({ place, left, state, pick }: { place: MatTilePlace; left?: number; state?: PlaceState; pick?: TilePick }) {
  const { t } = useTranslation();
  useAreas('mat');
  const opens = useOpensFrom(place.id);
  const q = placeQualifierKey(place);
  const hasProduce = Object.values(place.produces).some((n) => (n ?? 0) > 0);
  const cls = [
    'mat-place',
    'mat-tile',
    `industry-${place.industry}`,
    state ? `is-${state}` : '',
    pick ? 'is-pickable' : '',
    pick?.picked ? 'is-picked' : '',
    pick?.shown ? 'is-shown' : '',
    pick?.refused ? 'is-refused' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={cls} data-place={place.id} id={`mat-place-${place.id}`}>
      <div className="tile-head">
        <TileIcon place={place} />
        <span className="tile-name">
          {t(placeNameKey(place))}
          {q ? <span className="tile-qualifier"> ({t(q)})</span> : null}
        </span>
        <span className="tile-level" title={t('mat.levelLabel', { level: place.level })}>
          {roman(place.level)}
        </span>
      </div>
      <div className="tile-sub">
        <Copies place={place} left={left} />
        <Marks provenance={place.provenance} kind="places" noteKey={place.id} />
        {state === 'reachable' ? <span className="state-badge state-reachable">{t('mat.state.reachable')}</span> : null}
        {state === 'empty' ? <span className="state-badge state-empty">{t('mat.state.empty')}</span> : null}
      </div>
      <dl className="tile-facts">
        <div>
          <dt>{t('mat.cost')}</dt>
          <dd>
            {place.cost.cash > 0 ? <Cash amount={place.cost.cash} /> : null}
            <CubeList cubes={place.cost.cubes} />
            {place.cost.incomeLevels !== 0 ? <IncomeCost levels={place.cost.incomeLevels} /> : null}
            {place.cost.cash === 0 && Object.keys(place.cost.cubes).length === 0 && place.cost.incomeLevels === 0 ? (
              <span className="mat-none">{t('mat.free')}</span>
            ) : null}
          </dd>
        </div>
        {hasProduce ? (
          <div>
            <dt>{t('mat.produces')}</dt>
            <dd>
              <CubeList cubes={place.produces} />
              {place.industry === 'oilCity' ? <span className="mat-special">{t('mat.special.oilCity')}</span> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t(`mat.flips.${place.flips}`)}</dt>
          <dd>
            <FlipReward place={place} />
          </dd>
        </div>
      </dl>
      <div className="tile-score">
        <Vp place={place} />
        {place.linkIcons > 0 ? (
          <span className="tile-links" role="img" aria-label={t('mat.linkIcons', { count: place.linkIcons })}>
            <Repeat n={place.linkIcons}>
              <LinkIcon className="mat-icon" />
            </Repeat>
          </span>
        ) : null}
        {place.stars > 0 ? (
          <span className="tile-stars" role="img" aria-label={t('mat.stars', { count: place.stars })}>
            <Repeat n={place.stars}>
              <StarIcon className="mat-icon" />
            </Repeat>
          </span>
        ) : null}
        {place.oilToSell > 0 ? (
          <span className="tile-oil" role="img" aria-label={t('mat.oilToSell', { count: place.oilToSell })}>
            <Repeat n={place.oilToSell}>
              <CubeIcon good="oil" className="mat-icon" />
            </Repeat>
          </span>
        ) : null}
      </div>
      {place.era || place.upgrades || place.needsPipedOilField ? (
        <ul className="tile-rules">
          {place.era ? <li className="tile-era">{t('mat.era', { era: place.era })}</li> : null}
          {place.upgrades?.map((k) => (
            <li key={k}>{t('mat.upgrades', { kind: t(`mat.kinds.${k}`).toLocaleLowerCase() })}</li>
          ))}
          {place.needsPipedOilField ? <li>{t('mat.pipedField')}</li> : null}
        </ul>
      ) : null}
      <span className="visually-hidden">{opens}</span>
      {pick ? (
        <button
          type="button"
          className="mat-pick"
          aria-pressed={pick.picked}
          aria-disabled={pick.refused ? true : undefined}
          aria-label={pick.label}
          data-pick={place.id}
          onClick={() => pick.onPick(place.id)}
        >
          {t(pick.refused ? 'mat.whyNotTile' : pick.picked ? 'mat.pickedTile' : 'mat.pickTile')}
        </button>
      ) : null}
    </li>
  );
}

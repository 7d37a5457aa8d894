import type { ReactNode } from 'react';
import type { Board, City, Location, MerchantLocation, SpaceIcon } from '../../engine/rulesets/pittsburgh/data/types';
import { IndustryGlyph, LinkGlyph } from '../icons';
import type { Box, PlateLayout } from './layout';
import { LabelAt } from './Label';
import { useIconNames } from './iconNames';
import type { LabelSpot } from './labelPlacement';
import { AssumedOutline, AssumedTag } from './Marks';
import { CITY_FILL, INK, MERCHANT_EDGE, MERCHANT_FILL, MERCHANT_INK, NAVY, SPACE_EDGE, SPACE_FILL } from './style';

/** An industry space: a square with one symbol, or two split by a diagonal. `glyph` draws a symbol (each game has its own set). */
export function Space<K extends string>({
  box,
  icons,
  glyph,
}: {
  box: Box;
  icons: readonly K[];
  glyph: (kind: K, x: number, y: number, size: number) => ReactNode;
}) {
  const [a, b] = icons;
  return (
    <g>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx="4" fill={SPACE_FILL} stroke={SPACE_EDGE} strokeWidth="1" />
      {a && !b ? glyph(a, box.x + 5, box.y + 5, box.w - 10) : null}
      {a && b ? (
        <>
          <path d={`M${box.x + 3} ${box.y + box.h - 3}L${box.x + box.w - 3} ${box.y + 3}`} stroke={SPACE_EDGE} strokeWidth="1" />
          {glyph(a, box.x + 1.5, box.y + 1.5, box.w / 2 + 1)}
          {glyph(b, box.x + box.w / 2 - 2.5, box.y + box.h / 2 - 2.5, box.w / 2 + 1)}
        </>
      ) : null}
    </g>
  );
}

export function CityPlate({
  city,
  layout,
  label,
  tagged,
}: {
  city: City;
  layout: PlateLayout;
  label: LabelSpot | undefined;
  tagged: boolean;
}) {
  const p = layout.plate;
  const assumed = city.provenance.status === 'assumed';
  const names = useIconNames();
  const industryGlyph = (kind: SpaceIcon, x: number, y: number, size: number) => (
    <IndustryGlyph kind={kind} x={x} y={y} size={size} title={names.industry(kind)} />
  );
  return (
    <g data-location={city.id}>
      {assumed ? <AssumedOutline x={p.x} y={p.y} w={p.w} h={p.h} r={6} /> : null}
      <rect className="bm-plate" x={p.x} y={p.y} width={p.w} height={p.h} rx="6" fill={CITY_FILL} stroke={NAVY} strokeWidth="1.6" />
      {layout.spaces.map((s) => {
        const space = city.spaces.find((sp) => sp.id === s.id);
        return space ? <Space key={s.id} box={s.box} icons={space.icons} glyph={industryGlyph} /> : null;
      })}
      {label ? <LabelAt spot={label} colour={INK} /> : null}
      {assumed && tagged ? <AssumedTag x={p.x + p.w / 2} y={p.y + p.h + 9} /> : null}
    </g>
  );
}

export function MerchantPlate({
  merchant,
  layout,
  label,
  tagged,
}: {
  merchant: MerchantLocation;
  layout: PlateLayout;
  label: LabelSpot | undefined;
  tagged: boolean;
}) {
  const p = layout.plate;
  const assumed = merchant.provenance.status === 'assumed';
  return (
    <g data-location={merchant.id}>
      {assumed ? <AssumedOutline x={p.x} y={p.y} w={p.w} h={p.h} r={12} /> : null}
      <rect
        className="bm-plate"
        x={p.x}
        y={p.y}
        width={p.w}
        height={p.h}
        rx="12"
        fill={MERCHANT_FILL}
        stroke={MERCHANT_EDGE}
        strokeWidth="1.6"
      />
      {layout.slot ? (
        <rect
          x={layout.slot.x}
          y={layout.slot.y}
          width={layout.slot.w}
          height={layout.slot.h}
          rx="5"
          fill="#fbf6ea"
          stroke={MERCHANT_EDGE}
          strokeWidth="1.2"
          strokeDasharray="4 3"
        />
      ) : null}
      {layout.linkIcons.map((at, i) => (
        <LinkGlyph key={i} x={at.x} y={at.y} size={17} />
      ))}
      {label ? <LabelAt spot={label} colour={MERCHANT_INK} italic /> : null}
      {assumed && tagged ? <AssumedTag x={p.x + p.w / 2} y={p.y + p.h + 9} /> : null}
    </g>
  );
}

/** The plates of the board, each with its name at the spot placeLabels chose (`labels`, by location id). */
export function Plates({ board, plates, labels }: { board: Board; plates: Map<string, PlateLayout>; labels: Map<string, LabelSpot> }) {
  const tagged = board.provenance.status !== 'assumed';
  return (
    <g className="bm-places">
      {board.locations.map((loc: Location) => {
        const layout = plates.get(loc.id);
        if (!layout) return null;
        return loc.kind === 'city' ? (
          <CityPlate key={loc.id} city={loc} layout={layout} label={labels.get(loc.id)} tagged={tagged} />
        ) : (
          <MerchantPlate key={loc.id} merchant={loc} layout={layout} label={labels.get(loc.id)} tagged={tagged} />
        );
      })}
    </g>
  );
}

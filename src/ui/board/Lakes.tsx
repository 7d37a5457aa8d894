import { WATER, WATER_EDGE } from './style';

/** Background water, loosely placed to make the schematic read as the Great Lakes region (decoration only). */
export function Lakes() {
  return (
    <g className="bm-water" fill={WATER} stroke={WATER_EDGE} strokeWidth="1.5" aria-hidden="true">
      {/* Lake Michigan */}
      <path d="M150 0h70c8 40 4 80-10 112-10 22-32 36-52 30-16-6-22-30-20-56 2-30 8-56 12-86Z" />
      {/* Lake Huron */}
      <path d="M372 0h118c6 28-6 52-30 66-22 12-38 36-52 44-20 10-36-4-40-26-4-26 2-56 4-84Z" />
      {/* Lake Erie */}
      <path d="M408 222c40-8 82-24 124-48 40-22 80-46 118-58 22-6 32 8 18 20-30 24-70 44-112 66-42 22-90 40-132 44-24 2-38-18-16-24Z" />
      {/* Lake Ontario */}
      <path d="M690 40c40-14 90-22 140-20 38 2 60 8 60 18 0 12-30 16-66 18-46 2-90 4-124 0-20-2-26-10-10-16Z" />
      {/* The Atlantic */}
      <path d="M1000 300c-20 30-26 70-18 110 8 40 2 80-18 118-18 34-30 70-34 110l-2 62h72Z" />
    </g>
  );
}

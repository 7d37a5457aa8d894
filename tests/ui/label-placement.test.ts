/**
 * The board's names (src/ui/board/labelPlacement.ts): on both boards, in both languages, at the normal
 * and the projector's size, no name covers another name, a plate with its spaces, an oilfield, a
 * market, a corner panel, an icon printed on a line or an "assumed" tag, and none leaves the map; a
 * link tile's owner disc sits clear of the names; the kept choices (label-choices.json) are the search's own answers. The rendered boxes are checked in
 * the browser (e2e/projector.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { board2, board34 } from '../../src/engine/rulesets/pittsburgh/data';
import type { Box } from '../../src/ui/board/layout';
import { boardLayout } from '../../src/ui/board/layout';
import { chooseLabels, choiceKey, placeLabels, placeLinkDiscs, printedThings } from '../../src/ui/board/labelPlacement';
import choices from '../../src/ui/board/label-choices.json';
import { TEXT_SCALES } from '../../src/ui/board/textScale';

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0;

/** Lines and pipeline routes so short that the names beside their ends leave no room for a disc on them or beside them (a known limit, listed so it cannot grow unseen). */
const FILLED: Record<string, string[]> = {
  'three-four:en:1': ['bethlehem~philadelphia', 'bradford-olean>wilkes-barre-scranton'],
  'three-four:en:1.17': ['bethlehem~philadelphia', 'venango>cleveland', 'venango>erie'],
  'three-four:zh:1': ['bethlehem~philadelphia'],
  'three-four:zh:1.17': ['bethlehem~philadelphia'],
  'two:en:1': ['bradford-olean>wilkes-barre-scranton'],
  'two:en:1.17': ['venango>cleveland', 'venango>erie'],
};

const combos = [board34, board2].flatMap((board) =>
  (['en', 'zh'] as const).flatMap((lang) => TEXT_SCALES.map((scale) => ({ board, lang, scale }))),
);

describe.each(combos)('$board.id, $lang, scale $scale', ({ board, lang, scale }) => {
  const layout = boardLayout(board);
  const labels = [...placeLabels(board, layout, lang, scale)];

  it('every place and oilfield has its name', () => {
    expect(labels.map(([id]) => id).sort()).toEqual([...board.locations.map((l) => l.id), ...board.oilFields.map((f) => f.id)].sort());
  });

  it('no name covers another name or anything printed on the board, and none leaves the map', () => {
    const printed = printedThings(board, layout);
    const covered: string[] = [];
    labels.forEach(([id, spot], i) => {
      for (const b of spot.boxes) {
        for (const t of printed) if (overlap(b, t)) covered.push(`${id} × ${t.what ?? '?'}`);
        for (const [other, o] of labels.slice(i + 1)) if (o.boxes.some((ob) => overlap(b, ob))) covered.push(`${id} × name of ${other}`);
        if (b.x < 0 || b.y < 0 || b.x + b.w > board.viewBox.width || b.y + b.h > board.viewBox.height) covered.push(`${id} leaves the map`);
      }
    });
    expect(covered).toEqual([]);
  });

  it('a link tile shows its owner disc clear of every name, but on the few short lines the names fill', () => {
    const discs = placeLinkDiscs(board, layout, new Map(labels));
    expect(discs.size).toBe(board.lines.length + board.pipelineRoutes.length);
    const covered = [...discs].flatMap(([route, p]) =>
      labels.filter(([, spot]) => spot.boxes.some((b) => overlap(b, { x: p.x - 11, y: p.y - 11, w: 22, h: 22 }))).map(() => route),
    );
    expect([...new Set(covered)].sort()).toEqual(FILLED[choiceKey(board, lang, scale)] ?? []);
  });

  it('the kept choices are the search’s answers (npm run label-choices rewrites them)', () => {
    expect((choices as Record<string, unknown>)[choiceKey(board, lang, scale)]).toEqual(chooseLabels(board, layout, lang, scale));
  });
});

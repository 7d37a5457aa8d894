/** Lancashire data: the facts the rules file lists, each with its provenance; the reasons translated in both languages. */
import { describe, expect, it } from 'vitest';
import { board, game, stackSize, tiles, KINDS } from '../../../src/engine/rulesets/lancashire/data/index.ts';
import { lancashireReasonCodes, lancashireReasons } from '../../../src/engine/rulesets/lancashire/reasons.ts';
import en from '../../../src/i18n/locales/en/lancashire.json';
import zh from '../../../src/i18n/locales/zh/lancashire.json';

const STATUSES = ['read', 'inferred', 'assumed'];

describe('Lancashire data', () => {
  it('36 links: 22 canal and rail, 1 canal only, 13 rail only, every end a known location', () => {
    const known = new Set([...board.locations.map((l) => l.id), ...board.external.map((e) => e.id)]);
    const kinds = (k: string) => board.links.filter((l) => l.kinds.join('+') === k).length;
    expect(board.links).toHaveLength(36);
    expect([kinds('canal+rail'), kinds('canal'), kinds('rail')]).toEqual([22, 1, 13]);
    expect(board.links.flatMap((l) => l.ends).filter((e) => !known.has(e))).toEqual([]);
  });

  it('19 locations with 43 spaces, 6 external locations (3 with the trade icon)', () => {
    expect(board.locations).toHaveLength(19);
    expect(board.locations.reduce((n, l) => n + l.spaces.length, 0)).toBe(43);
    expect(board.external).toHaveLength(6);
    expect(
      board.external
        .filter((e) => e.trade)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['midlands', 'scotland', 'yorkshire']);
  });

  it('per player: 12 cotton mills, 8 ports, 6 shipyards, 4 iron works, 7 coal mines', () => {
    expect(KINDS.map((k) => [k, stackSize(k)])).toEqual([
      ['cotton', 12],
      ['coal', 7],
      ['iron', 4],
      ['port', 8],
      ['shipyard', 6],
    ]);
  });

  it('every board, tile and game fact carries a status; the cotton II disagreement is marked', () => {
    const provs = [
      board.provenance,
      board.virtualLink.provenance,
      ...board.locations.flatMap((l) => l.spaces.map((s) => s.provenance)),
      ...board.external.map((e) => e.provenance),
      ...board.links.map((l) => l.provenance),
      ...KINDS.flatMap((k) => tiles.kinds[k].map((t) => t.provenance)),
      ...Object.values(game).map((f) => f.provenance),
    ];
    expect(provs.filter((p) => !STATUSES.includes(p.status))).toEqual([]);
    expect(tiles.kinds.cotton.find((t) => t.level === 2)?.provenance.conflict).toBe(true);
    // No source gives the demand tracks' start: a teaching value, marked as such.
    expect(game.demandStart.provenance.status).toBe('assumed');
    expect(game.distantMarket.provenance.conflict).toBe(true);
  });

  it('Distant Market tiles per player count: 12 / 10 / 8', () => {
    const t = game.distantMarket.value.tiles;
    expect([t['4'].length, t['3'].length, t['2'].length]).toEqual([12, 10, 8]);
  });

  it('every refusal code and section is translated in both languages', () => {
    for (const code of lancashireReasonCodes) {
      expect(en.lancashire.reasons).toHaveProperty(code);
      expect(zh.lancashire.reasons).toHaveProperty(code);
    }
    for (const { section } of Object.values(lancashireReasons)) {
      expect(en.lancashire.sections).toHaveProperty(section);
      expect(zh.lancashire.sections).toHaveProperty(section);
    }
    expect(Object.keys(en.lancashire.reasons).sort()).toEqual(Object.keys(zh.lancashire.reasons).sort());
  });
});

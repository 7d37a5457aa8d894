import { describe, expect, it } from 'vitest';
import {
  board2,
  board34,
  boardForPlayers,
  cardsForPlayers,
  deck,
  incomeTrack,
  lineBetween,
  locationById,
  mat,
  matPlace,
  merchantTiles,
  oilFieldTiles,
  qualityTiles,
} from '../../src/engine/rulesets/pittsburgh/data/index.ts';
import componentsData from '../../content/components.json' with { type: 'json' };
import type {
  Board,
  City,
  IncomeTrack,
  MatTilePlace,
  Provenance,
  Reward,
  SpaceIcon,
} from '../../src/engine/rulesets/pittsburgh/data/types.ts';

const ICON: Record<string, SpaceIcon> = {
  C: 'coal',
  I: 'ironSteel',
  K: 'kerosene',
  M: 'manufacturing',
  A: 'automobile',
  S: 'skyscraper',
};

/** The board sheet's table (shared/rules/pittsburgh-board.md), in its order. New York is assumed. */
const SHEET_SPACES: Record<string, string> = {
  saginaw: 'M+A, C, C',
  detroit: 'M+K, I+K, A',
  'chicago-whiting': 'S+K, S, M+K, I',
  toledo: 'M+K, I+K, A',
  cleveland: 'S+K, M+A, I+K',
  erie: 'A, I+M',
  buffalo: 'M+K, I, M+K',
  rochester: 'M, I+M',
  'wilkes-barre-scranton': 'C, C, C',
  bethlehem: 'I+C, I+M',
  harrisburg: 'C, I+C',
  pittsburgh: 'C, M+K, I+M, I+C, M+K',
  columbus: 'M+C, C',
  indianapolis: 'A, M',
  clarksburg: 'C, C, I+C',
  baltimore: 'M+K, I+K, M+K',
  philadelphia: 'K+A, I+M, S',
};

const SHEET_LINES: [string, string, Reward | null][] = [
  ['saginaw', 'chicago-whiting', { kind: 'income', spaces: 2 }],
  ['saginaw', 'detroit', null],
  ['detroit', 'toledo', null],
  ['detroit', 'canada', { kind: 'whiskey', amount: 1 }],
  ['chicago-whiting', 'toledo', null],
  ['chicago-whiting', 'eads-bridge', null],
  ['chicago-whiting', 'indianapolis', null],
  ['eads-bridge', 'indianapolis', { kind: 'develop', count: 1 }],
  ['toledo', 'cleveland', null],
  ['canada', 'buffalo', null],
  ['buffalo', 'rochester', { kind: 'develop', count: 1 }],
  ['buffalo', 'erie', null],
  ['buffalo', 'wilkes-barre-scranton', null],
  ['erie', 'cleveland', null],
  ['cleveland', 'columbus', null],
  ['cleveland', 'pittsburgh', null],
  ['columbus', 'indianapolis', null],
  ['columbus', 'pittsburgh', { kind: 'whiskey', amount: 1 }],
  ['columbus', 'cincinnati', null],
  ['indianapolis', 'cincinnati', { kind: 'whiskey', amount: 1 }],
  ['cincinnati', 'clarksburg', null],
  ['cincinnati', 'the-south', null],
  ['pittsburgh', 'clarksburg', null],
  ['pittsburgh', 'harrisburg', null],
  ['clarksburg', 'baltimore', null],
  ['baltimore', 'the-south', null],
  ['baltimore', 'philadelphia', null],
  ['harrisburg', 'bethlehem', { kind: 'income', spaces: 3 }],
  ['harrisburg', 'philadelphia', { kind: 'develop', count: 1 }],
  ['wilkes-barre-scranton', 'bethlehem', null],
  ['bethlehem', 'philadelphia', null],
];

const SHEET_ROUTES: [string, string, number][] = [
  ['trenton', 'chicago-whiting', 0],
  ['trenton', 'indianapolis', 2],
  ['lima-findlay', 'toledo', 1],
  ['lima-findlay', 'cleveland', 1],
  ['venango', 'erie', 2],
  ['venango', 'cleveland', 0],
  ['venango', 'pittsburgh', 1],
  ['bradford-olean', 'buffalo', 1],
  ['bradford-olean', 'wilkes-barre-scranton', 1],
  ['macksburg-burning-springs', 'pittsburgh', 1],
  ['macksburg-burning-springs', 'clarksburg', 1],
];

const STATUSES = ['read', 'inferred', 'assumed'];

/** Every Provenance object anywhere inside a value, with its JSON path. */
function provenances(value: unknown, path = '$'): [string, Provenance][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => provenances(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const out: [string, Provenance][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (/[pP]rovenance$/.test(k)) out.push([`${path}.${k}`, v as Provenance]);
    out.push(...provenances(v, `${path}.${k}`));
  }
  return out;
}

function dupes(ids: string[]): string[] {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

function levelOf(track: IncomeTrack, space: number): number | undefined {
  const band = track.bands.find((b) => space >= b.firstSpace && space <= b.lastSpace);
  if (!band) return undefined;
  return band.firstLevel + Math.floor((space - band.firstSpace) / band.spacesPerLevel);
}

function highestSpaceOf(track: IncomeTrack, level: number): number {
  let best = -1;
  for (let s = 0; s <= 99; s++) if (levelOf(track, s) === level) best = s;
  return best;
}

const DATA = { board34, board2, mat, incomeTrack, oilFieldTiles, merchantTiles, qualityTiles, deck };

describe('provenance everywhere', () => {
  const all = provenances(DATA);
  it('finds provenance objects', () => {
    expect(all.length).toBeGreaterThan(100);
  });
  it.each(all)('%s has a valid status, and a note when assumed or in conflict', (_path, p) => {
    expect(STATUSES).toContain(p.status);
    if (p.status === 'assumed' || p.conflict) expect(p.note?.trim().length ?? 0).toBeGreaterThan(10);
  });
  it('keeps the known conflicts visible', () => {
    const conflicted = all.filter(([, p]) => p.conflict).map(([path]) => path);
    const m = (id: string) => mat.places.findIndex((p) => p.id === id);
    for (const id of ['manufacturer-2', 'manufacturer-4', 'manufacturer-5', 'skyscraper-lower', 'skyscraper-upper']) {
      expect(conflicted).toContain(`$.mat.places[${m(id)}].provenance`);
    }
  });
});

function boardChecks(name: string, board: Board) {
  describe(`${name} board integrity`, () => {
    const locIds = board.locations.map((l) => l.id);
    const fieldIds = board.oilFields.map((f) => f.id);

    it('has no duplicate ids', () => {
      expect(dupes([...locIds, ...fieldIds])).toEqual([]);
      expect(dupes(board.lines.map((l) => l.id))).toEqual([]);
      expect(dupes(board.pipelineRoutes.map((r) => r.id))).toEqual([]);
      expect(dupes(board.markets.map((m) => m.id))).toEqual([]);
      const spaceIds = board.locations.flatMap((l) => (l.kind === 'city' ? l.spaces.map((s) => s.id) : []));
      expect(dupes(spaceIds)).toEqual([]);
    });

    it('uses kebab-case ids', () => {
      for (const id of [...locIds, ...fieldIds]) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    });

    it('has lines between existing locations, ids "a~b" sorted, no duplicates of a pair', () => {
      for (const l of board.lines) {
        expect(locIds).toContain(l.a);
        expect(locIds).toContain(l.b);
        expect(l.a < l.b).toBe(true);
        expect(l.id).toBe(`${l.a}~${l.b}`);
      }
    });

    it('has pipeline routes from existing oil fields to existing locations', () => {
      for (const r of board.pipelineRoutes) {
        expect(fieldIds).toContain(r.field);
        expect(locIds).toContain(r.location);
        expect(r.id).toBe(`${r.field}>${r.location}`);
        expect(r.barrels).toBeGreaterThanOrEqual(0);
      }
      for (const f of fieldIds) expect(board.pipelineRoutes.some((r) => r.field === f)).toBe(true);
    });

    it('has markets on existing locations', () => {
      for (const m of board.markets) {
        expect(locIds).toContain(m.locationId);
        expect(m.price).toBeGreaterThan(0);
      }
    });

    it('names every place in both languages', () => {
      for (const x of [...board.locations, ...board.oilFields, ...board.markets]) {
        expect(x.names.en.length).toBeGreaterThan(0);
        expect(x.names.zh).toMatch(/[\u4e00-\u9fff]/);
      }
    });

    it('keeps everything inside the view box, locations at least 80 apart, oil fields at least 60 from anything', () => {
      const pts = [
        ...board.locations.map((l) => ({ id: l.id, at: l.at, field: false })),
        ...board.oilFields.map((f) => ({ id: f.id, at: f.at, field: true })),
      ];
      for (const p of pts) {
        expect(p.at.x).toBeGreaterThanOrEqual(0);
        expect(p.at.x).toBeLessThanOrEqual(board.viewBox.width);
        expect(p.at.y).toBeGreaterThanOrEqual(0);
        expect(p.at.y).toBeLessThanOrEqual(board.viewBox.height);
      }
      for (let i = 0; i < pts.length; i++) {
        for (let j = i + 1; j < pts.length; j++) {
          const a = pts[i]!;
          const b = pts[j]!;
          const d = Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y);
          const min = a.field || b.field ? 60 : 80;
          expect(d, `${a.id} – ${b.id}`).toBeGreaterThanOrEqual(min);
        }
      }
    });

    it('places every merchant tile on a merchant location', () => {
      const holders = board.locations.filter((l) => l.kind === 'merchant' && !l.linkOnly);
      const tiles = merchantTiles.filter((t) => board.id !== 'two' || !t.removedForTwoPlayers);
      expect(holders.length).toBe(tiles.length);
      const fields = oilFieldTiles.filter((t) => board.id !== 'two' || !t.removedForTwoPlayers);
      expect(board.oilFields.length).toBe(fields.length);
    });

    it('has every location reachable by rail', () => {
      const seen = new Set([locIds[0]!]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const l of board.lines) {
          if (seen.has(l.a) !== seen.has(l.b)) {
            seen.add(l.a);
            seen.add(l.b);
            grew = true;
          }
        }
      }
      expect([...seen].sort()).toEqual([...locIds].sort());
    });
  });
}

boardChecks('3–4 player', board34);
boardChecks('2-player', board2);

describe('3–4 player board matches the board sheet', () => {
  it.each(Object.entries(SHEET_SPACES))('%s has the spaces %s', (id, spec) => {
    const city = locationById(board34, id);
    expect(city?.kind).toBe('city');
    const c = city as City;
    const expected = spec.split(',').map((part, i) => ({
      id: `${id}-${i + 1}`,
      icons: part
        .trim()
        .split('+')
        .map((ch) => ICON[ch]),
    }));
    expect(c.spaces).toEqual(expected);
    expect(c.provenance.status).toBe('read');
  });

  it('has exactly the sheet cities plus an assumed New York with iron/steel and manufacturing spaces', () => {
    const cities = board34.locations.filter((l): l is City => l.kind === 'city').map((c) => c.id);
    expect(cities.sort()).toEqual([...Object.keys(SHEET_SPACES), 'new-york'].sort());
    const ny = locationById(board34, 'new-york') as City;
    expect(ny.provenance.status).toBe('assumed');
    expect(ny.spaces.some((s) => s.icons.includes('ironSteel'))).toBe(true);
    expect(ny.spaces.some((s) => s.icons.includes('manufacturing'))).toBe(true);
  });

  it('has the merchants with their link icons', () => {
    const m = (id: string) => locationById(board34, id);
    expect(m('canada')).toMatchObject({ kind: 'merchant', linkIcons: 3 });
    expect(m('eads-bridge')).toMatchObject({ kind: 'merchant', linkIcons: 3 });
    expect(m('cincinnati')).toMatchObject({ kind: 'merchant', linkIcons: 3 });
    expect(m('the-south')).toMatchObject({ kind: 'merchant', linkIcons: 2 });
    expect(m('the-atlantic')?.provenance.status).toBe('assumed');
  });

  it.each(SHEET_LINES)('has the line %s – %s with its bonus', (a, b, bonus) => {
    const line = lineBetween(board34, a, b);
    expect(line).toBeDefined();
    expect(line?.bonus ?? null).toEqual(bonus);
    expect(line?.provenance.status).toBe('read');
  });

  it('has only sheet lines plus assumed lines to New York and the east merchant', () => {
    const sheet = new Set(SHEET_LINES.map(([a, b]) => lineBetween(board34, a, b)?.id));
    for (const l of board34.lines.filter((x) => !sheet.has(x.id))) {
      expect(l.provenance.status).toBe('assumed');
      expect([l.a, l.b].some((id) => id === 'new-york' || id === 'the-atlantic')).toBe(true);
    }
    for (const other of ['rochester', 'wilkes-barre-scranton', 'bethlehem']) {
      expect(lineBetween(board34, 'new-york', other)).toBeDefined();
    }
  });

  it('has the 11 pipeline routes with their barrels', () => {
    expect(board34.pipelineRoutes.map((r) => [r.field, r.location, r.barrels])).toEqual(SHEET_ROUTES);
    expect(board34.oilFields.map((f) => f.id).sort()).toEqual([
      'bradford-olean',
      'lima-findlay',
      'macksburg-burning-springs',
      'trenton',
      'venango',
    ]);
  });

  it('puts each oil field near the locations its routes reach', () => {
    for (const f of board34.oilFields) {
      for (const r of board34.pipelineRoutes.filter((x) => x.field === f.id)) {
        const loc = locationById(board34, r.location)!;
        expect(Math.hypot(loc.at.x - f.at.x, loc.at.y - f.at.y), r.id).toBeLessThan(200);
      }
    }
  });

  it('has the six markets as printed', () => {
    const summary = board34.markets.map((m) => ({
      at: m.locationId,
      price: m.price,
      stock: m.stock.map((s) => [s.resource, s.slots, s.vpPerSlot, s.atSetup]),
    }));
    const ci = [
      ['coal', 3, 0, 'full'],
      ['iron', 3, 0, 'full'],
    ];
    const sc = [
      ['steel', 2, 0, 'full'],
      ['coke', 2, 4, 1],
    ];
    expect(summary).toEqual([
      { at: 'toledo', price: 4, stock: ci },
      { at: 'wilkes-barre-scranton', price: 2, stock: ci },
      { at: 'clarksburg', price: 3, stock: ci },
      { at: 'canada', price: 6, stock: sc },
      { at: 'eads-bridge', price: 5, stock: sc },
      { at: 'philadelphia', price: 4, stock: sc },
    ]);
    for (const m of board34.markets) for (const s of m.stock) expect(s.provenance?.status).toBe('inferred');
  });

  it('has Vanderbilt prices and quality slots', () => {
    expect(board34.vanderbilt.price).toEqual({ coal: 7, iron: 7, steel: 10, coke: 10 });
    expect(board34.qualitySlots).toEqual([5, 6, 7]);
  });
});

describe('2-player teaching board', () => {
  it('is marked assumed and lacks Saginaw, Chicago and Columbus; has The West and a link-only Toledo', () => {
    expect(board2.provenance.status).toBe('assumed');
    for (const id of ['saginaw', 'chicago-whiting', 'columbus']) expect(locationById(board2, id)).toBeUndefined();
    expect(locationById(board2, 'the-west')).toMatchObject({ kind: 'merchant', linkIcons: 3 });
    expect(locationById(board2, 'toledo')).toMatchObject({ kind: 'merchant', linkIcons: 2, linkOnly: true });
    const at = (loc: string) => board2.markets.find((m) => m.locationId === loc)?.price;
    expect([at('cleveland'), at('clarksburg'), at('the-west'), at('canada')]).toEqual([4, 3, 5, 6]);
    expect(board2.qualitySlots[0]).toBe(4);
  });
  it('is chosen for 2 players', () => {
    expect(boardForPlayers(2)).toBe(board2);
    expect(boardForPlayers(3)).toBe(board34);
    expect(boardForPlayers(4)).toBe(board34);
  });
});

describe('player mat', () => {
  const ids = mat.places.map((p) => p.id);
  const tiles = mat.places.filter((p): p is MatTilePlace => p.node === 'tile');

  it('has unique place ids and edges between existing places', () => {
    expect(dupes(ids)).toEqual([]);
    for (const e of mat.edges) {
      expect(ids).toContain(e.from);
      expect(ids).toContain(e.to);
    }
    expect(dupes(mat.edges.map((e) => `${e.from}>${e.to}`))).toEqual([]);
  });

  it('is acyclic', () => {
    const state = new Map<string, 'open' | 'done'>();
    const visit = (id: string): boolean => {
      if (state.get(id) === 'done') return true;
      if (state.get(id) === 'open') return false;
      state.set(id, 'open');
      for (const e of mat.edges.filter((x) => x.from === id)) if (!visit(e.to)) return false;
      state.set(id, 'done');
      return true;
    };
    for (const id of ids) expect(visit(id), id).toBe(true);
  });

  it('has exactly the five path bottoms without incoming edges', () => {
    const bottoms = ['kerosene-2', 'coal-mine-1', 'manufacturer-1', 'coke-works-1', 'steel-works-1'];
    const noIncoming = ids.filter((id) => !mat.edges.some((e) => e.to === id));
    expect(noIncoming.sort()).toEqual([...bottoms].sort());
    for (const p of mat.paths ?? []) expect(bottoms).toContain(p.places[0]);
    expect((mat.paths ?? []).flatMap((p) => p.places).sort()).toEqual([...ids].sort());
  });

  it('has every tile place of the facts table, with per-colour copies', () => {
    const levels = tiles.map((t) => `${t.industry}:${t.level}`);
    for (const x of [
      'kerosene:2',
      'kerosene:3',
      'kerosene:4',
      'oilCity:5',
      'coalMine:1',
      'coalMine:2',
      'coalMine:3',
      'generator:4',
      'manufacturer:1',
      'manufacturer:2',
      'manufacturer:3',
      'manufacturer:4',
      'manufacturer:5',
      'automobilePlant:6',
      'locomotiveWorks:7',
      'cokeWorks:1',
      'cokeWorks:2',
      'steelWorks:1',
      'steelWorks:2',
      'steelWorks:4',
    ]) {
      expect(levels).toContain(x);
    }
    const copies = (k: string) => tiles.filter((t) => t.industry === k).reduce((n, t) => n + t.copies, 0);
    expect({
      kerosene: copies('kerosene'),
      oilCity: copies('oilCity'),
      coalMine: copies('coalMine'),
      generator: copies('generator'),
      manufacturer: copies('manufacturer'),
      locomotiveWorks: copies('locomotiveWorks'),
      cokeWorks: copies('cokeWorks'),
      automobilePlant: copies('automobilePlant'),
      steelWorks: copies('steelWorks'),
      skyscraper: copies('skyscraper'),
    }).toEqual({
      kerosene: 7,
      oilCity: 1,
      coalMine: 5,
      generator: 1,
      manufacturer: 8,
      locomotiveWorks: 1,
      cokeWorks: 3,
      automobilePlant: 3,
      steelWorks: 5,
      skyscraper: 2,
    });
  });

  it('keeps values the seed lessons rely on', () => {
    expect(matPlace('kerosene-2')).toMatchObject({
      cost: { cash: 11, cubes: { coal: 1 }, incomeLevels: -1 },
      vp: { kind: 'fixed', vp: 4 },
    });
    expect(matPlace('coal-mine-1')).toMatchObject({ cost: { cash: 5, cubes: { iron: 1 } }, produces: { coal: 3 }, vp: { vp: 1 } });
    expect(matPlace('manufacturer-1')).toMatchObject({ cost: { cash: 12, cubes: {} }, flipReward: [{ kind: 'income', spaces: 4 }] });
    expect(matPlace('link-coke-pipeline-cash10')).toMatchObject({ link: { type: 'cash', perBarrel: { kind: 'cash', amount: 10 } } });
    expect(matPlace('steel-works-1')).toMatchObject({ produces: { iron: 3, steel: 1 }, era: 1 });
  });

  it('has consistent tile fields', () => {
    for (const t of tiles) {
      expect(t.cost.incomeLevels, t.id).toBeLessThanOrEqual(0);
      if (t.upgrades) expect(t.upgrades.length).toBeGreaterThan(0);
      if (t.flips === 'whenEmptied')
        expect(
          Object.values(t.produces).some((n) => (n ?? 0) > 0),
          t.id,
        ).toBe(true);
      if (t.flips === 'onSale') expect(['kerosene', 'manufacturing', 'automobile'], t.id).toContain(t.spaceIcon);
      expect(t.spaceIcon === null).toBe(t.industry === 'oilCity');
    }
    expect((matPlace('generator-4') as MatTilePlace).upgrades).toEqual(['coalMine']);
    expect((matPlace('coke-works-1') as MatTilePlace).upgrades).toEqual(['coalMine']);
    expect((matPlace('manufacturer-5') as MatTilePlace).upgrades).toEqual(['manufacturer']);
    expect((matPlace('locomotive-works-7') as MatTilePlace).upgrades).toEqual(['manufacturer']);
    expect((matPlace('oil-city-5') as MatTilePlace).needsPipedOilField).toBe(true);
  });

  it('has a starting supply of 9 light rails, 2 heavy rails, 2 pipelines; every pipeline kind exists', () => {
    expect(mat.startingSupply.lightRails).toBe(9);
    expect(mat.startingSupply.heavyRails).toHaveLength(2);
    expect(mat.startingSupply.pipelines).toHaveLength(2);
    const pipes = [
      ...mat.startingSupply.pipelines,
      ...mat.places.flatMap((p) => (p.node === 'link' && p.link.kind === 'pipeline' ? [p.link] : [])),
    ];
    expect(new Set(pipes.map((p) => p.type))).toEqual(new Set(['income', 'cash', 'vp', 'reserve']));
    for (const p of pipes) expect(p.type === 'reserve' ? p.perBarrel === undefined : p.perBarrel !== undefined).toBe(true);
  });
});

describe('income track', () => {
  it('covers spaces 0..99 with no gaps or overlaps', () => {
    const bands = [...incomeTrack.bands].sort((a, b) => a.firstSpace - b.firstSpace);
    expect(bands[0]!.firstSpace).toBe(0);
    expect(bands.at(-1)!.lastSpace).toBe(99);
    for (let i = 1; i < bands.length; i++) {
      expect(bands[i]!.firstSpace).toBe(bands[i - 1]!.lastSpace + 1);
      // levels continue too
      const prev = bands[i - 1]!;
      expect(levelOf(incomeTrack, bands[i]!.firstSpace)).toBe(levelOf(incomeTrack, prev.lastSpace)! + 1);
    }
    for (let s = 0; s <= 99; s++) expect(levelOf(incomeTrack, s)).toBeDefined();
  });
  it('maps the checked spaces', () => {
    expect(levelOf(incomeTrack, 20)).toBe(5);
    expect(highestSpaceOf(incomeTrack, 2)).toBe(14);
    expect(levelOf(incomeTrack, 14)).toBe(2);
    expect(levelOf(incomeTrack, 10)).toBe(0);
    expect(levelOf(incomeTrack, 0)).toBe(-10);
    expect(levelOf(incomeTrack, 99)).toBe(30);
    expect(highestSpaceOf(incomeTrack, 30) - highestSpaceOf(incomeTrack, 29)).toBe(3);
    expect(levelOf(incomeTrack, incomeTrack.startSpace)).toBe(0);
    expect(levelOf(incomeTrack, incomeTrack.bankruptcySpace)).toBe(0);
    expect([incomeTrack.minLevel, incomeTrack.maxLevel]).toEqual([-10, 30]);
  });
});

describe('tiles', () => {
  it('has 5 oil-field tiles as read, one removed for 2 players', () => {
    expect(oilFieldTiles.map((t) => [t.reveal, t.nextEraOil])).toEqual([
      [[{ kind: 'cash', amount: 8 }], 1],
      [[{ kind: 'income', spaces: 3 }], 1],
      [[{ kind: 'whiskey', amount: 1 }], 2],
      [[{ kind: 'income', spaces: 2 }], 2],
      [[{ kind: 'develop', count: 1 }], 3],
    ]);
    expect(oilFieldTiles.filter((t) => t.removedForTwoPlayers).map((t) => t.nextEraOil)).toEqual([3]);
  });
  it('has 5 merchant tiles, the $15 one removed for 2 players, back faces keep the icons', () => {
    expect(merchantTiles).toHaveLength(5);
    const removed = merchantTiles.filter((t) => t.removedForTwoPlayers);
    expect(removed.map((t) => t.front.bonus)).toEqual([[{ kind: 'cash', amount: 15 }]]);
    for (const t of merchantTiles) expect(t.back.icons).toEqual(t.front.icons);
  });
  it('has 6 quality tiles, 3 of them read', () => {
    expect(qualityTiles).toHaveLength(6);
    expect(qualityTiles.filter((t) => t.provenance.status === 'read')).toHaveLength(3);
  });
  it('has unique tile ids', () => {
    expect(dupes([...oilFieldTiles, ...merchantTiles, ...qualityTiles].map((t) => t.id))).toEqual([]);
  });
});

describe('teaching deck', () => {
  it('has 64 cards with unique ids, marked assumed', () => {
    expect(deck.cards).toHaveLength(64);
    expect(dupes(deck.cards.map((c) => c.id))).toEqual([]);
    expect(deck.provenance.status).toBe('assumed');
  });
  it('names a city of the 3–4 board on every location card, and a board-2 city when used with 2 players', () => {
    for (const c of deck.cards) {
      if (c.kind === 'location') {
        expect(locationById(board34, c.location ?? '')?.kind, c.id).toBe('city');
        if (c.minPlayers === 2) expect(locationById(board2, c.location ?? '')?.kind, c.id).toBe('city');
        expect(c.industry).toBeUndefined();
      } else {
        expect(['coal', 'ironSteel', 'kerosene', 'manufacturing', 'automobile', 'skyscraper']).toContain(c.industry);
        expect(c.location).toBeUndefined();
      }
    }
  });
  it('has a location card for every city and filters by player count', () => {
    for (const l of board34.locations.filter((x) => x.kind === 'city')) {
      expect(
        deck.cards.some((c) => c.location === l.id),
        l.id,
      ).toBe(true);
    }
    expect(cardsForPlayers(2).length).toBeLessThan(cardsForPlayers(3).length);
    expect(cardsForPlayers(3).length).toBeLessThan(cardsForPlayers(4).length);
    expect(cardsForPlayers(4)).toHaveLength(64);
  });
  it('gives 16 cards per player, so that every era lasts 8 rounds: 32, 48 and 64 cards', () => {
    // era 1: 8 in hand + 1 hidden + 7 drawn = 1 (round 1) + 7 × 2 (rounds 2–8) + 1 hidden; era 2: 8 rounds × 2
    for (const n of [2, 3, 4] as const) expect(cardsForPlayers(n)).toHaveLength(16 * n);
    expect(deck.provenance.note).toMatch(/16 cards/);
  });
});

describe('link tiles per colour: a visible count conflict', () => {
  const heavyOnMat = mat.places.filter((p) => p.node === 'link' && p.link.kind === 'heavyRail').length;
  const pipesOnMat = mat.places.filter((p) => p.node === 'link' && p.link.kind === 'pipeline').length;
  const s = mat.startingSupply;
  const inData = s.lightRails + s.heavyRails.length + heavyOnMat + s.pipelines.length + pipesOnMat;
  it('the data counts 9 light + 7 heavy + 6 pipelines = 22; the component list 84 / 4 = 21; marked as a conflict', () => {
    expect([s.lightRails, s.heavyRails.length + heavyOnMat, s.pipelines.length + pipesOnMat]).toEqual([9, 7, 6]);
    expect(inData).toBe(22);
    expect(mat.linkTilesInComponentList).toBe(21);
    expect(mat.linkTilesProvenance?.conflict).toBe(true);
    expect(mat.linkTilesProvenance?.note).toMatch(/22.*21/s);
  });
  it('the Components page shows the same figures with its conflict mark', () => {
    const links = componentsData.components.find((c) => c.id === 'links') as { count: number; conflict?: boolean; inData?: number };
    expect(links.count).toBe(4 * (mat.linkTilesInComponentList ?? 0));
    expect(links.conflict).toBe(true);
    expect(links.inData).toBe(inData);
  });
});

/**
 * ScenarioSetup (untrusted JSON) → GameState, or the list of everything wrong with it.
 * Never throws, whatever the input.
 */
import type { Good, MatTilePlace, Resource } from '../data/types.ts';
import type { RulesContext, RulesData } from '../context.ts';
import { contextFor } from '../context.ts';
import type { BoardId, GameState, MerchantState, OilFieldState, PlacedIndustry, PlacedLink, PlayerState, RuleOptions } from '../state.ts';
import { defaultRuleOptions } from '../state.ts';
import { Checker } from './checks.ts';
import type { SetupError } from './format.ts';
import { knownTile, linkSpec, readPlayer, takePlacedFromSupply } from './players.ts';
import { unlockLinks } from '../rules/mat.ts';

export type ValidateResult = { ok: true; state: GameState } | { ok: false; errors: SetupError[] };

const GOODS: Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

function readCubes(c: Checker, v: unknown, path: string, allowed: readonly string[] = GOODS): Partial<Record<Good, number>> {
  const out: Partial<Record<Good, number>> = {};
  for (const [k, n] of Object.entries(c.optObj(v, path) ?? {})) {
    if (!allowed.includes(k)) c.err(`${path}.${k}`, 'unknown-resource', { resource: k });
    else {
      const x = c.count(n, `${path}.${k}`, 0);
      if (x > 0) out[k as Good] = x;
    }
  }
  return out;
}

function readIndustries(c: Checker, ctx: RulesContext, raw: unknown, colours: Set<string>): PlacedIndustry[] {
  const out: PlacedIndustry[] = [];
  (c.optArr(raw, 'industries') ?? []).forEach((r, i) => {
    const path = `industries[${i}]`;
    const o = c.obj(r, path);
    if (!o) return;
    const owner = c.str(o.owner, `${path}.owner`);
    if (owner !== undefined && !colours.has(owner)) c.err(`${path}.owner`, 'unknown-player', { colour: owner });
    const placeId = c.str(o.place, `${path}.place`);
    const tile = placeId ? ctx.places.get(placeId) : undefined;
    if (placeId && !tile) c.err(`${path}.place`, 'unknown-mat-place', { place: placeId });
    if (tile && tile.node !== 'tile') c.err(`${path}.place`, 'not-an-industry-tile', { place: tile.id });
    const t = tile?.node === 'tile' ? tile : undefined;
    let space = c.optStr(o.space, `${path}.space`);
    const city = c.optStr(o.city, `${path}.city`);
    if (space === undefined && city === undefined) c.err(`${path}.space`, 'missing-field');
    if (space === undefined && city !== undefined) {
      const loc = ctx.locations.get(city);
      if (!loc || loc.kind !== 'city') c.err(`${path}.city`, 'unknown-city', { city });
      else if (t) {
        const free = loc.spaces.filter((sp) => tileFitsSite(ctx, t, sp.id) && !out.some((x) => x.space === sp.id));
        free.sort((a, b) => a.icons.length - b.icons.length);
        space = free[0]?.id;
        if (!space) c.err(`${path}.city`, 'no-free-space', { city, place: t.id });
      }
    }
    if (space !== undefined) {
      const info = ctx.spaces.get(space);
      if (!info && !ctx.oilFields.has(space)) c.err(`${path}.space`, 'unknown-space', { space });
      else if (out.some((x) => x.space === space)) c.err(`${path}.space`, 'space-taken', { space });
      else if (t && !tileFitsSite(ctx, t, space)) c.err(`${path}.space`, 'icon-mismatch', { space, place: t.id });
    }
    const flipped = c.bool(o.flipped, `${path}.flipped`, false);
    const cubes = o.cubes === undefined ? (flipped || !t ? {} : { ...t.produces }) : readCubes(c, o.cubes, `${path}.cubes`);
    if (owner && t && space) out.push({ owner, place: t.id, space, flipped, cubes });
  });
  return out;
}

function readLinks(c: Checker, ctx: RulesContext, raw: unknown, colours: Set<string>): PlacedLink[] {
  const out: PlacedLink[] = [];
  (c.optArr(raw, 'links') ?? []).forEach((r, i) => {
    const path = `links[${i}]`;
    const o = c.obj(r, path);
    if (!o) return;
    const owner = c.str(o.owner, `${path}.owner`);
    if (owner !== undefined && !colours.has(owner)) c.err(`${path}.owner`, 'unknown-player', { colour: owner });
    const kind = c.str(o.kind, `${path}.kind`);
    if (kind !== undefined && kind !== 'lightRail' && kind !== 'heavyRail' && kind !== 'pipeline') {
      c.err(`${path}.kind`, 'unknown-link-type', { kind });
      return;
    }
    const route = c.str(o.route, `${path}.route`);
    if (route !== undefined) {
      const ok = kind === 'pipeline' ? ctx.routes.has(route) : ctx.lines.has(route);
      if (!ok) c.err(`${path}.route`, 'unknown-line', { route });
      else if (out.some((l) => l.route === route)) c.err(`${path}.route`, 'line-taken', { route });
    }
    if (!owner || !kind || !route) return;
    const link: PlacedLink = { owner, kind, route };
    if (kind !== 'lightRail') {
      const whole = typeof o.type === 'object' && o.type !== null;
      const type = whole ? o.type : (c.optStr(o.type, `${path}.type`) ?? (kind === 'heavyRail' ? 'whiskey' : 'income'));
      // a tile written out whole must be one of the game's own tiles
      const spec = whole ? knownTile(ctx, type) : linkSpec(ctx, kind, type);
      if (!spec || spec.kind !== kind)
        return c.err(`${path}.type`, 'unknown-link-type', { type: whole ? JSON.stringify(type) : String(type) });
      link.type = spec.type;
      link.spec = { ...spec };
      const cubes = o.cubes === undefined ? { ...(spec.produces ?? {}) } : readCubes(c, o.cubes, `${path}.cubes`);
      if (Object.keys(cubes).length > 0) link.cubes = cubes;
    }
    out.push(link);
  });
  return out;
}

function readMarkets(c: Checker, ctx: RulesContext, raw: unknown): GameState['markets'] {
  const out: GameState['markets'] = {};
  for (const m of ctx.board.markets) {
    out[m.id] = {};
    for (const st of m.stock) out[m.id]![st.resource] = st.atSetup === 'full' ? st.slots : st.atSetup;
  }
  for (const [id, v] of Object.entries(c.optObj(raw, 'markets') ?? {})) {
    const m = ctx.markets.get(id);
    if (!m) {
      c.err(`markets.${id}`, 'unknown-market', { market: id });
      continue;
    }
    const cubes = readCubes(
      c,
      v,
      `markets.${id}`,
      m.stock.map((s) => s.resource),
    );
    for (const [res, n] of Object.entries(cubes)) {
      const slots = m.stock.find((s) => s.resource === res)?.slots ?? 0;
      if ((n ?? 0) > slots) c.err(`markets.${id}.${res}`, 'market-over-capacity', { value: n ?? 0, slots });
      out[id]![res as Resource] = n ?? 0;
    }
    for (const st of m.stock)
      if (!(st.resource in cubes) && (v as Record<string, unknown>)?.[st.resource] !== undefined) out[id]![st.resource] = 0;
  }
  return out;
}

function readBoardState(c: Checker, ctx: RulesContext, o: Record<string, unknown>) {
  const merchants: Record<string, MerchantState> = {};
  for (const [loc, v] of Object.entries(c.optObj(o.merchants, 'merchants') ?? {})) {
    const l = ctx.locations.get(loc);
    if (!l || l.kind !== 'merchant') c.err(`merchants.${loc}`, 'unknown-merchant-location', { location: loc });
    const m = c.obj(v, `merchants.${loc}`);
    const tile = m ? c.str(m.tile, `merchants.${loc}.tile`) : undefined;
    if (tile !== undefined && !ctx.merchantTiles.has(tile)) c.err(`merchants.${loc}.tile`, 'unknown-merchant-tile', { tile });
    if (m && tile) merchants[loc] = { tile, faceUp: c.bool(m.faceUp, `merchants.${loc}.faceUp`, true) };
  }
  const oilFields: Record<string, OilFieldState> = {};
  for (const f of ctx.oilFields) oilFields[f] = { tile: null, revealed: false, oil: 0, pendingOil: 0 };
  for (const [id, v] of Object.entries(c.optObj(o.oilFields, 'oilFields') ?? {})) {
    if (!ctx.oilFields.has(id)) {
      c.err(`oilFields.${id}`, 'unknown-oil-field', { field: id });
      continue;
    }
    const f = c.obj(v, `oilFields.${id}`) ?? {};
    const tile = f.tile === null || f.tile === undefined ? null : (c.str(f.tile, `oilFields.${id}.tile`) ?? null);
    if (tile !== null && !ctx.oilTiles.has(tile)) c.err(`oilFields.${id}.tile`, 'unknown-oil-tile', { tile });
    oilFields[id] = {
      tile,
      revealed: c.bool(f.revealed, `oilFields.${id}.revealed`, false),
      oil: c.count(f.oil, `oilFields.${id}.oil`, 0),
      pendingOil: c.count(f.pendingOil, `oilFields.${id}.pendingOil`, 0),
    };
  }
  const quality: (string | null)[] = [];
  (c.optArr(o.quality, 'quality') ?? []).forEach((q, i) => {
    if (q === null) return void quality.push(null);
    const id = c.str(q, `quality[${i}]`);
    if (id !== undefined && !ctx.qualityTiles.has(id)) c.err(`quality[${i}]`, 'unknown-quality-tile', { tile: id });
    quality.push(id ?? null);
  });
  return { merchants, oilFields, quality };
}

function readOptions(c: Checker, raw: unknown): RuleOptions {
  const opts: RuleOptions = { ...defaultRuleOptions };
  for (const [k, v] of Object.entries(c.optObj(raw, 'options') ?? {})) {
    if (
      k === 'resourceHeavyRailBeforeIndustries' ||
      k === 'pipelineEndInNetwork' ||
      k === 'oilFromOwnHeavyTrain' ||
      k === 'replacementTakesLineBonus' ||
      k === 'oilCityOnReservePipeline'
    )
      opts[k] = c.bool(v, `options.${k}`, opts[k]);
    else if (k === 'developSource') {
      if (v !== 'network') c.err(`options.${k}`, 'wrong-type', { expected: 'network' });
    } else c.err(`options.${k}`, 'unknown-option', { option: k });
  }
  return opts;
}

/** Where a position may show this tile: a space showing its icon, or (Oil City) an oil field. The editor offers exactly these sites. */
export function tileFitsSite(ctx: RulesContext, t: MatTilePlace, site: string): boolean {
  const info = ctx.spaces.get(site);
  if (info) return t.spaceIcon != null && info.space.icons.includes(t.spaceIcon);
  return ctx.oilFields.has(site) && t.needsPipedOilField === true;
}

export function validateWith(rules: RulesData, setup: unknown): ValidateResult {
  const c = new Checker();
  const o = c.obj(setup, '');
  if (!o) return { ok: false, errors: c.errors };
  const board = (c.optStr(o.board, 'board') ?? 'three-four') as BoardId;
  if (!(board in rules.boards)) return { ok: false, errors: [...c.errors, { path: 'board', code: 'unknown-board', params: { board } }] };
  const ctx = contextFor(rules, board);
  const era = c.int(o.era, 'era', 1);
  if (!Number.isInteger(era) || era < 1 || era > rules.game.eras.value) c.err('era', 'bad-era', { value: era });
  const round = c.int(o.round, 'round', 1);
  if (round < 1) c.err('round', 'bad-round', { value: round });
  const actionsLeft = c.int(o.actionsLeft, 'actionsLeft', 2);
  if (actionsLeft < 0 || actionsLeft > 2) c.err('actionsLeft', 'bad-actions-left', { value: actionsLeft });

  const rawPlayers = c.arr(o.players, 'players') ?? [];
  if (Array.isArray(o.players) && rawPlayers.length === 0) c.err('players', 'no-players');
  const players: PlayerState[] = [];
  rawPlayers.forEach((p, i) => {
    const ps = readPlayer(c, ctx, p, `players[${i}]`);
    if (!ps) return;
    if (players.some((q) => q.colour === ps.colour)) c.err(`players[${i}].colour`, 'duplicate-colour', { colour: ps.colour });
    players.push(ps);
  });
  const colours = new Set(players.map((p) => p.colour));
  const turnOrder = o.turnOrder === undefined ? players.map((p) => p.colour) : c.strList(o.turnOrder, 'turnOrder');
  turnOrder.forEach((t, i) => {
    if (!colours.has(t)) c.err(`turnOrder[${i}]`, 'unknown-player', { colour: t });
  });
  for (const col of colours) if (!turnOrder.includes(col)) c.err('turnOrder', 'missing-field', { colour: col });
  const currentColour = c.optStr(o.current, 'current') ?? turnOrder[0];
  const current = currentColour === undefined ? -1 : turnOrder.indexOf(currentColour);
  if (currentColour !== undefined && current < 0) c.err('current', 'unknown-player', { colour: currentColour });

  const industries = readIndustries(c, ctx, o.industries, colours);
  const links = readLinks(c, ctx, o.links, colours);
  for (const p of players) {
    if (p.heavyRailsBuilt < 0) p.heavyRailsBuilt = links.filter((l) => l.owner === p.colour && l.kind === 'heavyRail').length;
    const raw = rawPlayers.find((r) => (r as { colour?: unknown } | null)?.colour === p.colour) as
      { mat?: Record<string, unknown>; removed?: unknown } | undefined;
    takePlacedFromSupply(ctx, p, raw, links);
    // an industry on the board came off the mat (a mat the scenario gives for that place is taken as written)
    for (const ind of industries) {
      if (ind.owner !== p.colour || raw?.mat?.[ind.place] !== undefined) continue;
      if ((p.mat[ind.place] ?? 0) > 0) p.mat[ind.place]! -= 1;
    }
    // link places below the places just emptied are in the supply, unless the scenario wrote that supply out
    const written = raw && typeof raw === 'object' ? ((raw as { supply?: Record<string, unknown> }).supply ?? {}) : {};
    const kept = { heavyRails: [...p.supply.heavyRails], pipelines: [...p.supply.pipelines] };
    unlockLinks(ctx, p);
    for (const key of ['heavyRails', 'pipelines'] as const) if (written[key] !== undefined) p.supply[key] = kept[key];
  }
  const markets = readMarkets(c, ctx, o.markets);
  const { merchants, oilFields, quality } = readBoardState(c, ctx, o);
  const deck = c.strList(o.deck, 'deck');
  deck.forEach((d, i) => {
    if (!ctx.cards.has(d)) c.err(`deck[${i}]`, 'unknown-card', { card: d });
  });
  const seen = new Set<string>();
  for (const card of [...players.flatMap((p) => [...p.hand, ...p.discard]), ...deck]) {
    if (seen.has(card)) c.err('cards', 'duplicate-card', { card });
    seen.add(card);
  }
  const rngSeed = c.int(o.rngSeed, 'rngSeed', 1);
  const options = readOptions(c, o.options);
  if (c.errors.length > 0) return { ok: false, errors: c.errors };
  const state: GameState = {
    board,
    era: era as 1 | 2,
    round,
    actionsLeft,
    current: Math.max(0, current),
    turnOrder,
    players,
    industries,
    links,
    markets,
    merchants,
    oilFields,
    quality,
    deck,
    rngSeed,
    options,
  };
  return { ok: true, state };
}

/**
 * The sources of the next cube listed (rules/sourcing.ts takes them): every candidate the rules know of
 * (a connected industry of any player, an own resource heavy rail, a connected market, Vanderbilt; for oil
 * the fields and Oil City through their pipelines), in the default order; which of them are allowed now
 * (an industry must be used first); why a named choice is refused; and the enumerator's options for one
 * cube's question (`sourceOptions`).
 */
import type { Good, Resource } from '../data/types.ts';
import type { CubeSource } from '../effects.ts';
import type { SourceChoice } from '../actions/types.ts';
import type { Tx } from '../actions/tx.ts';
import type { AskOption } from '../choices/types.ts';
import type { ReasonCode, Refusal } from '../reasons.ts';
import type { Reach } from './connectivity.ts';
import { industryLocation, pathToStart, transportingPipelines } from './connectivity.ts';

export interface Candidate {
  source: CubeSource;
  path: string[];
  price: number;
  /** 0 = industry (mandatory tier); 1 = choice tier. */
  tier: 0 | 1;
}

export const NOT_CONNECTED = {
  coal: 'coal-not-connected',
  iron: 'iron-not-connected',
  steel: 'steel-not-connected',
  coke: 'coke-not-connected',
  oil: 'oil-not-connected',
} as const;

/**
 * Oil routes out of a field: one per TRANSPORTING pipeline whose location end reaches a destination
 * by rail. Every one is a candidate the player may name. Default order (documented in
 * docs/selling.md): the actor's own pipelines first (the barrel then pays themselves), then the
 * shortest route, then the route id.
 */
function oilPaths(tx: Tx, reach: Reach, field: string): { pipeline: string; path: string[] }[] {
  const out: { pipeline: string; path: string[]; own: number }[] = [];
  for (const pl of transportingPipelines(tx.ctx, tx.s, field)) {
    const r = tx.ctx.routes.get(pl.route);
    const rail = r ? pathToStart(reach, r.location) : undefined;
    if (rail) out.push({ pipeline: pl.route, path: [field, ...rail], own: pl.owner === tx.actor ? 0 : 1 });
  }
  return out.sort((a, b) => a.own - b.own || a.path.length - b.path.length || (a.pipeline < b.pipeline ? -1 : 1));
}

export function candidates(tx: Tx, good: Good, reach: Reach, destinations: string[]): Candidate[] {
  const { ctx, s } = tx;
  const out: Candidate[] = [];
  for (const ind of s.industries) {
    if (ind.flipped || (ind.cubes[good] ?? 0) <= 0) continue;
    if (good === 'oil' && ctx.oilFields.has(ind.space)) {
      // Oil City: an industry (mandatory tier), reached through any transporting pipeline of its field
      for (const r of oilPaths(tx, reach, ind.space)) {
        const c: Candidate = {
          source: { kind: 'industry', space: ind.space, owner: ind.owner, pipeline: r.pipeline },
          path: r.path,
          price: 0,
          tier: 0,
        };
        insertSorted(out, 0, c, nearest);
      }
      continue;
    }
    const loc = industryLocation(ctx, ind.space);
    const path = loc ? pathToStart(reach, loc) : undefined;
    if (path) insertSorted(out, 0, { source: { kind: 'industry', space: ind.space, owner: ind.owner }, path, price: 0, tier: 0 }, nearest);
  }
  for (const l of s.links) {
    if (l.owner !== tx.actor || l.kind !== 'heavyRail' || (l.cubes?.[good] ?? 0) <= 0) continue;
    if (good === 'oil' && !s.options.oilFromOwnHeavyTrain) continue; // p.9 reading: oil only from a field (RuleOptions)
    const line = ctx.lines.get(l.route);
    if (!line) continue;
    const pa = pathToStart(reach, line.a);
    const pb = pathToStart(reach, line.b);
    const path = pa && (!pb || pa.length <= pb.length) ? pa : pb;
    if (path) out.push({ source: { kind: 'heavyRail', line: l.route }, path, price: 0, tier: 1 });
  }
  if (good === 'oil') {
    for (const field of Object.keys(s.oilFields).sort()) {
      if ((s.oilFields[field]?.oil ?? 0) <= 0) continue;
      if (s.industries.some((i) => i.space === field && !i.flipped)) continue; // its oil sits on Oil City
      for (const r of oilPaths(tx, reach, field)) {
        out.push({ source: { kind: 'oilField', field, pipeline: r.pipeline }, path: r.path, price: 0, tier: 1 });
      }
    }
  } else {
    const from = out.length; // the markets, cheapest first (then nearest)
    for (const m of ctx.board.markets) {
      if ((s.markets[m.id]?.[good] ?? 0) <= 0) continue;
      const path = pathToStart(reach, m.locationId);
      if (path) insertSorted(out, from, { source: { kind: 'market', market: m.id }, path, price: m.price, tier: 1 }, cheapest);
    }
    out.push({ source: { kind: 'vanderbilt' }, path: destinations.slice(0, 1), price: ctx.board.vanderbilt.price[good], tier: 1 });
  }
  return out; // industries first, nearest first (then by space id); the choice tier in the order listed
}

/**
 * Put `c` into `out` sorted from `from` on, after every candidate that does not come after it (a stable sort of
 * the candidates in the order they are met, without the copies `Array.prototype.sort` makes: the lists are short).
 */
function insertSorted(out: Candidate[], from: number, c: Candidate, order: (x: Candidate, y: Candidate) => number): void {
  let j = out.length;
  out.push(c);
  while (j > from && order(out[j - 1] as Candidate, c) > 0) {
    out[j] = out[j - 1] as Candidate;
    j--;
  }
  out[j] = c;
}

function industryKey(c: Candidate): string {
  return c.source.kind === 'industry' ? c.source.space : '';
}

/** Industries: nearest first, then by space id. */
function nearest(x: Candidate, y: Candidate): number {
  if (x.path.length !== y.path.length) return x.path.length - y.path.length;
  const a = industryKey(x);
  const b = industryKey(y);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Markets: cheapest first, then nearest. */
function cheapest(x: Candidate, y: Candidate): number {
  return x.price - y.price || x.path.length - y.path.length;
}

export function sameSource(c: CubeSource, choice: SourceChoice): boolean {
  switch (choice.kind) {
    case 'industry':
      return c.kind === 'industry' && c.space === choice.space && (choice.pipeline === undefined || c.pipeline === choice.pipeline);
    case 'market':
      return c.kind === 'market' && c.market === choice.market;
    case 'heavyRail':
      return c.kind === 'heavyRail' && c.line === choice.line;
    case 'vanderbilt':
      return c.kind === 'vanderbilt';
    case 'oilField':
      // a field, or the Oil City standing on it; a named pipeline must be the one the barrel passes
      return (
        (c.kind === 'oilField' || c.kind === 'industry') &&
        (c.kind === 'oilField' ? c.field : c.space) === choice.field &&
        (choice.pipeline === undefined || c.pipeline === choice.pipeline)
      );
  }
}

/** Why an explicit choice is not among the candidates (what `takeCube` refuses it with). */
export function choiceRefusal(tx: Tx, good: Good, choice: SourceChoice, mandatory: boolean): Refusal {
  const { s } = tx;
  const params = { good, source: choice.kind };
  const no = (code: ReasonCode, more: Refusal['params'] = {}): Refusal => ({ code, params: { ...params, ...more } });
  switch (choice.kind) {
    case 'industry': {
      const ind = s.industries.find((i) => i.space === choice.space);
      if (!ind) return no('unknown-source', { space: choice.space });
      if (ind.flipped || (ind.cubes[good] ?? 0) <= 0) return no('source-empty', { space: choice.space });
      if (choice.pipeline !== undefined) {
        const pipe = pipelineRefusal(tx, choice.space, choice.pipeline);
        if (pipe) return pipe;
      }
      return no(NOT_CONNECTED[good], { space: choice.space });
    }
    case 'market': {
      const m = tx.ctx.markets.get(choice.market);
      if (!m || !m.stock.some((x) => x.resource === good)) return no('unknown-source', { market: choice.market });
      if (mandatory) return no('industry-first');
      if ((s.markets[m.id]?.[good as Resource] ?? 0) <= 0) return no('source-empty', { market: m.id });
      return no(NOT_CONNECTED[good], { market: m.id });
    }
    case 'heavyRail': {
      const l = s.links.find((x) => x.route === choice.line && x.kind === 'heavyRail');
      if (!l) return no('unknown-source', { line: choice.line });
      if (l.owner !== tx.actor) return no('heavy-rail-not-yours', { line: choice.line });
      if (mandatory) return no('industry-first');
      if ((l.cubes?.[good] ?? 0) <= 0) return no('source-empty', { line: choice.line });
      return no(NOT_CONNECTED[good], { line: choice.line });
    }
    case 'vanderbilt':
      if (good === 'oil') return { code: 'vanderbilt-no-oil' };
      return no('industry-first');
    case 'oilField': {
      if (good !== 'oil' || !(choice.field in s.oilFields)) return no('unknown-source', { field: choice.field });
      if (choice.pipeline !== undefined) {
        const pipe = pipelineRefusal(tx, choice.field, choice.pipeline);
        if (pipe) return pipe;
      }
      if (mandatory) return no('industry-first');
      if (!s.industries.some((i) => i.space === choice.field && !i.flipped) && (s.oilFields[choice.field]?.oil ?? 0) <= 0)
        return no('source-empty', { field: choice.field });
      return no('oil-not-connected', { field: choice.field, ...(choice.pipeline ? { pipeline: choice.pipeline } : {}) });
    }
  }
}

/** A named pipeline that is not a placed pipeline out of this field, or that cannot transport. */
function pipelineRefusal(tx: Tx, field: string, pipeline: string): Refusal | null {
  const pl = tx.s.links.find((l) => l.route === pipeline && l.kind === 'pipeline');
  if (!pl || tx.ctx.routes.get(pipeline)?.field !== field)
    return { code: 'unknown-source', params: { good: 'oil', source: 'pipeline', field, pipeline } };
  if (pl.type === 'reserve') return { code: 'reserve-pipeline-no-transport', params: { field, pipeline } };
  return null;
}

/** The sources the rules allow for the next cube, default pick first. */
export function allowedSources(
  tx: Tx,
  good: Good,
  destinations: string[],
  reach: Reach,
  all: Candidate[] = candidates(tx, good, reach, destinations),
): { allowed: Candidate[]; mandatory: boolean } {
  const mandatory = all.some((c) => c.tier === 0);
  const heavyFirst = tx.s.options.resourceHeavyRailBeforeIndustries;
  const allowed = mandatory ? all.filter((c) => c.tier === 0 || (heavyFirst && c.source.kind === 'heavyRail')) : all;
  return { allowed, mandatory };
}

/** The explicit choice that names a source (what a player would write in `sources`). */
export function choiceOf(src: CubeSource): SourceChoice {
  switch (src.kind) {
    case 'industry':
      return src.pipeline !== undefined
        ? { kind: 'industry', space: src.space, pipeline: src.pipeline }
        : { kind: 'industry', space: src.space };
    case 'market':
      return { kind: 'market', market: src.market };
    case 'heavyRail':
      return { kind: 'heavyRail', line: src.line };
    case 'vanderbilt':
      return { kind: 'vanderbilt' };
    case 'oilField':
      return { kind: 'oilField', field: src.field, pipeline: src.pipeline };
  }
}

/**
 * Every source the rules know of for the next cube (allowed or not: a market while an industry
 * must be used is listed), as options of the choice enumerator, and the default pick's index.
 * `refusals`: per option, the refusal `takeCube` gives that choice now (null: allowed) — the same
 * check, made once here so that the enumerator need not run a draft the handler refuses.
 */
export function sourceOptions(
  tx: Tx,
  good: Good,
  destinations: string[],
  reach: Reach,
  all: Candidate[] = candidates(tx, good, reach, destinations),
): { options: AskOption[]; defaultIndex: number; refusals: (Refusal | null)[] } {
  const { allowed, mandatory } = allowedSources(tx, good, destinations, reach, all);
  const first = allowed[0];
  const options = all.map((c) => ({ value: choiceOf(c.source), price: c.price, path: c.path, source: c.source }));
  const refusals = options.map((o) =>
    allowed.some((c) => sameSource(c.source, o.value)) ? null : choiceRefusal(tx, good, o.value, mandatory),
  );
  return { options, defaultIndex: first ? all.findIndex((c) => c.source === first.source) : -1, refusals };
}

/**
 * Random illegal (or at least unusual) attempts for the fuzzer: garbage, wrong cards, any mat
 * place on any space, any link on any route, explicit sources that break the sourcing order,
 * sales of anything to anyone, claims that cannot be met, follow-up answers out of turn. Each is
 * sent to the public `preview`; the fuzzer checks it never throws, never faults, and never
 * changes the given state. Many are refused; those that happen to be legal are simply counted.
 */
import type { RulesContext } from '../context.ts';
import type { GameState } from '../state.ts';
import type { Rng } from '../choices/walk.ts';

const pick = <T>(items: readonly T[], rng: Rng): T | undefined => items[Math.floor(rng() * items.length)];

/** A state variant to try an action on (a copy: actions left used up, or the game over), or the state itself. */
export function attemptState(s: GameState, rng: Rng): GameState {
  const r = rng();
  if (r < 0.03) return { ...s, actionsLeft: 0, pending: undefined } as GameState;
  if (r < 0.05) return { ...s, pending: { kind: 'bonus-sale', player: s.turnOrder[s.current] ?? '' } };
  return s;
}

export function illegalAttempt(ctx: RulesContext, s: GameState, rng: Rng): unknown {
  const me = s.players.find((p) => p.colour === (s.pending?.player ?? s.turnOrder[s.current]));
  const hand = me?.hand ?? [];
  const card = (): string => {
    const r = rng();
    if (r < 0.8 && hand.length > 0) return pick(hand, rng) as string;
    if (r < 0.9) return pick([...ctx.cards.keys()], rng) ?? 'x';
    return 'not-a-card';
  };
  const places = [...ctx.places.keys(), 'no-such-place'];
  const spaces = [...ctx.spaces.keys(), ...ctx.oilFields, 'nowhere'];
  const routes = [...ctx.lines.keys(), ...ctx.routes.keys(), 'a~b'];
  const industries = s.industries.map((i) => i.space);
  const source = (): unknown => {
    const k = Math.floor(rng() * 6);
    if (k === 0) return { kind: 'industry', space: pick([...industries, 'nowhere'], rng) };
    if (k === 1) return { kind: 'market', market: pick([...ctx.markets.keys(), 'market-x'], rng) };
    if (k === 2) return { kind: 'heavyRail', line: pick([...s.links.map((l) => l.route), 'a~b'], rng) };
    if (k === 3) return { kind: 'vanderbilt' };
    if (k === 4)
      return {
        kind: 'oilField',
        field: pick([...ctx.oilFields], rng),
        ...(rng() < 0.5 ? { pipeline: pick([...ctx.routes.keys()], rng) } : {}),
      };
    return { kind: 'teleport' };
  };
  const sources = (): unknown => {
    const good = pick(['coal', 'iron', 'steel', 'coke', 'oil'], rng) as string;
    return { [good]: [source()] };
  };
  const link = (): unknown => ({
    kind: pick(['lightRail', 'heavyRail', 'pipeline', 'canal'], rng),
    route: pick(routes, rng),
    ...(rng() < 0.5
      ? { type: pick(['whiskey', 'doubleLink', 'replacement', 'steelResource', 'reserve', 'cash', 'income', 'vp', 'gold'], rng) }
      : {}),
    ...(rng() < 0.2 ? { sources: sources() } : {}),
    ...(rng() < 0.1 ? { freeDevelops: [pick(places, rng)] } : {}),
  });
  switch (Math.floor(rng() * 12)) {
    case 0:
      return pick(
        [
          null,
          7,
          'build',
          {},
          { type: 'dance', card: card() },
          { type: 'build' },
          { type: 'sell', card: card(), sales: 'all' },
          { type: 'network', card: card(), links: [] },
        ],
        rng,
      );
    case 1:
      return { type: pick(['pass', 'loan'], rng), card: card() };
    case 2:
    case 3:
      return {
        type: 'build',
        card: card(),
        ...(rng() < 0.3 ? { wild: true } : {}),
        place: pick(places, rng),
        space: pick(spaces, rng),
        ...(rng() < 0.3 ? { sources: sources() } : {}),
        ...(rng() < 0.1 ? { marketOrder: [pick([...ctx.markets.keys(), 'market-x'], rng)] } : {}),
        ...(rng() < 0.1 ? { freeDevelops: [pick(places, rng)] } : {}),
      };
    case 4:
    case 5:
      return { type: 'network', card: card(), links: Array.from({ length: 1 + Math.floor(rng() * 3) }, link) };
    case 6:
      return {
        type: 'develop',
        card: card(),
        tiles: Array.from({ length: Math.floor(rng() * 4) }, () => ({
          place: pick(places, rng),
          ...(rng() < 0.3 ? { pay: pick(['iron', 'steel', 'coal'], rng) } : {}),
          ...(rng() < 0.3 ? { source: source() } : {}),
        })),
      };
    case 7:
    case 8: {
      const quality = rng() < 0.4 ? { tile: pick([...ctx.qualityTiles.keys()], rng), whiskey: Math.floor(rng() * 5) } : undefined;
      return {
        type: 'sell',
        ...(rng() < 0.15 ? { free: true } : { card: card() }),
        sales: Array.from({ length: Math.floor(rng() * 3) }, () => ({
          space: pick([...industries, ...industries, pick(spaces, rng)], rng),
          ...(rng() < 0.4 ? { merchant: pick([...ctx.locations.keys()], rng) } : {}),
          ...(rng() < 0.4 ? { oil: [source()] } : {}),
        })),
        ...(quality ? { quality: rng() < 0.15 ? [quality, quality] : quality } : {}),
        ...(rng() < 0.1 ? { freeDevelops: [pick(places, rng), pick(places, rng)] } : {}),
      };
    }
    case 9:
      return { type: 'decline' };
    case 10:
      return { type: 'sell', free: true, sales: [{ space: pick(industries, rng) ?? 'nowhere' }] };
    default:
      return { type: 'pass', card: card(), extra: { nested: [1, 2] } };
  }
}

/**
 * A legal action with one part changed (a source, a merchant, a barrel's pipeline, a claim, a
 * card, a space in the same city, a link tile type, the payment of a develop...): refusals deep
 * inside an otherwise legal action, where random attempts rarely reach.
 */
export function mutateLegal(ctx: RulesContext, s: GameState, action: unknown, rng: Rng): unknown {
  const a = JSON.parse(JSON.stringify(action)) as Record<string, unknown>;
  const goods = ['coal', 'iron', 'steel', 'coke'];
  const anySource = (): unknown => {
    const k = Math.floor(rng() * 5);
    if (k === 0)
      return {
        kind: 'industry',
        space:
          pick(
            s.industries.map((i) => i.space),
            rng,
          ) ?? 'nowhere',
      };
    if (k === 1) return { kind: 'market', market: pick([...ctx.markets.keys()], rng) };
    if (k === 2)
      return {
        kind: 'heavyRail',
        line:
          pick(
            s.links.filter((l) => l.kind === 'heavyRail').map((l) => l.route),
            rng,
          ) ?? 'a~b',
      };
    if (k === 3) return { kind: 'vanderbilt' };
    const field = pick([...ctx.oilFields], rng) as string;
    const pipes = s.links.filter((l) => l.kind === 'pipeline' && ctx.routes.get(l.route)?.field === field).map((l) => l.route);
    return { kind: 'oilField', field, ...(pipes.length > 0 ? { pipeline: pick(pipes, rng) } : {}) };
  };
  const allGoods = () => Object.fromEntries(goods.map((g) => [g, [anySource(), anySource()]]));
  switch (a.type) {
    case 'build': {
      const r = rng();
      if (r < 0.4) a.sources = allGoods();
      else if (r < 0.55) a.marketOrder = ['market-x'];
      else if (r < 0.75) {
        const city = ctx.spaces.get(String(a.space))?.city;
        a.space = pick(city ? city.spaces.map((x) => x.id) : [...ctx.oilFields], rng);
      } else if (r < 0.85) a.space = pick([...ctx.spaces.keys(), ...ctx.oilFields], rng);
      else if (r < 0.92) {
        a.place = ctx.tilePlaces.find((t) => t.needsPipedOilField)?.id; // Oil City on any field, piped or not
        a.space = pick([...ctx.oilFields], rng);
      } else
        a.place = pick(
          ctx.tilePlaces.map((t) => t.id),
          rng,
        );
      return a;
    }
    case 'network': {
      const links = a.links as Record<string, unknown>[];
      const l = links[Math.floor(rng() * links.length)] as Record<string, unknown>;
      const r = rng();
      if (r < 0.5) l.sources = allGoods();
      else if (r < 0.7) l.type = pick(['replacement', 'whiskey', 'doubleLink', 'reserve', 'cash'], rng);
      else l.route = pick([...ctx.lines.keys(), ...ctx.routes.keys()], rng);
      return a;
    }
    case 'develop': {
      const tiles = a.tiles as Record<string, unknown>[];
      const t = tiles[0] as Record<string, unknown>;
      if (rng() < 0.3) t.pay = pick(['coal', 'oil', 'gold'], rng);
      else {
        t.pay = pick(['iron', 'steel'], rng);
        t.source = anySource();
      }
      return a;
    }
    case 'sell': {
      const sales = a.sales as Record<string, unknown>[];
      const x = sales[Math.floor(rng() * sales.length)] as Record<string, unknown>;
      const r = rng();
      const me = s.players.find((p) => p.colour === (s.pending?.player ?? s.turnOrder[s.current]));
      const tile = pick([...s.quality.filter((q): q is string => q !== null), ...ctx.qualityTiles.keys()], rng);
      const reserve = s.links.find((l) => l.kind === 'pipeline' && l.type === 'reserve');
      if (r < 0.25) x.merchant = pick([...ctx.locations.keys()], rng);
      else if (r < 0.4 && reserve) x.oil = [{ kind: 'oilField', field: ctx.routes.get(reserve.route)?.field, pipeline: reserve.route }];
      else if (r < 0.5) x.oil = [anySource(), anySource()].slice(0, 1 + Math.floor(rng() * 2));
      else if (r < 0.65) a.quality = [{ tile }, { tile }];
      else if (r < 0.85) a.quality = { tile, whiskey: (me?.whiskey ?? 0) + Math.floor(rng() * 2) };
      else
        a.freeDevelops = [
          pick(
            ctx.tilePlaces.map((t) => t.id),
            rng,
          ),
        ];
      return a;
    }
    default:
      return illegalAttempt(ctx, s, rng);
  }
}

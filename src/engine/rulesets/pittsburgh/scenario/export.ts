/**
 * GameState → ScenarioSetup: the inverse of `validate`, so any position (a lesson step, a moment of
 * a sandbox game, a position built in the editor) can be written in the scenario format and read
 * back. `validate(toScenario(s))` gives `s` again, field for field, except what the format cannot
 * hold: a pending follow-up decision (`pending`) and the end of the game (`gameOver`), which are
 * dropped (`lost` names them).
 */
import type { LinkTileSpec } from '../data/types.ts';
import type { RulesContext } from '../context.ts';
import type { GameState, PlacedLink, PlayerState } from '../state.ts';
import type { IndustrySetup, LinkSetup, LinkTileRef, PlayerSetup, ScenarioSetup } from './format.ts';
import { canonical, knownLinkTiles } from './players.ts';

/** A link tile by its type name when that name gives back the same tile, else the whole tile. */
function tileRef(ctx: RulesContext, spec: LinkTileSpec): LinkTileRef {
  const first = knownLinkTiles(ctx).find((t) => t.kind === spec.kind && t.type === spec.type);
  return first && canonical(first) === canonical(spec) ? spec.type : { ...spec };
}

function playerSetup(ctx: RulesContext, p: PlayerState): PlayerSetup {
  return {
    colour: p.colour,
    cash: p.cash,
    incomeSpace: p.incomeSpace,
    vp: p.vp,
    whiskey: p.whiskey,
    spentThisRound: p.spentThisRound,
    hand: [...p.hand],
    discard: [...p.discard],
    mat: { ...p.mat },
    supply: {
      lightRails: p.supply.lightRails,
      heavyRails: p.supply.heavyRails.map((t) => tileRef(ctx, t)),
      pipelines: p.supply.pipelines.map((t) => tileRef(ctx, t)),
    },
    heavyRailsBuilt: p.heavyRailsBuilt,
  };
}

function linkSetup(ctx: RulesContext, l: PlacedLink): LinkSetup {
  const out: LinkSetup = { owner: l.owner, kind: l.kind, route: l.route };
  if (l.kind === 'lightRail') return out;
  if (l.spec) out.type = tileRef(ctx, l.spec);
  else if (l.type) out.type = l.type;
  out.cubes = { ...(l.cubes ?? {}) };
  return out;
}

export function toScenarioWith(ctx: RulesContext, s: GameState): { setup: ScenarioSetup; lost: ('pending' | 'gameOver')[] } {
  const industries: IndustrySetup[] = s.industries.map((i) => ({
    owner: i.owner,
    place: i.place,
    space: i.space,
    flipped: i.flipped,
    cubes: { ...i.cubes },
  }));
  const setup: ScenarioSetup = {
    board: s.board,
    era: s.era as 1 | 2,
    round: s.round,
    actionsLeft: s.actionsLeft,
    ...(s.turnOrder[s.current] !== undefined ? { current: s.turnOrder[s.current] } : {}),
    turnOrder: [...s.turnOrder],
    players: s.players.map((p) => playerSetup(ctx, p)),
    industries,
    links: s.links.map((l) => linkSetup(ctx, l)),
    markets: JSON.parse(JSON.stringify(s.markets)) as ScenarioSetup['markets'],
    merchants: JSON.parse(JSON.stringify(s.merchants)) as ScenarioSetup['merchants'],
    oilFields: JSON.parse(JSON.stringify(s.oilFields)) as ScenarioSetup['oilFields'],
    quality: [...s.quality],
    deck: [...s.deck],
    rngSeed: s.rngSeed,
    options: { ...s.options },
  };
  const lost: ('pending' | 'gameOver')[] = [];
  if (s.pending) lost.push('pending');
  if (s.gameOver) lost.push('gameOver');
  return { setup, lost };
}

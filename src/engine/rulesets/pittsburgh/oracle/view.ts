/**
 * The implementation-neutral view of a position that oracle expectations are matched against:
 * players by colour, board pieces by space/route, no internal effect lists.
 */
import type { RulesData } from '../context.ts';
import { preview } from '../index.ts';
import { level } from '../../../brass/income.ts';
import type { GameState, PlacedLink, PlayerState } from '../state.ts';

function playerView(rules: RulesData, p: PlayerState) {
  return {
    cash: p.cash,
    vp: p.vp,
    incomeSpace: p.incomeSpace,
    incomeLevel: level(rules.incomeTrack, p.incomeSpace),
    whiskey: p.whiskey,
    spentThisRound: p.spentThisRound,
    hand: p.hand,
    handSize: p.hand.length,
    discardSize: p.discard.length,
    mat: p.mat,
    supply: {
      lightRails: p.supply.lightRails,
      heavyRails: p.supply.heavyRails.map((t) => t.type),
      pipelines: p.supply.pipelines.map((t) => t.type),
    },
    heavyRailsBuilt: p.heavyRailsBuilt,
  };
}

function linkView(l: PlacedLink) {
  return { owner: l.owner, kind: l.kind, type: l.type, route: l.route, cubes: l.cubes ?? {} };
}

/** A skyscraper bonus sale is pending when declining it is accepted (public API only). */
function bonusSalePending(state: GameState, rules: RulesData): boolean {
  return preview(state, { type: 'decline' }, rules).ok;
}

export function viewOf(state: GameState, rules: RulesData) {
  return {
    era: state.era,
    round: state.round,
    actionsLeft: state.actionsLeft,
    current: state.turnOrder[state.current],
    turnOrder: state.turnOrder,
    players: Object.fromEntries(state.players.map((p) => [p.colour, playerView(rules, p)])),
    industries: state.industries.map((i) => ({ owner: i.owner, place: i.place, space: i.space, flipped: i.flipped, cubes: i.cubes })),
    links: state.links.map(linkView),
    markets: state.markets,
    merchants: state.merchants,
    oilFields: state.oilFields,
    quality: state.quality,
    deckSize: state.deck.length,
    bonusSalePending: bonusSalePending(state, rules),
    gameOver: state.gameOver ?? null,
  };
}

/**
 * What a new game rests on that is not a read fact: the data marks it `assumed` (or `inferred`),
 * and the product must say so. `setupNotes` lists those marks for one player count, so a UI or
 * the CLI can show them next to a sandbox game.
 */
import type { RulesData } from '../context.ts';
import { deck } from '../data/index.ts';
import type { FactStatus } from '../data/types.ts';
import { defaultRules } from '../rules-data.ts';
import type { BoardId } from '../state.ts';

export interface SetupNote {
  /** What the note is about: 'board', 'location:<id>', 'line:<id>', 'quality-slots', 'deck', 'starting-supply', 'starting-supply:heavy-rail:<type>', 'starting-supply:pipeline:<type>', 'merchant-tile:<id>', 'oil-field-tile:<id>', 'quality-tile:<id>'. */
  subject: string;
  status: FactStatus;
  note?: string;
}

/** The non-read facts a new game of this many players uses (read facts are not listed). */
export function setupNotes(players: 2 | 3 | 4, rules: RulesData = defaultRules): SetupNote[] {
  const out: SetupNote[] = [];
  const add = (subject: string, p: { status: FactStatus; note?: string } | undefined) => {
    if (p && p.status !== 'read') out.push({ subject, status: p.status, ...(p.note ? { note: p.note } : {}) });
  };
  const boardId: BoardId = players === 2 ? 'two' : 'three-four';
  const board = rules.boards[boardId];
  if (!board) return out;
  add('board', board.provenance);
  if (board.provenance.status === 'read') {
    // a read board may still hold assumed parts (the 3–4 board's east edge): list those
    for (const l of board.locations) if (l.provenance.status === 'assumed') add(`location:${l.id}`, l.provenance);
    for (const l of board.lines) if (l.provenance.status === 'assumed') add(`line:${l.id}`, l.provenance);
  }
  add('quality-slots', board.qualitySlotsProvenance);
  add('deck', deckProvenance(rules));
  add('starting-supply', rules.mat.startingSupplyProvenance);
  const types = rules.mat.startingSupplyTypes;
  rules.mat.startingSupply.heavyRails.forEach((h, i) => add(`starting-supply:heavy-rail:${h.type}`, types?.heavyRails[i]));
  rules.mat.startingSupply.pipelines.forEach((p, i) => add(`starting-supply:pipeline:${p.type}`, types?.pipelines[i]));
  for (const t of rules.merchantTiles) if (players > 2 || !t.removedForTwoPlayers) add(`merchant-tile:${t.id}`, t.provenance);
  for (const t of rules.oilFieldTiles) if (players > 2 || !t.removedForTwoPlayers) add(`oil-field-tile:${t.id}`, t.provenance);
  for (const t of rules.qualityTiles) add(`quality-tile:${t.id}`, t.provenance);
  return out;
}

/** The deck's provenance lives in deck.json, not in RulesData: known only when the cards are the game's own. */
function deckProvenance(rules: RulesData): { status: FactStatus; note?: string } | undefined {
  return rules.cards === deck.cards ? deck.provenance : undefined;
}

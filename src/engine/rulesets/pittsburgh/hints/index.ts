/**
 * "What would make it legal?" For an option of the choice enumerator that is refused, the
 * smallest change to the chooser's own position that makes the same option legal, searched on
 * the engine (each candidate position is asked `nextChoice` again; no rule is re-implemented
 * here). Candidates, smallest first: for a card the build refuses, the same card as a wild card
 * (with 1 more Whiskey when that is what it takes); 1 more Whiskey, $N more (the least N up to $100), an own
 * flipped industry at the space an upgrade was refused for (each kind the upgrade tile may
 * replace), a Light Train on one more rail line (whoever would own it: the chooser's own, else
 * another player's — connections count any owner's trains), one more card in hand (each distinct
 * card of the game's deck). Pure; works on a view (viewFor).
 */
import { cloneJson } from '../actions/clone.ts';
import type { RulesData } from '../context.ts';
import { contextFor } from '../context.ts';
import { nextChoice } from '../index.ts';
import type { Draft } from '../choices/types.ts';
import { defaultRules } from '../rules-data.ts';
import type { IndustryKind } from '../data/types.ts';
import type { GameState, PlayerState } from '../state.ts';
import { actingColour } from '../view.ts';

export type Hint =
  | { kind: 'whiskey'; amount: 1 }
  /** The same card played as a wild card (the build's card question): legal now (`more` 0) or with 1 more Whiskey (`more` 1). */
  | { kind: 'wild'; card: string; more: 0 | 1 }
  | { kind: 'cash'; amount: number }
  /** `anyone`: another player's train would do as well (a connection); else it must be the chooser's own (their network). */
  | { kind: 'train'; line: string; anyone: boolean }
  | { kind: 'card'; card: string }
  /** An own flipped industry of this kind (mat place `place`, its lowest level) standing on `space`. */
  | { kind: 'tile'; space: string; industry: IndustryKind; place: string };

const MAX_CASH = 100;

/** Is the option `optionId` of the question after `draft` legal in `state`? */
function legalIn(state: GameState, draft: Draft, optionId: string, rules: RulesData): boolean {
  const c = nextChoice(state, draft, rules);
  return c.status === 'choose' && c.choice.options.some((o) => o.id === optionId && o.legal);
}

function changed(state: GameState, f: (p: PlayerState) => void): GameState {
  const s = cloneJson(state);
  const me = s.players.find((p) => p.colour === actingColour(s));
  if (me) f(me);
  return s;
}

/** The refusal of option `optionId` of the question after `draft`, if it is refused. */
function refusalIn(state: GameState, draft: Draft, optionId: string, rules: RulesData) {
  const c = nextChoice(state, draft, rules);
  return c.status === 'choose' ? c.choice.options.find((o) => o.id === optionId)?.refusal : undefined;
}

/** An upgrade refused for want of an own flipped industry: that industry (each allowed kind, lowest level) on the space named. */
function tileHint(state: GameState, draft: Draft, optionId: string, rules: RulesData, me: string): Hint | null {
  const refusal = refusalIn(state, draft, optionId, rules);
  if (refusal?.code !== 'upgrade-needs-own-flipped') return null;
  const space = refusal.params?.space;
  const kinds = String(refusal.params?.kinds ?? '').split(',');
  if (typeof space !== 'string') return null;
  const tiles = contextFor(rules, state.board).tilePlaces;
  for (const industry of kinds) {
    const place = tiles.filter((t) => t.industry === industry).sort((a, b) => a.level - b.level)[0];
    if (!place) continue;
    const s = cloneJson(state);
    s.industries = s.industries.filter((i) => i.space !== space);
    s.industries.push({ owner: me, place: place.id, space, flipped: true, cubes: {} });
    if (legalIn(s, draft, optionId, rules)) return { kind: 'tile', space, industry: place.industry, place: place.id };
  }
  return null;
}

/** A Light Train on one empty rail line that makes the option legal: anyone's first, else the chooser's own. */
function trainHint(state: GameState, draft: Draft, optionId: string, rules: RulesData, me: string): Hint | null {
  const taken = new Set(state.links.map((l) => l.route));
  const other = state.players.find((p) => p.colour !== me)?.colour;
  const withTrain = (line: string, owner: string) => {
    const s = cloneJson(state);
    s.links.push({ owner, kind: 'lightRail', route: line });
    return legalIn(s, draft, optionId, rules);
  };
  let own: Hint | null = null;
  for (const line of contextFor(rules, state.board).lines.keys()) {
    if (taken.has(line)) continue;
    if (other && withTrain(line, other)) return { kind: 'train', line, anyone: true };
    if (!own && withTrain(line, me)) own = { kind: 'train', line, anyone: false };
  }
  return own;
}

/**
 * A card the build refuses (`card-does-not-allow`): the same card as a wild card, the card
 * question's own wild option, when the engine allows it as it stands or with 1 more Whiskey; else
 * null. What the refusal's Whiskey advice and the hint both say (so they cannot disagree).
 */
export function wildWay(state: GameState, draft: Draft, optionId: string, rules: RulesData = defaultRules): Hint | null {
  try {
    const c = nextChoice(state, draft, rules);
    if (c.status !== 'choose' || c.choice.kind !== 'card') return null;
    const o = c.choice.options.find((x) => x.id === optionId);
    const v = o?.value as { card?: string; wild?: boolean } | undefined;
    if (!o || o.legal || o.refusal?.code !== 'card-does-not-allow' || !v?.card || v.wild) return null;
    const wild = c.choice.options.find((x) => {
      const w = x.value as { card?: string; wild?: boolean };
      return w.card === v.card && w.wild === true;
    });
    if (!wild) return null;
    if (wild.legal) return { kind: 'wild', card: v.card, more: 0 };
    const me = state.players.find((p) => p.colour === actingColour(state));
    if (!me || me.whiskey >= 3) return null;
    return legalIn(
      changed(state, (p) => (p.whiskey += 1)),
      draft,
      wild.id,
      rules,
    )
      ? { kind: 'wild', card: v.card, more: 1 }
      : null;
  } catch {
    return null;
  }
}

/** The smallest change found (see the file comment), or null when none of them helps or the option is legal already. */
export function whatWouldMakeItLegal(state: GameState, draft: Draft, optionId: string, rules: RulesData = defaultRules): Hint | null {
  try {
    if (legalIn(state, draft, optionId, rules)) return null;
    const me = state.players.find((p) => p.colour === actingColour(state));
    if (!me) return null;
    const wild = wildWay(state, draft, optionId, rules);
    if (wild) return wild;
    if (
      me.whiskey < 3 &&
      legalIn(
        changed(state, (p) => (p.whiskey += 1)),
        draft,
        optionId,
        rules,
      )
    )
      return { kind: 'whiskey', amount: 1 };
    if (
      legalIn(
        changed(state, (p) => (p.cash += MAX_CASH)),
        draft,
        optionId,
        rules,
      )
    ) {
      let lo = 0; // illegal with lo more
      let hi = MAX_CASH; // legal with hi more
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (
          legalIn(
            changed(state, (p) => (p.cash += mid)),
            draft,
            optionId,
            rules,
          )
        )
          hi = mid;
        else lo = mid;
      }
      return { kind: 'cash', amount: hi };
    }
    const tile = tileHint(state, draft, optionId, rules, me.colour);
    if (tile) return tile;
    const train = trainHint(state, draft, optionId, rules, me.colour);
    if (train) return train;
    const seen = new Set<string>();
    for (const card of rules.cards) {
      const kind = card.id.replace(/-\d+$/, '');
      if (seen.has(kind)) continue;
      seen.add(kind);
      if (
        legalIn(
          changed(state, (p) => p.hand.push(card.id)),
          draft,
          optionId,
          rules,
        )
      )
        return { kind: 'card', card: card.id };
    }
    return null;
  } catch {
    return null;
  }
}

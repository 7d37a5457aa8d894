/**
 * "What would make it legal?" for the refused option in the notice: the engine's smallest change
 * (src/engine/rulesets/pittsburgh/hints, asked through the store), in words here and, when it is a piece on the board
 * (a Light Train on a line, an own flipped industry on a space), drawn as a ghost by PlayBoard.
 */
import type { TFunction } from 'i18next';
import type { Hint } from '../../engine/rulesets/pittsburgh/hints';
import type { GameState } from '../../engine/rulesets/pittsburgh';
import type { Notice } from '../../store/playStore';
import type { Ghost } from '../board/Ghosts';
import type { Namer } from '../lesson/names';

/** The board pieces a hint stands for, each with its accessible name ([] for cash, Whiskey, a card). */
export function hintGhosts(t: TFunction, n: Namer, hint: Hint | null | undefined, me: string): Ghost[] {
  if (!hint) return [];
  if (hint.kind === 'train')
    return [
      {
        label: t('play.hint.ghostTrain', { line: n.route(hint.line) }),
        link: { owner: hint.anyone ? 'other' : me, kind: 'lightRail', route: hint.line },
      },
    ];
  if (hint.kind === 'tile')
    return [
      {
        label: t('play.hint.ghostTile', { industry: t(`board.kinds.${hint.industry}`), space: n.target(hint.space) }),
        industry: { owner: me, place: hint.place, space: hint.space, flipped: true, cubes: {} },
      },
    ];
  return [];
}

/**
 * The pieces the previewed move puts on the board (new or replaced industry tiles, new links), as
 * ghosts named by `<keys>.ghostTile` / `<keys>.ghostLink` ("after this move"; the coach's "better move").
 */
export function previewGhosts(t: TFunction, n: Namer, before: GameState, after: GameState, keys = 'play.composer'): Ghost[] {
  const had = new Set(before.industries.map((i) => `${i.space}|${i.place}|${i.owner}`));
  const hadLinks = new Set(before.links.map((l) => `${l.route}|${l.kind}|${l.owner}`));
  const out: Ghost[] = [];
  for (const i of after.industries)
    if (!had.has(`${i.space}|${i.place}|${i.owner}`))
      out.push({
        label: t(`${keys}.ghostTile`, { tile: n.tile(i.place), space: n.target(i.space), who: n.owner(i.owner) }),
        industry: i,
      });
  for (const l of after.links)
    if (!hadLinks.has(`${l.route}|${l.kind}|${l.owner}`))
      out.push({
        label: t(`${keys}.ghostLink`, { kind: t(`board.links.${l.kind}`), line: n.route(l.route), who: n.owner(l.owner) }),
        link: l,
      });
  return out;
}

/** A hint in words (null: no small change helps). */
export function hintText(t: TFunction, n: Namer, h: Hint | null): string {
  if (h === null) return t('play.hint.none');
  switch (h.kind) {
    case 'wild':
      return t(h.more ? 'play.hint.wildMore' : 'play.hint.wild', { card: n.card(h.card) });
    case 'whiskey':
      return t('play.hint.whiskey');
    case 'cash':
      return t('play.hint.cash', { n: h.amount });
    case 'train':
      return t(h.anyone ? 'play.hint.trainAnyone' : 'play.hint.trainOwn', { line: n.route(h.line) });
    case 'tile':
      return t('play.hint.tile', { industry: t(`board.kinds.${h.industry}`), space: n.target(h.space) });
    default:
      return t('play.hint.card', { card: n.card(h.card) });
  }
}

/**
 * A card the build refuses, in the notice: the rule without the Whiskey advice, and that advice
 * only as the engine's wild-card way (wildWay) gives it, in the hint's own words; undefined for
 * any other refusal (the reasons table's text stands).
 */
export function cardRuleText(t: TFunction, n: Namer, notice: Pick<Notice, 'refusal' | 'wild'>): string | undefined {
  if (notice.refusal.code !== 'card-does-not-allow' || notice.wild === undefined) return undefined;
  return notice.wild
    ? t('play.hint.cardRuleWild', { rule: t('play.hint.cardRule'), wild: hintText(t, n, notice.wild) })
    : t('play.hint.cardRule');
}

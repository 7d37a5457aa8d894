/**
 * Every refusal the engine can give, in ONE table: code → FAQ topic → printed page.
 * Codes are stable string keys: the UI translates them and links to the FAQ entry.
 * `page` is the rule's OWN printed page when it differs from (or is more exact than) the FAQ
 * topic's page; `when` gives another page (and FAQ topic) for one context of the refusal: the
 * refused action (`action:sell`) or what a payment was for (`for:tile-cost`, the `for` param).
 */
import faqTopics from './data/faq-topics.json' with { type: 'json' };

/** One context of a refusal with a page (and FAQ topic) of its own; `label` names it in docs/reason-codes.md. */
interface ReasonContext {
  page: number;
  faq?: string;
  label: string;
}

interface ReasonEntry {
  faq: string;
  /** The rule's own printed page, when the FAQ topic's page is not it. */
  page?: number;
  /** Pages of particular contexts: `action:<type>` or `for:<what a payment was for>`. */
  when?: Record<string, ReasonContext>;
  meaning: string;
}

export const reasons = {
  // turn and card (p.6)
  'malformed-action': { faq: 'actions-per-turn', meaning: 'The action is not well formed (unknown type, missing or wrong fields).' },
  'internal-error': {
    faq: 'actions-per-turn',
    meaning: "An engine fault, not the player's mistake: the engine met a state or case it cannot handle (params.message says what).",
  },
  'no-actions-left': { faq: 'actions-per-turn', meaning: 'The current player has no action left this turn.' },
  'game-over': { faq: 'winning', meaning: 'The game is over: era 2 has been scored and no action is taken any more.' },
  'card-not-in-hand': { faq: 'actions-per-turn', meaning: 'Every action discards one card from your hand; this card is not in it.' },
  // build permission (p.8)
  'unknown-card': { faq: 'build-cards', meaning: 'The card id is not a card of the game.' },
  'card-does-not-allow': {
    faq: 'build-cards',
    meaning: 'The card does not allow this build (wrong location or industry); 1 whiskey makes any card a wild card.',
  },
  'no-whiskey': { faq: 'whiskey', meaning: 'Using a card as a wild card costs 1 whiskey and you have none.' },
  'not-in-network': {
    faq: 'your-network',
    meaning: 'An industry card builds, and a new link extends, only inside your network (anywhere while you have nothing on the board).',
  },
  // mat (p.7)
  'unknown-mat-place': { faq: 'mat-reachable', meaning: 'No such place on the player mat.' },
  'not-an-industry-tile': { faq: 'mat-reachable', meaning: 'This mat place holds a link tile, not an industry tile.' },
  'mat-tile-not-reachable': {
    faq: 'mat-reachable',
    meaning: 'Only the bottom tile of a path, or the next one after removed tiles, can be taken.',
  },
  // spaces (p.8)
  'unknown-space': {
    faq: 'build-cards',
    page: 8,
    when: { 'action:sell': { page: 9, faq: 'sell', label: 'in a sale' } },
    meaning: 'No such industry space (or oil field) on this board.',
  },
  'space-taken': { faq: 'upgrades', page: 8, meaning: 'The space already holds a tile; ordinary builds never cover a tile.' },
  'space-icon-mismatch': { faq: 'dedicated-spaces', meaning: "The space does not show this industry's icon." },
  'dedicated-space-first': {
    faq: 'dedicated-spaces',
    meaning: 'The city has an empty space showing only this industry: use it before a mixed space.',
  },
  'era1-one-per-city': { faq: 'era1-one-per-city', meaning: 'In era 1 each player builds at most one industry per location.' },
  'wrong-era': {
    faq: 'era1-one-per-city',
    page: 8,
    meaning: 'The tile is printed for the other era only (tile-level era icons still apply when building, p.8).',
  },
  'upgrade-needs-own-flipped': {
    faq: 'upgrades',
    meaning: 'An upgrade tile must replace one of your own flipped industries of the named kind.',
  },
  'oil-field-not-piped': { faq: 'oil-city', meaning: 'Oil City is built on an oil field already connected by a pipeline.' },
  'oil-field-reserve-only': {
    faq: 'oil-city',
    meaning:
      'Under the rule option oilCityOnReservePipeline = false, a reserve pipeline (which never transports) does not count as the pipeline Oil City needs.',
  },
  // money and income
  'not-enough-cash': {
    faq: 'resource-priority',
    when: {
      'for:tile-cost': { page: 8, faq: 'build-cards', label: 'tile cost' },
      'for:cube': { page: 7, faq: 'resource-priority', label: 'cubes bought' },
      'for:second-link': { page: 9, faq: 'second-link', label: 'second link' },
    },
    meaning: 'You cannot pay the tile cost, the cubes and any $10 for a second link.',
  },
  'income-below-minimum': { faq: 'loan', meaning: 'No action may put income below level −10.' },
  // resources (p.7)
  'coal-not-connected': { faq: 'transport', meaning: 'The chosen coal source has no rail connection to where the coal is needed.' },
  'iron-not-connected': {
    faq: 'transport',
    meaning: 'The chosen iron source has no rail connection to where the iron is needed (iron needs rails too).',
  },
  'steel-not-connected': { faq: 'transport', meaning: 'The chosen steel source has no rail connection to where the steel is needed.' },
  'coke-not-connected': { faq: 'transport', meaning: 'The chosen coke source has no rail connection to where the coke is needed.' },
  'oil-not-connected': {
    faq: 'oil-transport',
    meaning: 'Oil leaves a field by a transporting pipeline, then by rail; the chosen field or pipeline does not reach.',
  },
  'no-oil-available': {
    faq: 'oil-transport',
    meaning: 'No reachable oil: no connected field with oil through a transporting pipeline, and Vanderbilt never sells oil.',
  },
  'industry-first': {
    faq: 'resource-priority',
    meaning: 'A connected unflipped industry can supply this cube: it must be used (free) before markets, heavy rails or Vanderbilt.',
  },
  'source-empty': { faq: 'resource-priority', meaning: 'The chosen source has no cube of this resource left.' },
  'unknown-source': {
    faq: 'resource-priority',
    meaning: 'The chosen source does not exist (no such industry, market, heavy rail or oil field).',
  },
  'vanderbilt-no-oil': { faq: 'vanderbilt', meaning: 'Vanderbilt delivers coal, iron, steel and coke, never oil.' },
  'heavy-rail-not-yours': { faq: 'heavy-rails', meaning: 'A resource heavy rail supplies its owner only.' },
  // links (p.9–10)
  'unknown-line': { faq: 'link-costs', meaning: 'No such rail line or pipeline route on this board.' },
  'line-taken': { faq: 'link-costs', meaning: 'A link already lies there.' },
  'wrong-route-kind': { faq: 'link-costs', meaning: 'Rails go on rail lines, pipelines on pipeline routes.' },
  'no-link-tile': { faq: 'link-costs', meaning: 'No such link tile in your personal supply (mat link tiles join it only when unlocked).' },
  'too-many-links': { faq: 'second-link', meaning: 'One network action places one link, or two with $10 more for the second.' },
  'replacement-needs-light-rail': { faq: 'heavy-rails', meaning: "The replacement heavy rail goes only over another player's light rail." },
  // develop (p.10)
  'develop-count': { faq: 'develop', meaning: 'Develop removes 1 or 2 tiles.' },
  'develop-pays-iron-or-steel': { faq: 'develop', meaning: 'Each developed tile costs 1 iron or 1 steel.' },
  'free-develop-not-earned': { faq: 'develop', meaning: 'More free develops were chosen than this action earns.' },
  // build-time market sale (p.8)
  'unknown-market': { faq: 'market-sale-on-build', meaning: 'The market order names a market that does not exist.' },
  // sell (p.9–10)
  'nothing-to-sell': { faq: 'sell', meaning: 'A sell action sells at least one industry.' },
  'no-industry-there': { faq: 'sell', meaning: 'No industry stands on this space.' },
  'not-your-industry': { faq: 'sell', meaning: 'You sell only your own industries.' },
  'not-sellable': {
    faq: 'sell',
    meaning:
      'Only kerosene refineries, manufacturers and automobile plants are sold; resource industries flip when emptied, and tiles that enter flipped are never sold.',
  },
  'already-flipped': { faq: 'sell', meaning: 'This industry is already flipped: each industry is sold once.' },
  'unknown-merchant': { faq: 'merchants', meaning: 'No merchant tile lies on this location.' },
  'no-merchant-connected': {
    faq: 'merchants',
    meaning:
      "The seller is not connected by rail (any player's rails; pipelines never connect) to a merchant whose current face shows its icon.",
  },
  'merchant-does-not-buy': {
    faq: 'merchants',
    meaning: "This merchant's current face does not show the seller's icon (a flipped merchant buys what its red face shows).",
  },
  'not-enough-oil': {
    faq: 'oil-transport',
    meaning:
      'Every seller needs the barrels printed on it, each from a field through a transporting pipeline and then by rail (two sellers needing 1 each need 2 barrels); Vanderbilt never sells oil.',
  },
  'reserve-pipeline-no-transport': { faq: 'pipeline-kinds', meaning: 'A reserve pipeline adds oil to its field but never transports it.' },
  'quality-slot-empty': { faq: 'quality', meaning: 'This quality tile is not face up on a slot (already taken, or not drawn).' },
  'quality-not-met': {
    faq: 'quality',
    meaning:
      "The stars of the industries sold in this action, plus 1 per whiskey spent, do not reach the slot's requirement; stars never carry over.",
  },
  'one-quality-per-sale': { faq: 'quality', meaning: 'A sale takes at most one quality tile.' },
  'whiskey-not-enough': { faq: 'quality', meaning: 'You cannot spend more whiskey than you hold.' },
  'no-pending-decision': {
    faq: 'crown-jewels',
    meaning: 'There is no follow-up decision to answer or decline (only a skyscraper just built gives a sale without a card).',
  },
  'decision-pending': {
    faq: 'crown-jewels',
    meaning: 'A follow-up decision (the skyscraper bonus sale) must be answered at once, if at all: take it or decline it first.',
  },
  // the choice enumerator (src/engine/rulesets/pittsburgh/choices)
  'no-legal-option': { faq: 'actions-per-turn', meaning: 'No choice completes this into a legal action in this position.' },
} as const satisfies Record<string, ReasonEntry>;

export type ReasonCode = keyof typeof reasons;

/** All refusal codes, for translation checks. */
export const reasonCodes = Object.keys(reasons) as ReasonCode[];

const pages = new Map<string, number>(faqTopics.map((t) => [t.id, t.page]));

export interface ReasonInfo {
  code: ReasonCode;
  faq: string;
  page: number;
  meaning: string;
}

/** Where a refusal happened: the refused action's type and the refusal's params (e.g. `for` of not-enough-cash). */
export interface ReasonContextQuery {
  action?: string;
  params?: Record<string, string | number | boolean>;
}

function contextOf(code: ReasonCode, q: ReasonContextQuery | undefined): ReasonContext | undefined {
  const when: Record<string, ReasonContext> | undefined = (reasons[code] as ReasonEntry).when;
  if (!when || !q) return undefined;
  const paid = q.params?.['for'];
  return (typeof paid === 'string' ? when[`for:${paid}`] : undefined) ?? (q.action ? when[`action:${q.action}`] : undefined);
}

/** The FAQ topic and printed page of a refusal; with a context, the page of that context when it has its own. */
export function reasonInfo(code: ReasonCode, context?: ReasonContextQuery): ReasonInfo {
  const r: ReasonEntry = reasons[code];
  const c = contextOf(code, context);
  const faq = c?.faq ?? r.faq;
  return { code, faq, page: c?.page ?? r.page ?? pages.get(r.faq) ?? 0, meaning: r.meaning };
}

/** Every FAQ topic a refusal can point to: its own and those of its contexts. */
export function reasonFaqs(code: ReasonCode): string[] {
  const r: ReasonEntry = reasons[code];
  return [...new Set([r.faq, ...Object.values(r.when ?? {}).flatMap((c) => (c.faq ? [c.faq] : []))])];
}

/** The row of docs/reason-codes.md for one code: the page column lists the contexts with pages of their own. */
export function reasonMarkdownRow(code: ReasonCode): string {
  const i = reasonInfo(code);
  const when = Object.values((reasons[code] as ReasonEntry).when ?? {})
    .map((c) => `; ${c.label}: ${c.page}${c.faq ? ` (${c.faq})` : ''}`)
    .join('');
  return `| \`${code}\` | ${i.faq} | ${i.page}${when} | ${i.meaning} |`;
}

export interface Refusal {
  code: ReasonCode;
  params?: Record<string, string | number | boolean>;
}

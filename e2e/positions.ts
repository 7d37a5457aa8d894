/**
 * Positions for the browser tests, as scenario setups (docs/scenario-format.md), opened through the
 * sandbox's own share link (`/play#p=1.<data>`: deflate-raw + base64url, src/share/codec.ts), and
 * the engine's numbers after a move, from the engine itself (its JSON imports carry import
 * attributes, so Playwright's Node loads it as it is).
 */
import { deflateRawSync } from 'node:zlib';
import type { Action, GameState } from '../src/engine/rulesets/pittsburgh/index.ts';
import { preview, validate } from '../src/engine/rulesets/pittsburgh/index.ts';
import { expect, type Page } from './fixtures';

export type Setup = Record<string, unknown>;

const LONG = { timeout: 30_000 };

/** The address of the sandbox with this position in it. */
export function playLink(setup: Setup, lang: 'en' | 'zh'): string {
  const data = deflateRawSync(Buffer.from(JSON.stringify(setup))).toString('base64url');
  return `./play?lang=${lang}#p=1.${data}`;
}

/** Opens the position in the sandbox (every seat a person unless given) and waits for the first composer. */
export async function openPosition(page: Page, setup: Setup, lang: 'en' | 'zh', seats: Record<string, 'human' | 'bot'> = {}) {
  await page.goto(playLink(setup, lang));
  await openShown(page, seats);
}

/** The position on screen opened with these seats; the first composer waited for. */
async function openShown(page: Page, seats: Record<string, 'human' | 'bot'>) {
  await expect(page.getByTestId('shared-position')).toBeVisible(LONG);
  for (const [colour, kind] of Object.entries(seats)) await page.locator(`select[data-shared-seat="${colour}"]`).selectOption(kind);
  await page.getByTestId('shared-open').click();
  const take = page.locator('.play-handover button');
  const composer = page.locator('.play-composer');
  await expect(take.or(composer)).toBeVisible(LONG);
  if (await take.isVisible()) await take.click();
  await expect(composer).toBeVisible(LONG);
}

/**
 * As openPosition, but on a page that already shows the sandbox in this language the position arrives by the
 * address's fragment (the page reads a link set there, as share.spec.ts's bad links show), not by a load: for a
 * walk through several positions on one page. The position opened replaces the game before it, as a link does.
 */
export async function openPositionHere(page: Page, setup: Setup, lang: 'en' | 'zh', seats: Record<string, 'human' | 'bot'> = {}) {
  const url = new URL(page.url() === 'about:blank' ? 'http://x/' : page.url());
  const shown = url.pathname.endsWith('/play') && url.searchParams.get('lang') === lang;
  if (!shown) return openPosition(page, setup, lang, seats);
  const fragment = playLink(setup, lang).split('#')[1]!;
  await page.evaluate((f) => {
    window.scrollTo(0, 0);
    location.hash = f;
  }, fragment);
  await openShown(page, seats);
}

export interface EngineNumbers {
  ok: boolean;
  players: Record<string, { cash: number; vp: number; whiskey: number; incomeSpace: number; spent: number }>;
  industries: { owner: string; place: string; space: string; flipped: boolean }[];
  error?: { code: string };
}

/** The engine's numbers after these actions from this position (each previewed in turn, without the round's end). */
export function afterMoves(setup: Setup, actions: unknown[]): EngineNumbers {
  const v = validate(setup);
  if (!v.ok) throw new Error(`the engine refused the position: ${JSON.stringify(v.errors)}`);
  let s: GameState = v.state;
  for (const a of actions) {
    const r = preview(s, a as Action);
    if (!r.ok) throw new Error(`the engine refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    s = r.next;
  }
  const players = Object.fromEntries(
    s.players.map((p) => [p.colour, { cash: p.cash, vp: p.vp, whiskey: p.whiskey, incomeSpace: p.incomeSpace, spent: p.spentThisRound }]),
  );
  return { ok: true, players, industries: s.industries };
}

/** Blue's light rails Pittsburgh–Columbus–Cincinnati and Orange's cash pipeline from Venango to Pittsburgh. */
const RAILS = [
  { owner: 'blue', kind: 'lightRail', route: 'columbus~pittsburgh' },
  { owner: 'blue', kind: 'lightRail', route: 'cincinnati~columbus' },
];
const ORANGE_PIPELINE = { owner: 'orange', kind: 'pipeline', route: 'venango>pittsburgh', type: 'cash' };

/**
 * A sale: Blue's Manufacturer V (3 stars, 1 barrel) and Kerosene IV (2 stars, 2 barrels) in
 * Pittsburgh, rails to the $15 merchant in Cincinnati and on to a second merchant in The South; oil
 * from Venango through Orange's cash pipeline or from Macksburg through Blue's own; Blue holds 2 Whiskey, the 6-star Quality
 * Reward needs 1 of them.
 */
export const SALE: Setup = {
  round: 3,
  current: 'blue',
  players: [
    { colour: 'blue', cash: 30, whiskey: 2, hand: ['loc-cleveland-1', 'ind-coal-1', 'ind-kerosene-1'] },
    { colour: 'orange', cash: 30, hand: [] },
  ],
  industries: [
    { owner: 'blue', place: 'manufacturer-5', space: 'pittsburgh-2' },
    { owner: 'blue', place: 'kerosene-4', space: 'pittsburgh-5' },
  ],
  links: [
    ...RAILS,
    { owner: 'blue', kind: 'lightRail', route: 'cincinnati~the-south' },
    ORANGE_PIPELINE,
    { owner: 'blue', kind: 'pipeline', route: 'macksburg-burning-springs>pittsburgh' },
  ],
  merchants: { cincinnati: { tile: 'merchant-kerosene-manufacturing-15' }, 'the-south': { tile: 'merchant-manufacturing-develop' } },
  oilFields: {
    venango: { tile: 'oil-income-3', revealed: true, oil: 3 },
    'macksburg-burning-springs': { tile: 'oil-income-3', revealed: true, oil: 3 },
  },
  quality: ['quality-vp-9', 'quality-cash-15-vp-7', 'quality-income-8-vp-7'],
};

/** Blue can build the lower Skyscraper in Cleveland with Orange's steel there, and owns an unsold Manufacturer I in Pittsburgh (p.10's bonus sale). */
export const SKYSCRAPER: Setup = {
  round: 3,
  current: 'blue',
  actionsLeft: 2,
  players: [
    { colour: 'blue', cash: 30, hand: ['loc-cleveland-1', 'ind-coal-1'], removed: ['steel-works-2'] },
    { colour: 'orange', cash: 30, hand: ['loc-toledo-1', 'loc-erie-1'] },
  ],
  industries: [
    { owner: 'blue', place: 'manufacturer-1', space: 'pittsburgh-2' },
    { owner: 'orange', place: 'steel-works-2', space: 'cleveland-3', cubes: { steel: 3 } },
  ],
  links: [...RAILS, ORANGE_PIPELINE],
  merchants: { cincinnati: { tile: 'merchant-kerosene-manufacturing-15' } },
  oilFields: { venango: { tile: 'oil-income-3', revealed: true, oil: 1 } },
  deck: ['loc-detroit-1', 'loc-buffalo-1', 'loc-harrisburg-1'],
};

/** Blue to develop in round 2 with $30 and an iron card: Vanderbilt's iron pays for each tile. */
export const DEVELOP: Setup = {
  round: 2,
  current: 'blue',
  players: [
    { colour: 'blue', cash: 30, hand: ['ind-coal-1', 'ind-ironSteel-3', 'loc-pittsburgh-1'] },
    { colour: 'orange', cash: 30, hand: ['loc-toledo-1'] },
  ],
};

/** Blue, with nothing connected to Saginaw, tries to build a Coal Mine there (lesson 5's position): the hint is a Light Train. */
export const NOT_IN_NETWORK = 'content/scenarios/lesson-5-sale-oil-merchant.json';

/** Blue to lay rails in round 2 with $30; Orange's Coal Mines in Columbus and Pittsburgh each hold 2 coal (two free sources). */
export const NETWORK: Setup = {
  round: 2,
  current: 'blue',
  players: [
    { colour: 'blue', cash: 30, hand: ['ind-coal-1', 'ind-ironSteel-3', 'loc-pittsburgh-1'] },
    { colour: 'orange', cash: 30, hand: ['loc-toledo-1'] },
  ],
  industries: [
    { owner: 'orange', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 2 } },
    { owner: 'orange', place: 'coal-mine-1', space: 'columbus-2', cubes: { coal: 2 } },
  ],
};

/** Era 2, Blue to move: Blue's own coal in Pittsburgh, Orange's at Clarksburg along Orange's Light Train. */
export const TWO_COAL_SOURCES: Setup = {
  era: 2,
  round: 2,
  current: 'blue',
  players: [
    { colour: 'blue', cash: 30, hand: ['loc-pittsburgh-1', 'ind-coal-1', 'ind-ironSteel-1', 'ind-kerosene-1'] },
    { colour: 'orange', hand: [] },
  ],
  industries: [
    { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 1 } },
    { owner: 'orange', place: 'coal-mine-1', space: 'clarksburg-1', cubes: { coal: 1 } },
  ],
  links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }],
};

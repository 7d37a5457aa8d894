// @vitest-environment jsdom
/**
 * The sandbox's player mat and preview drawings: the composer's tile question answered by a click on
 * the mat (a refused tile says why), the income track of the person at the device with the space a
 * preview leads to, and the route of every previewed cube drawn on the board. Which tiles, spaces and
 * sources are legal is read from the engine's enumerator (the store's question), never assumed here.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { preview, type ChoiceOption, type Effect, type GameState } from '../../src/engine/rulesets/pittsburgh';
import type { Good } from '../../src/engine/rulesets/pittsburgh/data/types';
import { reasonInfo, type ReasonCode } from '../../src/engine/rulesets/pittsburgh/reasons';
import type { Language } from '../../src/i18n/language';
import { createPlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { placeById } from '../../src/ui/mat/matData';
import { Composer } from '../../src/ui/play/Composer';
import { boardTarget } from '../../src/ui/play/options';
import { PlayBoard } from '../../src/ui/play/PlayBoard';
import { PlayMat } from '../../src/ui/play/PlayMat';
import { Players } from '../../src/ui/play/Players';
import { base, position } from '../engine/helpers';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 20_000 };

/**
 * Era 2, Blue to move: Blue's own Coal Mine I (1 coal) in Pittsburgh, and Orange's Coal Mine I
 * (1 coal) at Clarksburg, linked to Pittsburgh by Orange's Light Train.
 */
function twoCoalSources(): GameState {
  return position(
    base({
      era: 2,
      industries: [
        { owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1', cubes: { coal: 1 } },
        { owner: 'orange', place: 'coal-mine-1', space: 'clarksburg-1', cubes: { coal: 1 } },
      ],
      links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }],
    }),
  );
}

type Store = ReturnType<typeof createPlayStore>;

function show(state: GameState, lang: Language = 'en'): { store: Store; i18n: i18n } {
  const store = createPlayStore({ seats: ['human', 'bot'], seed: 1 }, { state });
  const i18n = createTestI18n(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <PlayStoreProvider store={store}>
        <Composer />
        <PlayBoard />
        <PlayMat />
        <Players />
      </PlayStoreProvider>
    </I18nextProvider>,
  );
  return { store, i18n };
}

const question = () => document.querySelector('.play-question') as HTMLElement;
const notice = () => document.querySelector('.play-notice') as HTMLElement;
const matButton = (place: string) => document.querySelector(`.play-mat .mat-pick[data-pick="${place}"]`) as HTMLElement | null;
const matButtons = () => [...document.querySelectorAll('.play-mat .mat-pick')].map((b) => b.getAttribute('data-pick'));

/** The enumerator's options for the question the store asks now (the question must be `kind`). */
function asked(store: Store, kind: string): ChoiceOption[] {
  const c = store.getState().choice;
  if (c?.status !== 'choose' || c.choice.kind !== kind)
    throw new Error(`expected a ${kind} question, got ${JSON.stringify(c?.status === 'choose' ? c.choice.kind : c?.status)}`);
  return c.choice.options;
}

/** The legal tiles of the tile question whose printed cost needs `good` (the rules data's mat). */
function legalTilesNeeding(store: Store, good: Good): string[] {
  return asked(store, 'place')
    .filter((o) => {
      const place = o.legal && typeof o.value === 'string' ? placeById(o.value) : undefined;
      return place?.node === 'tile' && (place.cost.cubes[good] ?? 0) > 0;
    })
    .map((o) => o.value as string);
}

/** Choose Build and the Pittsburgh card with the composer's buttons. */
async function buildWithPittsburghCard(heading = 'Blue: your move') {
  await screen.findByRole('heading', { name: heading }, WAIT);
  fireEvent.click(within(question()).getAllByRole('button')[0] as HTMLElement); // Build comes first
  fireEvent.click(within(question()).getAllByRole('button')[0] as HTMLElement); // the first card: Pittsburgh
  expect(question()).toHaveAttribute('data-kind', 'place');
}

/** Click a board target once the map is drawn (the map is a deferred render). */
async function clickOnBoard(id: string) {
  const target = await waitFor(() => {
    const el = document.querySelector(`.bm-pick[data-pick="${id}"]`);
    if (!el) throw new Error(`no board target ${id}`);
    return el;
  }, WAIT);
  fireEvent.click(target);
}

/** Build the legal tile needing `good`, on the first legal space: the composer then asks for the cube's source. */
async function buildNeeding(store: Store, good: Good) {
  await buildWithPittsburghCard();
  const tile = legalTilesNeeding(store, good)[0];
  expect(tile).toBeDefined();
  fireEvent.click(matButton(tile!)!);
  const space = asked(store, 'space').find((o) => o.legal)?.value as string;
  await clickOnBoard(space);
  return { tile: tile!, space };
}

const cubeEffects = (effects: readonly Effect[]) => effects.filter((e): e is Extract<Effect, { kind: 'cube' }> => e.kind === 'cube');
const drawnPaths = () => [...document.querySelectorAll('.bm-cube-path')];

describe('the player mat in the composer', () => {
  it("the mat's buttons are the enumerator's tiles; a refused one says why in the live region, a legal one is chosen and stays pressed", async () => {
    const { store, i18n } = show(twoCoalSources());
    await buildWithPittsburghCard();
    const options = asked(store, 'place');
    const legal = options.filter((o) => o.legal).map((o) => o.value as string);
    const refused = options.filter((o) => !o.legal);
    expect(legal.length).toBeGreaterThan(1);
    expect(refused.length).toBeGreaterThan(0);
    // exactly the enumerator's tiles are buttons on the mat: legal ones plain, refused ones faint and aria-disabled
    expect(new Set(matButtons())).toEqual(new Set(options.map((o) => o.value)));
    for (const id of legal) expect(matButton(id)).not.toHaveAttribute('aria-disabled');
    const no = refused[0]!;
    const noButton = matButton(no.value as string)!;
    expect(noButton).toHaveAttribute('aria-disabled', 'true');
    expect(noButton.closest('.mat-place')).toHaveClass('is-refused');
    expect(noButton).toHaveTextContent('Why not?');
    expect(matButton(legal[0]!)).toHaveTextContent('Take this tile');
    // a click on it: the rule, its FAQ entry and printed page, announced; nothing is chosen
    fireEvent.click(noButton);
    const live = notice();
    expect(live).toHaveAttribute('aria-live', 'polite');
    const name = (noButton.getAttribute('aria-label') ?? '').replace(/: not allowed now.*$/, '');
    expect(within(live).getByRole('heading', { level: 3 })).toHaveTextContent(`Not allowed: ${name}`);
    const info = reasonInfo(no.refusal!.code as ReasonCode, {
      action: 'build',
      ...(no.refusal!.params ? { params: no.refusal!.params } : {}),
    });
    expect(live).toHaveTextContent(i18n.t(`reasons.${no.refusal!.code}`));
    expect(within(live).getByRole('link', { name: /Read the FAQ/ })).toHaveAttribute('href', `/faq/${info.faq}`);
    expect(live).toHaveTextContent(`Rulebook p.${info.page}`);
    expect(question()).toHaveAttribute('data-kind', 'place');
    expect(store.getState().steps).toHaveLength(2);
    // a legal tile: chosen, the composer moves on to the space; the tile stays on the mat, pressed
    const [yes, other] = legal as [string, string];
    fireEvent.click(matButton(yes)!);
    expect(question()).toHaveAttribute('data-kind', 'space');
    expect(store.getState().steps.map((s) => s.option.value)).toContain(yes);
    expect(live).toBeEmptyDOMElement();
    const chosen = matButton(yes)!;
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen.closest('.mat-place')).toHaveClass('is-picked');
    expect(chosen).toHaveAccessibleName(/: chosen \(click to choose again\)$/);
    expect(chosen).toHaveTextContent('Chosen');
    // the other tiles are no longer buttons (no tile question now)
    expect(matButtons()).toEqual([yes]);
    expect(matButton(other)).toBeNull();
    // a click on the chosen tile asks for the tile again
    fireEvent.click(chosen);
    expect(question()).toHaveAttribute('data-kind', 'place');
    expect(store.getState().steps.map((s) => s.option.value)).not.toContain(yes);
    expect(matButton(yes)).toHaveAttribute('aria-pressed', 'false');
    expect(matButton(other)).not.toBeNull();
  });

  it('Chinese: the mat buttons are named in Chinese', async () => {
    const { store } = show(twoCoalSources(), 'zh');
    await buildWithPittsburghCard('蓝方：轮到你行动');
    const named = [...document.querySelectorAll('.play-mat .mat-pick')].map((b) => b.getAttribute('aria-label') ?? '');
    expect(named.length).toBe(asked(store, 'place').length);
    expect(named.every((x) => /：(选择|现在不行（点击看原因）)$/.test(x))).toBe(true);
    const yes = asked(store, 'place').find((o) => o.legal)?.value as string;
    fireEvent.click(matButton(yes)!);
    expect(matButton(yes)).toHaveAccessibleName(/：已选（点击重新选择）$/);
  });
});

describe('the preview on the board', () => {
  it("a cube from the build's own city is a short arrow from its mine; the rail source chosen on the board draws its route, described as the effect list says", async () => {
    const s = twoCoalSources();
    const { store } = show(s);
    const { space } = await buildNeeding(store, 'coal');
    // the engine asks for the coal's source: its default is Blue's own mine in the same city
    const sources = asked(store, 'source');
    const own = sources.find((o) => o.legal && o.isDefault)!;
    expect(own.source).toMatchObject({ kind: 'industry', owner: 'blue' });
    expect(own.path).toHaveLength(1);
    const ownSpace = own.source?.kind === 'industry' ? own.source.space : '';
    const rail = sources.find((o) => o.legal && !o.isDefault && (o.path?.length ?? 0) > 1)!;
    expect(rail.source).toMatchObject({ kind: 'industry', owner: 'orange' });
    // the preview with the defaults: from Blue's mine to the space built on, inside the city
    await waitFor(() => expect(drawnPaths()).toHaveLength(1), WAIT);
    const near = drawnPaths()[0]!;
    expect(near).toHaveAttribute('data-cube-path', `${ownSpace}>${space}`);
    expect(near).toHaveAttribute('data-good', 'coal');
    expect(near.querySelectorAll('.bm-cube-line')).toHaveLength(1);
    expect(near.querySelectorAll('circle')).toHaveLength(1); // the source's dot
    // the rail source, chosen on the board: the route from Orange's mine along the line, as the engine's preview has it
    await clickOnBoard(boardTarget('source', rail)!);
    const ready = store.getState().ready!;
    const r = preview(s, ready.action);
    if (!r.ok) throw new Error(`refused: ${r.error.code}`);
    const cube = cubeEffects(r.effects).find((e) => e.good === 'coal')!;
    expect(cube.path).toEqual(rail.path);
    expect(cube.path).toHaveLength(2); // one line: Clarksburg → Pittsburgh
    const from = cube.source.kind === 'industry' ? cube.source.space : '';
    await waitFor(() => expect(drawnPaths().map((p) => p.getAttribute('data-cube-path'))).toEqual([`${from}>${space}`]), WAIT);
    const route = drawnPaths()[0]!;
    expect(route).toHaveAttribute('role', 'img');
    expect(route.querySelectorAll('.bm-cube-line')).toHaveLength(1);
    expect(route.querySelectorAll('.bm-cube-head')).toHaveLength(1);
    // its description is "Route of the cube: " and the effect list's own line for that cube
    const label = route.getAttribute('aria-label') ?? '';
    expect(label).toMatch(/^Route of the cube: ./);
    const lines = [...document.querySelectorAll('.play-preview .effect-list li')].map((li) => li.textContent ?? '');
    const said = label.replace(/^Route of the cube: /, '');
    expect(lines.filter((l) => l.endsWith(said))).toHaveLength(1); // after the line's icon
    expect(label).toContain('Clarksburg');
    // Back: the default's short arrow again; Start over: nothing drawn
    act(() => store.getState().back());
    await waitFor(() => expect(drawnPaths().map((p) => p.getAttribute('data-cube-path'))).toEqual([`${ownSpace}>${space}`]), WAIT);
    act(() => store.getState().cancel());
    await waitFor(() => expect(drawnPaths()).toHaveLength(0), WAIT);
  });

  it("a market's cube starts at the market's panel, follows the engine's path and ends on the space built on", async () => {
    const { store } = show(twoCoalSources());
    const { space } = await buildNeeding(store, 'iron');
    const iron = cubeEffects(store.getState().ready!.effects).find((e) => e.good === 'iron')!;
    expect(iron.source.kind).toBe('market');
    const market = iron.source.kind === 'market' ? iron.source.market : '';
    await waitFor(() => expect(document.querySelector('.bm-cube-path[data-good="iron"]')).not.toBeNull(), WAIT);
    const drawn = document.querySelector('.bm-cube-path[data-good="iron"]')!;
    expect(drawn).toHaveAttribute('data-cube-path', [market, ...iron.path.slice(0, -1), space].join('>'));
    expect(drawn.querySelectorAll('.bm-cube-line')).toHaveLength(1);
  });

  it("a cube from the Vanderbilt (off the map's network) is a dot on the space built on", async () => {
    const { store } = show(position(base())); // era 1, nothing on the board
    const { space } = await buildNeeding(store, 'coke');
    const coke = cubeEffects(store.getState().ready!.effects).find((e) => e.good === 'coke')!;
    expect(coke.source.kind).toBe('vanderbilt');
    await waitFor(() => expect(document.querySelector('.bm-cube-path[data-good="coke"]')).not.toBeNull(), WAIT);
    const drawn = document.querySelector('.bm-cube-path[data-good="coke"]')!;
    expect(drawn).toHaveAttribute('data-cube-path', space);
    expect(drawn.querySelector('.bm-cube-line')).toBeNull();
    expect(drawn.querySelector('.bm-cube-head')).toBeNull();
    expect(drawn.querySelectorAll('circle')).toHaveLength(1);
    expect(drawn.getAttribute('aria-label')).toMatch(/^Route of the cube: .*Vanderbilt/);
  });
});

describe('the income track in the player panel', () => {
  it("shows the space now and, in a loan's preview, the space after; Back removes it", async () => {
    const s = twoCoalSources();
    const { store } = show(s);
    await screen.findByRole('heading', { name: 'Blue: your move' }, WAIT);
    fireEvent.click(within(question()).getByRole('button', { name: /^Loan/ }));
    fireEvent.click(within(question()).getAllByRole('button')[0] as HTMLElement);
    const ready = store.getState().ready!;
    const r = preview(s, ready.action);
    if (!r.ok) throw new Error(`refused: ${r.error.code}`);
    const now = s.players.find((p) => p.colour === 'blue')!.incomeSpace;
    const after = r.next.players.find((p) => p.colour === 'blue')!.incomeSpace;
    expect(after).toBeLessThan(now);
    const track = document.querySelector('.play-income') as HTMLElement;
    expect(track.querySelector(`.inc-space.is-from[data-space="${now}"]`)).not.toBeNull();
    expect(track.querySelector(`.inc-space.is-to[data-space="${after}"]`)).not.toBeNull();
    expect(track).toHaveTextContent(`After this move: space ${after}`);
    // only the person at the device has the track
    expect(document.querySelectorAll('.play-income')).toHaveLength(1);
    act(() => store.getState().cancel());
    expect(track.querySelector('.inc-space.is-to')).toBeNull();
    expect(track.querySelector(`.inc-space.is-from[data-space="${now}"]`)).not.toBeNull();
    expect(track).not.toHaveTextContent('After this move');
  });
});

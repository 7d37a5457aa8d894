// @vitest-environment jsdom
/**
 * The sandbox's player mat and preview drawings: the composer's tile question answered by a click on
 * the mat (a refused tile says why), the income track of the person at the device with the space a
 * preview leads to, and the rail path of every previewed cube drawn on the board. Every option,
 * refusal and path is the engine's (the position is the sourcing test's: coal at Clarksburg by rail).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { preview, type GameState } from '../../src/engine/index';
import type { Language } from '../../src/i18n/language';
import { createPlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { Composer } from '../../src/ui/play/Composer';
import { PlayBoard } from '../../src/ui/play/PlayBoard';
import { PlayMat } from '../../src/ui/play/PlayMat';
import { Players } from '../../src/ui/play/Players';
import { base, position } from '../engine/helpers';
import { createTestI18n } from './test-i18n';

const WAIT = { timeout: 20_000 };

/** Blue to move, with Orange's Coal Mine I (1 coal) at Clarksburg linked to Pittsburgh by Orange's Light Train. */
function coalByRail(): GameState {
  return position(
    base({
      industries: [{ owner: 'orange', place: 'coal-mine-1', space: 'clarksburg-1', cubes: { coal: 1 } }],
      links: [{ owner: 'orange', kind: 'lightRail', route: 'clarksburg~pittsburgh' }],
    }),
  );
}

function show(state: GameState, lang: Language = 'en') {
  const store = createPlayStore({ seats: ['human', 'bot'], seed: 1 }, { state });
  render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <PlayStoreProvider store={store}>
        <Composer />
        <PlayBoard />
        <PlayMat />
        <Players />
      </PlayStoreProvider>
    </I18nextProvider>,
  );
  return store;
}

const question = () => document.querySelector('.play-question') as HTMLElement;
const notice = () => document.querySelector('.play-notice') as HTMLElement;
const matButton = (place: string) => document.querySelector(`.play-mat .mat-pick[data-pick="${place}"]`) as HTMLElement | null;

/** Choose Build and the Pittsburgh card with the buttons. */
async function buildWithPittsburghCard() {
  await screen.findByRole('heading', { name: 'Blue: your move' }, WAIT);
  fireEvent.click(within(question()).getByRole('button', { name: /^Build/ }));
  fireEvent.click(within(question()).getAllByRole('button', { name: /^Pittsburgh/ })[0] as HTMLElement);
  expect(question()).toHaveAttribute('data-kind', 'place');
}

describe('the player mat in the composer', () => {
  it("a build's tile is chosen by a click on the mat; a refused tile says why and chooses nothing", async () => {
    const store = show(coalByRail());
    await buildWithPittsburghCard();
    const c = store.getState().choice;
    const options = c?.status === 'choose' ? c.choice.options : [];
    const legal = options.find((o) => o.legal && o.value === 'kerosene-1');
    const refused = options.find((o) => !o.legal && typeof o.value === 'string');
    expect(legal).toBeDefined();
    expect(refused?.refusal).toBeDefined();
    // the mat's buttons are exactly the enumerator's tiles
    const buttons = [...document.querySelectorAll('.play-mat .mat-pick')].map((b) => b.getAttribute('data-pick'));
    expect(new Set(buttons)).toEqual(new Set(options.map((o) => o.value).filter((v) => typeof v === 'string')));
    // a refused tile: faint, aria-disabled, and the notice names it with the engine's reason
    const no = matButton(refused!.value as string)!;
    expect(no).toHaveAttribute('aria-disabled', 'true');
    expect(no.closest('.mat-place')).toHaveClass('is-refused');
    fireEvent.click(no);
    expect(notice()).toHaveTextContent(/^Not allowed: /);
    expect(question()).toHaveAttribute('data-kind', 'place');
    // a legal tile: chosen, the composer moves on to the space
    const yes = matButton('kerosene-1')!;
    expect(yes).not.toHaveAttribute('aria-disabled');
    fireEvent.click(yes);
    expect(question()).toHaveAttribute('data-kind', 'space');
    expect(store.getState().steps.map((s) => s.option.value)).toContain('kerosene-1');
    // no tile question now: no mat buttons
    expect(matButton('kerosene-1')).toBeNull();
  });

  it('Chinese: the mat buttons are named in Chinese', async () => {
    show(coalByRail(), 'zh');
    await screen.findByRole('heading', { name: /蓝/ }, WAIT);
    fireEvent.click(within(question()).getAllByRole('button')[0] as HTMLElement);
    fireEvent.click(within(question()).getAllByRole('button')[0] as HTMLElement);
    expect(question()).toHaveAttribute('data-kind', 'place');
    const named = [...document.querySelectorAll('.play-mat .mat-pick')].map((b) => b.getAttribute('aria-label') ?? '');
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((x) => /：(选择|现在不行)/.test(x))).toBe(true);
  });
});

describe('the preview on the board and the income track', () => {
  it("a previewed build with coal from a connected mine draws the cube's rail path, and the income track shows the space after", async () => {
    const s = coalByRail();
    const store = show(s);
    await buildWithPittsburghCard();
    fireEvent.click(matButton('kerosene-1')!);
    const space = document.querySelector('.bm-pick[data-pick="pittsburgh-2"]') as Element;
    fireEvent.click(space);
    const ready = store.getState().ready;
    expect(ready).not.toBeNull();
    // the engine's own preview of the same action: one coal from Clarksburg to Pittsburgh
    const r = preview(s, ready!.action);
    expect(r.ok).toBe(true);
    const cube = r.ok ? r.effects.find((e) => e.kind === 'cube') : undefined;
    expect(cube).toMatchObject({ good: 'coal', source: { kind: 'industry', space: 'clarksburg-1' }, path: ['clarksburg', 'pittsburgh'] });
    const paths = [...document.querySelectorAll('.bm-cube-path')];
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveAttribute('data-cube-path', 'clarksburg>pittsburgh');
    expect(paths[0]).toHaveAttribute('data-good', 'coal');
    expect(paths[0]).toHaveAttribute('role', 'img');
    expect(paths[0]?.getAttribute('aria-label')).toMatch(/^Route of the cube: 1 coal from .*Clarksburg.*Clarksburg → Pittsburgh/);
    expect(paths[0]?.querySelector('polyline')).not.toBeNull();
    // the income track: Blue's space now and, when the move changes it, the space after
    const blueAfter = r.ok ? r.next.players.find((p) => p.colour === 'blue')!.incomeSpace : -1;
    const blueNow = s.players.find((p) => p.colour === 'blue')!.incomeSpace;
    const track = document.querySelector('.play-income') as HTMLElement;
    expect(track.querySelector(`.inc-space.is-from[data-space="${blueNow}"]`)).not.toBeNull();
    if (blueAfter !== blueNow) expect(track.querySelector(`.inc-space.is-to[data-space="${blueAfter}"]`)).not.toBeNull();
    // Back: the path goes with the preview
    act(() => store.getState().back());
    expect(document.querySelectorAll('.bm-cube-path')).toHaveLength(0);
  });
});

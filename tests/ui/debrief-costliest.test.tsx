// @vitest-environment jsdom
/**
 * The debrief's three costliest moves (src/ui/debrief/Costliest.tsx, lookAtMoves.ts, costliest.ts):
 * the order, the same top move and VP as the search's own judgement of each move of the person at
 * the device, the better move on the board, "Replay from here" opening the moment before it in the
 * viewer, Chinese, a game of bots alone, and one look per game log.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { validate, viewFor, type Action, type GameState } from '../../src/engine/rulesets/pittsburgh';
import { judgeMove } from '../../src/engine/rulesets/pittsburgh/bot/search/judge';
import { GAME_KEY, GAME_VERSION } from '../../src/store/savedGame';
import { createPlayStore, toSaved, type LogEntry, type PlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { CoachProvider, createCoachStore } from '../../src/ui/coach/CoachContext';
import { COACH_SEARCH, type Judgement } from '../../src/ui/coach/judge';
import { byCost, costliest, type JudgedMove } from '../../src/ui/debrief/costliest';
import { Costliest } from '../../src/ui/debrief/Costliest';
import type { BotThinker } from '../../src/workers/strongBot';
import { NEAR_END } from './near-end';
import { renderAt } from './render-app';
import { createTestI18n } from './test-i18n';

const LONG = { timeout: 60_000 };

/** Blue's two moves of the last round: a develop (Kerosene II), then a pass. */
const DEVELOP: Action = { type: 'develop', card: 'loc-pittsburgh-1', tiles: [{ place: 'kerosene-2' }] };
const PASS: Action = { type: 'pass', card: 'loc-cleveland-1' };

/** The near-end position with two actions and two cards each: the last round of the game. */
function lastRound(): GameState {
  const pos = JSON.parse(JSON.stringify(NEAR_END)) as Record<string, unknown> & { players: { hand: string[] }[] };
  pos.actionsLeft = 2;
  pos.players[0]!.hand = ['loc-pittsburgh-1', 'loc-cleveland-1'];
  pos.players[1]!.hand = ['loc-toledo-1', 'loc-detroit-1'];
  const v = validate(pos);
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return v.state;
}

/** Blue (the person) develops and passes, Orange (the greedy bot) plays to the game's end. */
function finishedGame(seats: ('human' | 'bot')[] = ['human', 'bot']): PlayStore {
  const game = createPlayStore({ seats, seed: 11 }, { state: lastRound() });
  for (const action of [DEVELOP, PASS]) expect(game.getState().replayMove({ action, bot: seats[0] === 'bot' })).toBe(true);
  for (let i = 0; i < 20 && !game.getState().state.gameOver; i++) game.getState().botStep();
  expect(game.getState().state.gameOver).toBeTruthy();
  return game;
}

function save(game: PlayStore) {
  localStorage.setItem(GAME_KEY, JSON.stringify({ version: GAME_VERSION, ...toSaved(game.getState()) }));
}

/** The search's own judgement of every move of the person (the deeper look the debrief asks for). */
function searchJudgements(log: readonly LogEntry[]): JudgedMove[] {
  return log.flatMap((e, entry) => {
    if (e.bot) return [];
    const judgement = judgeMove(viewFor(e.before, e.colour), e.action, COACH_SEARCH);
    return judgement ? [{ entry, judgement, look: 'deep' as const }] : [];
  });
}

beforeEach(() => localStorage.clear());

const judged = (entry: number, costVp: number, label: Judgement['label'] = 'mistake'): JudgedMove => ({
  entry,
  look: 'deep',
  judgement: { rank: 2, of: 9, costVp, label, best: { type: 'loan', card: 'x' }, bestReasons: [] },
});

describe('the costliest moves, in order', () => {
  it('costliest first, the earlier move first on a tie, three at most, none that cost nothing or were best', () => {
    const moves = [
      judged(0, 2, 'good'),
      judged(1, 6),
      judged(2, 0, 'best'),
      judged(3, 6),
      judged(4, 0.4, 'best'),
      judged(5, 3, 'inaccuracy'),
      judged(6, 1, 'good'),
    ];
    expect(costliest(moves).map((m) => m.entry)).toEqual([1, 3, 5]);
    expect(costliest(moves, 10).map((m) => m.entry)).toEqual([1, 3, 5, 0, 6]);
    expect(byCost(moves).map((m) => m.entry)).toEqual([1, 3, 5, 0, 6, 4, 2]);
    expect(costliest([judged(0, 0, 'best')])).toEqual([]);
  });
});

describe('the debrief names the costliest moves of the person at the device', () => {
  it('the same top move and VP as the search judges; the better move on the board; replay opens the moment before (English)', async () => {
    const game = finishedGame();
    const log = game.getState().log;
    const expected = costliest(searchJudgements(log));
    expect(expected.length).toBeGreaterThan(0);
    const top = expected[0]!;
    save(game);
    renderAt('/play', 'en');
    const costly = await screen.findByTestId('debrief-costly', {}, LONG);
    expect(within(costly).getByRole('heading', { name: 'Your three costliest moves' })).toBeInTheDocument();
    await within(costly).findAllByTestId('debrief-costly-cost', {}, LONG);
    const items = [...costly.querySelectorAll('li.debrief-costly-move')];
    // the list: the search's costliest moves, in its order, each with its cost
    expect(items.map((li) => Number(li.getAttribute('data-entry')))).toEqual(expected.map((m) => m.entry));
    const first = items[0] as HTMLElement;
    const vp = String(Math.round(top.judgement.costVp * 10) / 10);
    expect(within(first).getByTestId('debrief-costly-cost')).toHaveTextContent(`About ${vp} VP behind the best move.`);
    expect(first).toHaveAttribute('data-best', top.judgement.best.type);
    expect(first).toHaveAttribute('data-look', 'deep');
    const entry = log[top.entry]!;
    expect(first).toHaveTextContent(`${top.entry + 1}. `);
    expect(first).toHaveTextContent(entry.action.type === 'develop' ? 'Develop' : 'Pass');
    // Orange's moves are the bot's: never judged
    for (const li of items) expect(log[Number(li.getAttribute('data-entry'))]?.bot).toBe(false);
    // the better move on the board of the moment before: a region with the dashed pieces
    fireEvent.click(within(first).getByRole('button', { name: 'Show the better move on the board' }));
    const region = within(first).getByRole('region', {
      name: `The board before move ${top.entry + 1}, the better move drawn with a dashed outline`,
    });
    expect(region).toHaveAttribute('tabindex', '0');
    const ghosts = region.querySelectorAll('.bm-ghost');
    expect(ghosts.length).toBeGreaterThan(0);
    expect(ghosts[0]).toHaveAttribute('aria-label', expect.stringMatching(/^Better move: /));
    // replay from the costliest move that has a moment before it
    const later = items.find((li) => Number(li.getAttribute('data-entry')) > 0) as HTMLElement;
    expect(later).toBeDefined();
    const at = Number(later.getAttribute('data-entry'));
    if (items[0] && Number(items[0].getAttribute('data-entry')) === 0)
      expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Replay from here' })).toBeNull();
    fireEvent.click(within(later).getByRole('button', { name: 'Replay from here' }));
    expect(await screen.findByRole('heading', { name: `The board after move ${at} of ${log.length}` }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play on from here' })).toBeInTheDocument();
    // back to the game: the list is there at once (the look is not made again)
    fireEvent.click(within(document.querySelector('.play-viewing') as HTMLElement).getByRole('button', { name: 'Back to the game' }));
    const again = await screen.findByTestId('debrief-costly', {}, LONG);
    expect(again.querySelectorAll('li.debrief-costly-move')).toHaveLength(expected.length);
  }, 180_000);

  it('speaks Chinese', async () => {
    const game = finishedGame();
    const expected = costliest(searchJudgements(game.getState().log));
    save(game);
    renderAt('/play', 'zh');
    const costly = await screen.findByTestId('debrief-costly', {}, LONG);
    expect(within(costly).getByRole('heading', { name: '你代价最大的三步' })).toBeInTheDocument();
    const cost = await within(costly).findAllByTestId('debrief-costly-cost', {}, LONG);
    const vp = String(Math.round(expected[0]!.judgement.costVp * 10) / 10);
    expect(cost[0]).toHaveTextContent(`比最佳行动约少 ${vp} VP。`);
    expect(within(costly).getAllByTestId('debrief-costly-better')[0]).toHaveTextContent(/^更好的行动：.+。$/);
  }, 180_000);

  it('a game of bots alone has nothing to judge', async () => {
    save(finishedGame(['bot', 'bot']));
    renderAt('/play', 'en');
    const costly = await screen.findByTestId('debrief-costly', {}, LONG);
    expect(within(costly).getByTestId('debrief-costly-none')).toHaveTextContent(
      'Every seat was played by a bot: there are no moves of yours to judge.',
    );
    expect(costly.querySelector('li')).toBeNull();
  }, 120_000);
});

describe('one look per game', () => {
  it("shows the progress, asks the deeper look only for the quick look's costliest, and never looks again at the same log", async () => {
    const game = finishedGame();
    const calls: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((r) => (open = r));
    /** A thinker that says the develop cost 3 VP and the pass 1 VP (quick) or 4 and 2 (deep). */
    const fake = (deep: boolean) => (view: GameState, action?: Action) => {
      calls.push(`${deep ? 'deep' : 'quick'}:${action?.type}`);
      const costVp = (action?.type === 'develop' ? 3 : 1) + (deep ? 1 : 0);
      return gate.then(() => ({
        rank: 2,
        of: 5,
        costVp,
        label: 'inaccuracy' as const,
        best: { type: 'loan' as const, card: view.players[0]!.hand[0]! },
        bestReasons: [],
      }));
    };
    const thinker = { choose: () => Promise.resolve(undefined), quick: fake(false), judge: fake(true) } as unknown as BotThinker;
    const coach = createCoachStore(false, { thinker: () => thinker });
    const show = () =>
      render(
        <I18nextProvider i18n={createTestI18n('en')}>
          <PlayStoreProvider store={game}>
            <CoachProvider store={coach}>
              <Costliest />
            </CoachProvider>
          </PlayStoreProvider>
        </I18nextProvider>,
      );
    const first = show();
    expect(await screen.findByText('Looking at your moves… 0 / 2', {}, LONG)).toHaveAttribute('aria-live', 'polite');
    act(() => open());
    const costs = await screen.findAllByTestId('debrief-costly-cost', {}, LONG);
    expect(costs.map((c) => c.textContent)).toEqual(['About 4 VP behind the best move.', 'About 2 VP behind the best move.']);
    expect(calls).toEqual(['quick:develop', 'quick:pass', 'deep:develop', 'deep:pass']);
    expect(screen.getByTestId('debrief-costly-progress')).toBeEmptyDOMElement();
    first.unmount();
    show();
    expect(await screen.findAllByTestId('debrief-costly-cost', {}, LONG)).toHaveLength(2);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls).toHaveLength(4);
  });
});

// @vitest-environment jsdom
/**
 * The coach panel in the sandbox (src/ui/coach/CoachPanel.tsx): after the person's move it shows the
 * quick look, then the search's deeper look (rank, VP cost, label, the better move and why), in both
 * languages; a "mistake" is counted once in the device's rule memory under the better move's rule.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type GameState } from '../../src/engine/rulesets/pittsburgh';
import { quickJudge } from '../../src/engine/rulesets/pittsburgh/bot/quickJudge';
import { judgeMove } from '../../src/engine/rulesets/pittsburgh/bot/search/judge';
import type { Language } from '../../src/i18n/language';
import { createPlayStore, type PlayStore } from '../../src/store/playStore';
import { PlayStoreProvider } from '../../src/store/PlayStoreContext';
import { createRuleMemoryStore } from '../../src/store/ruleMemory';
import { CoachProvider, createCoachStore, type CoachStore } from '../../src/ui/coach/CoachContext';
import { CoachPanel } from '../../src/ui/coach/CoachPanel';
import { COACH_SEARCH } from '../../src/ui/coach/judge';
import { inlineThinker, type BotThinker } from '../../src/workers/strongBot';
import { scenarioFile } from '../engine/helpers';
import { memoryStorage } from '../memory-storage';
import { createTestI18n } from './test-i18n';

const LONG = { timeout: 60_000 };
const SALE: Action = { type: 'sell', card: 'loc-cleveland-1', sales: [{ space: 'pittsburgh-2' }] };
const PASS: Action = { type: 'pass', card: 'loc-cleveland-1' };

/** Lesson 5's position, Blue with no money and one card: the sale is clearly best, a pass gives it away. */
function lastCardSale(): GameState {
  const s = scenarioFile('lesson-5-sale-oil-merchant.json');
  const blue = s.players.find((p) => p.colour === 'blue')!;
  blue.cash = 0;
  blue.hand = ['loc-cleveland-1'];
  return s;
}

/** A thinker whose deeper look waits until the test lets it answer. */
function heldDeep(): { thinker: BotThinker; release: () => void } {
  const waiting: (() => void)[] = [];
  return {
    thinker: {
      ...inlineThinker,
      judge: (view, action, opts) => new Promise((resolve) => waiting.push(() => resolve(inlineThinker.judge(view, action, opts)))),
    },
    release: () => waiting.splice(0).forEach((f) => f()),
  };
}

/** The coach panel of `game` with `coach`, in `lang`. */
function show(game: PlayStore, coach: CoachStore, lang: Language) {
  return render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <PlayStoreProvider store={game}>
        <CoachProvider store={coach}>
          <CoachPanel />
        </CoachProvider>
      </PlayStoreProvider>
    </I18nextProvider>,
  );
}

/** The position with Blue at the device (a human seat and a bot). */
function newGame(start: GameState): PlayStore {
  const game = createPlayStore({ seats: ['human', 'bot'], seed: 1 }, { state: start });
  game.getState().resumeWith('blue');
  return game;
}

function setUp(lang: Language, move: Action, thinker: BotThinker = inlineThinker) {
  const start = lastCardSale();
  const game = newGame(start);
  const memory = createRuleMemoryStore(memoryStorage());
  const coach = createCoachStore(true, { thinker: () => thinker, memory: () => memory });
  const view = show(game, coach, lang);
  act(() => {
    expect(game.getState().replayMove({ action: move, bot: false })).toBe(true);
  });
  return { view, game, coach, memory, before: viewFor(start, 'blue') };
}

const settled = () => waitFor(() => expect(document.querySelector('.coach-panel[data-settled="true"]')).not.toBeNull(), LONG);

describe('the coach panel', () => {
  it('a pass that gives away a sale: the quick look first, then the deeper look — rank, VP cost, mistake, the sale and why; counted once', async () => {
    const held = heldDeep();
    const { coach, memory, before } = setUp('en', PASS, held.thinker);
    // the quick look, said to be one, while the deeper look runs
    const quick = quickJudge(before, PASS)!;
    await waitFor(() => expect(screen.getByTestId('coach-look')).toHaveTextContent('Quick look (one move ahead):'), LONG);
    expect(screen.getByTestId('coach-rank')).toHaveTextContent(`It ranks ${quick.rank} of ${quick.of} legal moves.`);
    expect(screen.getByRole('status')).toHaveTextContent('The coach is taking a deeper look…');
    expect(memory.getState().rules).toEqual({});
    // judged on what Blue saw before the move, never on the position after it or on hidden cards
    expect(coach.getState().verdict?.view).toEqual(before);

    held.release();
    await settled();
    const j = judgeMove(before, PASS, COACH_SEARCH)!;
    expect(j.label).toBe('mistake');
    expect(screen.getByTestId('coach-look')).toHaveTextContent(/^After a deeper look/);
    expect(screen.getByTestId('coach-label')).toHaveTextContent('Mistake');
    expect(screen.getByTestId('coach-rank')).toHaveTextContent(`It ranks ${j.rank} of ${j.of} legal moves.`);
    expect(screen.getByTestId('coach-cost')).toHaveTextContent(
      `Estimated cost against the best move: ${Math.round(j.costVp * 10) / 10} VP.`,
    );
    expect(screen.getByTestId('coach-better')).toHaveTextContent('A better move: Sell.');
    expect([...document.querySelectorAll('.coach-reasons [data-reason]')].map((li) => li.getAttribute('data-reason'))).toEqual([
      'income-gained',
      'merchant-bonus',
      'industry-flipped',
    ]);
    expect(screen.getByTestId('coach-flagged')).toHaveAttribute('data-faq', 'merchants');
    expect(screen.getByTestId('coach-flagged').querySelector('a')).toHaveAttribute('href', expect.stringMatching(/\/faq\/merchants$/));
    expect(memory.getState().rules.merchants?.flagged).toBe(1);

    // switched off and on: judged again, never counted twice
    act(() => coach.getState().setOn(false));
    act(() => coach.getState().setOn(true));
    held.release();
    await waitFor(() => expect(coach.getState().verdict?.settled).toBe(true), LONG);
    held.release();
    await settled();
    expect(memory.getState().rules.merchants?.flagged).toBe(1);
  });

  it('zh: the sale itself is the best move, nothing counted', async () => {
    const { memory } = setUp('zh', SALE);
    await settled();
    expect(screen.getByTestId('coach-look')).toHaveTextContent(/^深入判断/);
    expect(screen.getByTestId('coach-label')).toHaveTextContent('最佳');
    expect(screen.getByTestId('coach-rank')).toHaveTextContent(/个合法行动中排第1。/);
    expect(screen.getByTestId('coach-cost')).toHaveTextContent('教练没有找到更好的行动。');
    expect(screen.queryByTestId('coach-flagged')).toBeNull();
    expect(memory.getState().rules).toEqual({});
  });

  it('a move played before the page opened (a resumed game) is judged but not counted', async () => {
    const game = newGame(lastCardSale());
    game.getState().replayMove({ action: PASS, bot: false });
    const memory = createRuleMemoryStore(memoryStorage());
    const coach = createCoachStore(true, { thinker: () => inlineThinker, memory: () => memory, countFrom: game.getState().log.length });
    show(game, coach, 'en');
    await settled();
    expect(screen.getByTestId('coach-label')).toHaveTextContent('Mistake');
    expect(screen.queryByTestId('coach-flagged')).toBeNull();
    expect(memory.getState().rules).toEqual({});
  });
});

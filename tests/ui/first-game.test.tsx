// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { judgeBest, judgeMove } from '../../src/engine/rulesets/pittsburgh/bot/search/judge';
import { COACH_SEARCH } from '../../src/ui/coach/judge';
import { viewFor, type Action } from '../../src/engine/rulesets/pittsburgh';
import { FIRST_GAME_KEY, FIRST_GAME_SETUP } from '../../src/store/firstGameSave';
import { createPlayStore } from '../../src/store/playStore';
import { renderAt } from './render-app';

// each test starts without a saved guided game; bots move at the fast speed
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('brass-pgh.botSpeed', 'fast');
});

const LONG = { timeout: 60_000 };
const side = () => document.querySelector('.play-side') as HTMLElement;

/** Blue's move: a loan (key L, the first card), confirmed. */
async function blueTakesALoan() {
  await screen.findByRole('heading', { name: 'Blue: your move' }, LONG);
  fireEvent.keyDown(document, { key: 'l' });
  const q = document.querySelector('.play-question') as HTMLElement;
  fireEvent.click(within(q).getAllByRole('button')[0] as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('the guided first game', () => {
  it('narrates the bots, stops at the loan and the round end, checks the predictions, judges the move, and resumes after a reload', async () => {
    const view = renderAt('/first-game', 'en');
    fireEvent.click(await screen.findByTestId('first-game-start', {}, LONG));
    // the two bots before Blue are narrated: who did what, and why
    const narration = await screen.findByRole('region', { name: 'What the bots did' }, LONG);
    await waitFor(() => expect(narration.querySelectorAll('ol > li')).toHaveLength(2), LONG);
    expect(narration.querySelector('ol > li .firstgame-did')).toHaveTextContent(/^Orange: Network\./);
    expect(narration.querySelector('li [data-reason^="link-built"]')).toHaveTextContent(/^Orange lays a /);

    await blueTakesALoan();
    // the loan stop: the rule in words and its FAQ entry
    const stop = await screen.findByRole('heading', { name: 'A loan' }, LONG);
    const panel = stop.closest('section') as HTMLElement;
    expect(panel).toHaveTextContent('Blue took a loan: $30 at once');
    expect(within(panel).getByRole('link', { name: /Read more in the FAQ/ })).toHaveAttribute('href', '/faq/loan');
    fireEvent.click(within(panel).getByRole('button', { name: 'Continue the game' }));

    // the round's end: predictions first, one at a time
    await screen.findByRole('heading', { name: 'The end of round 1' }, LONG);
    expect(screen.queryByRole('button', { name: 'Continue the game' })).toBeNull();
    const first = within(side()).getByRole('group', { name: 'Who goes first in the next round?' });
    fireEvent.click(within(first).getByRole('radio', { name: 'Blue' }));
    fireEvent.click(within(side()).getByRole('button', { name: 'Check my answer' }));
    // Blue spent nothing (a loan is not spending), the bots built: Blue goes first
    await within(side()).findByText('Right.');
    const income = within(side()).getByRole('group', { name: 'How much money does your income bring you now?' });
    // the trap: the income space (7 after the loan), not the level
    fireEvent.click(within(income).getByRole('radio', { name: '$7' }));
    fireEvent.click(within(side()).getByRole('button', { name: 'Check my answer' }));
    await within(side()).findByText('Not quite: the answer is −$3.');
    expect(side()).toHaveTextContent('Your marker stands on space 7.');
    fireEvent.click(within(side()).getByRole('button', { name: 'Continue the game' }));
    // then the round's end step by step
    await screen.findByRole('heading', { name: 'Hands are refilled' }, LONG);

    // the coach judged the loan
    await waitFor(() => expect(document.querySelector('.coach-panel')).toBeNull(), LONG); // hidden while the round's end is shown
    fireEvent.click(screen.getByRole('button', { name: 'Skip to the game' }));
    // the quick look, then the search's deeper look, which is the engine's judgement of Blue's loan
    await waitFor(() => expect(document.querySelector('.coach-panel[data-settled="true"]')).not.toBeNull(), LONG);
    const saved = JSON.parse(localStorage.getItem(FIRST_GAME_KEY) ?? '{}') as {
      version: number;
      moves: { action: Action; bot?: boolean }[];
      tutor: { seen: { kind: string }[] };
    };
    const loan = saved.moves[2]?.action as Action;
    expect(loan.type).toBe('loan');
    const before = createPlayStore(FIRST_GAME_SETUP);
    before.getState().botStep();
    before.getState().botStep();
    const j = judgeMove(viewFor(before.getState().state, 'blue'), loan, COACH_SEARCH);
    const labels = { best: 'Best move', good: 'Good move', inaccuracy: 'Inaccuracy', mistake: 'Mistake' };
    expect(screen.getByTestId('coach-look')).toHaveTextContent(/^After a deeper look/);
    expect(screen.getByTestId('coach-label')).toHaveTextContent(labels[j!.label]);
    expect(screen.getByTestId('coach-rank')).toHaveTextContent(`It ranks ${j!.rank} of ${j!.of} legal moves.`);

    // saved on the device, and resumed
    expect(saved.version).toBe(1);
    expect(saved.tutor.seen.map((s) => s.kind)).toEqual(['loan', 'round-end']);
    view.unmount();
    renderAt('/first-game', 'en');
    await screen.findByText('Welcome back: your guided game goes on where you left it.', {}, LONG);
    expect(screen.queryByRole('heading', { name: 'A loan' })).toBeNull();
  });

  it("the hint ladder on the learner's turn: the action, what it brings, then the move on the board", async () => {
    // the engine's own answer for Blue's first turn (the two bots before Blue move as in the page)
    const game = createPlayStore(FIRST_GAME_SETUP);
    game.getState().botStep();
    game.getState().botStep();
    const best = judgeBest(viewFor(game.getState().state, 'blue'), COACH_SEARCH);
    expect(best).toBeDefined();
    renderAt('/first-game', 'en');
    fireEvent.click(await screen.findByTestId('first-game-start', {}, LONG));
    await screen.findByRole('heading', { name: 'Blue: your move' }, LONG);
    const hints = screen.getByRole('region', { name: 'Hints for this turn' });
    fireEvent.click(within(hints).getByRole('button', { name: 'Give me a hint' }));
    const name = { build: 'Build', network: 'Network', develop: 'Develop', sell: 'Sell', loan: 'Loan', pass: 'Pass' }[
      best!.best.type as 'build'
    ];
    expect(await within(hints).findByTestId('coach-hint', {}, LONG)).toHaveTextContent(`Look at this action: ${name}.`);
    expect(hints.querySelectorAll('[data-reason]')).toHaveLength(0);
    fireEvent.click(within(hints).getByRole('button', { name: 'A stronger hint' }));
    expect([...hints.querySelectorAll('[data-reason]')].map((li) => li.getAttribute('data-reason'))).toEqual(
      best!.bestReasons.map((r) => r.code),
    );
    fireEvent.click(within(hints).getByRole('button', { name: 'A stronger hint' }));
    expect(hints).toHaveTextContent('The move is drawn on the board with a dashed outline.');
    expect(within(hints).queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.querySelectorAll('.bm-ghost').length).toBeGreaterThan(0), LONG);
    expect(document.querySelector('.bm-ghost')?.getAttribute('aria-label')).toMatch(/^Better move: Blue's /);
  });

  it('a damaged save is named in words and a new guided game can start', async () => {
    localStorage.setItem(FIRST_GAME_KEY, '{"version": 1, "moves": "many"}');
    renderAt('/first-game', 'zh');
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('损坏的引导对局会保留在本设备上');
    fireEvent.click(screen.getByTestId('first-game-start'));
    await screen.findByRole('region', { name: '机器人做了什么' }, LONG);
    expect(localStorage.getItem('brass-pgh.first-game.unreadable')).toBe('{"version": 1, "moves": "many"}');
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { validate, type GameState } from '../../src/engine/rulesets/pittsburgh';
import { GAME_KEY, GAME_VERSION } from '../../src/store/savedGame';
import { scoreBreakdown, totalOf, roundPoints, partOf } from '../../src/ui/debrief/score';
import { NEAR_END } from './near-end';
import { renderAt } from './render-app';

const LONG = { timeout: 30_000 };

function start(): GameState {
  const v = validate(JSON.parse(JSON.stringify(NEAR_END)));
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return v.state;
}

/** The near-end position saved on the device with both passes played: the page replays them and the game is over. */
function saveFinishedGame() {
  localStorage.setItem(
    GAME_KEY,
    JSON.stringify({
      version: GAME_VERSION,
      setup: { seats: ['human', 'human'], seed: 11 },
      start: start(),
      moves: [
        { action: { type: 'pass', card: 'loc-pittsburgh-1' }, bot: false },
        { action: { type: 'pass', card: 'loc-toledo-1' }, bot: false },
      ],
      holder: null,
    }),
  );
}

beforeEach(() => localStorage.clear());

describe('the VP parts', () => {
  it('sorts each vp effect by its reason and era', () => {
    expect(partOf('link:canada~detroit', 2)).toBe('links-2');
    expect(partOf('industry:coal-mine-1@saginaw-2', 1)).toBe('industries-1');
    expect(partOf('merchant:cincinnati', 2)).toBe('merchants');
    expect(partOf('bankruptcy', 1)).toBe('bankruptcy');
  });
});

describe('the debrief of a finished game', () => {
  it('shows VP by source that add up to the final VP, and the rounds charts (English)', async () => {
    saveFinishedGame();
    renderAt('/play', 'en');
    const debrief = await screen.findByTestId('debrief', {}, LONG);
    expect(within(debrief).getByRole('heading', { name: 'How the game was won' })).toBeInTheDocument();
    const table = within(debrief).getByTestId('debrief-parts-table');
    const row = (colour: string) => table.querySelector(`tr[data-colour="${colour}"]`) as HTMLElement;
    const cell = (colour: string, part: string) => Number(row(colour).querySelector(`td[data-part="${part}"]`)?.textContent);
    // Blue: 31 held + 5 (heavy train Canada–Detroit: 3 + 2 link points) + 4 (Kerosene II) = 40
    expect(cell('blue', 'start')).toBe(31);
    expect(cell('blue', 'links-2')).toBe(5);
    expect(cell('blue', 'industries-2')).toBe(4);
    expect(cell('blue', 'total')).toBe(40);
    // Orange: 27 + 3 (light train Detroit–Saginaw) + 2 (Coal Mine II) = 32
    expect(cell('orange', 'links-2')).toBe(3);
    expect(cell('orange', 'industries-2')).toBe(2);
    expect(cell('orange', 'total')).toBe(32);
    // the totals are the result table's VP
    const result = document.querySelector('.play-result table') as HTMLElement;
    expect(within(result).getByRole('row', { name: /Blue/ })).toHaveTextContent('40');
    // the bars: one segment per part, labelled
    const bars = within(debrief).getByTestId('debrief-bars');
    expect(bars).toHaveAttribute('role', 'img');
    const blueSegs = [...bars.querySelectorAll('g[data-colour="blue"] rect[data-part]')].map((r) => Number(r.getAttribute('data-vp')));
    expect(blueSegs.reduce((a, b) => a + b, 0)).toBe(40);
    // VP over the rounds: start, then the end of the last round
    const vp = within(debrief).getByTestId('debrief-vp');
    const rows = within(vp).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Start.*31.*27|Start.*27.*31/);
    expect(rows[2]).toHaveTextContent('Era 2, round 8');
    expect(rows[2]).toHaveTextContent('40');
  });

  it('speaks Chinese', async () => {
    saveFinishedGame();
    renderAt('/play', 'zh');
    const debrief = await screen.findByTestId('debrief', {}, LONG);
    expect(within(debrief).getByRole('heading', { name: '这局是怎么赢的' })).toBeInTheDocument();
    expect(within(debrief).getByRole('columnheader', { name: '连接板块，第二时代' })).toBeInTheDocument();
  });
});

describe('the numbers from the log', () => {
  it("every player's parts sum to their VP, and the rounds points follow each round end", () => {
    const s = start();
    const entries = [] as {
      colour: string;
      effects: import('../../src/engine/rulesets/pittsburgh').Effect[];
      before: GameState;
      after: GameState;
    }[];
    // no moves: the breakdown is the start
    const parts = scoreBreakdown(s, entries);
    expect(totalOf(parts.get('blue')!)).toBe(31);
    expect(roundPoints(s, entries)).toHaveLength(1);
  });
});

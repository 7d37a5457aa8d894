// @vitest-environment jsdom
/** The coach on a lesson page: hint ladder, explanations, the learner panel, stars in the list, resume, Reset's dialog, Home's continue link. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { en, zh } from '../../src/i18n/all-resources';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_KEY } from '../../src/store/progress';
import { renderAt } from './render-app';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const SLOW = { timeout: 60_000 };

describe('lesson coach', { timeout: 180_000 }, () => {
  it('the hint ladder names the rule with its page, then shows the move', async () => {
    const { container } = renderAt('/lessons/loan-levels');
    fireEvent.click(await screen.findByRole('button', { name: 'Hint 1 of 3' }, SLOW));
    const hints = container.querySelector('.lesson-hints') as HTMLElement;
    expect(hints).toHaveTextContent('A Loan gives $30 and drops your income by 3 levels');
    expect(hints).toHaveTextContent('Rulebook p.10');
    fireEvent.click(screen.getByRole('button', { name: 'Hint 2 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hint 3 of 3' }));
    expect(hints).toHaveTextContent('All three hints shown');
    expect(container.querySelector('[data-pick="loan"]')).toHaveClass('is-shown');
    expect(hints).toHaveTextContent('Hints used: 3');
  });

  it('the rule hint is labelled with the colon of each language, never a colon glued on in code', async () => {
    const { container } = renderAt('/lessons/loan-levels', 'zh');
    fireEvent.click(await screen.findByRole('button', { name: '提示（第1级，共3级）' }, SLOW));
    expect(container.querySelector('.lesson-hint-rule strong')?.textContent).toBe('规则：');
  });

  it('the trap button is refused with the rule; the learner panel shows the position', async () => {
    const { container } = renderAt('/lessons/loan-levels');
    fireEvent.click(await screen.findByRole('button', { name: /Build Coal Mine I in Clarksburg/ }, SLOW));
    const panel = container.querySelector('.lesson-panel') as HTMLElement;
    expect(panel).toHaveTextContent('You do not have enough money');
    const me = container.querySelector('.lesson-me') as HTMLElement;
    expect(within(me).getByText('$5')).toBeInTheDocument();
    expect(me.querySelector('[data-stat="income"]')).toHaveTextContent('level 5');
  });

  it.each(['en', 'zh'] as const)(
    'lesson 7 has no board: its pick hint and hint 2 speak of the buttons and the income track, and the cash refusal links to the loan entry (%s)',
    async (lang) => {
      const { container } = renderAt('/lessons/loan-levels', lang);
      const trap = await waitFor(() => {
        const b = container.querySelector('[data-pick="build-coal"]');
        if (!b) throw new Error('no trap button yet');
        return b as HTMLElement;
      }, SLOW);
      expect(container.querySelector('svg.board-map')).toBeNull();
      const bundle = lang === 'en' ? en : zh;
      expect(container.querySelector('.lesson-goal .lesson-hint')).toHaveTextContent(bundle.lesson.ui.pickHintNoBoard);
      fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Hint 1 of 3' : '提示（第1级，共3级）' }));
      fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Hint 2 of 3' : '提示（第2级，共3级）' }));
      const hint2 = container.querySelector('[data-hint="2"]') as HTMLElement;
      expect(hint2).toHaveTextContent(bundle.lesson.coach.hintPiecesNoBoard);
      expect(hint2.textContent).not.toMatch(/board|版图/);
      fireEvent.click(trap);
      const panel = container.querySelector('.lesson-panel') as HTMLElement;
      await waitFor(() => expect(panel.querySelector('a[href*="/faq/"]')).not.toBeNull(), SLOW);
      expect(panel.querySelector('a[href*="/faq/"]')?.getAttribute('href')).toMatch(/\/faq\/loan(\?|$)/);
    },
  );

  it('resumes at the saved step and shows stars and progress in the list; Home offers to continue', async () => {
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({
        version: 2,
        done: ['loan-levels'],
        lessons: { 'loan-levels': { step: 0, hints: 0, wrong: 0, stars: 2 }, 'iron-by-rail': { step: 1, hints: 1, wrong: 0 } },
        last: { lesson: 'iron-by-rail', step: 1 },
      }),
    );
    const list = renderAt('/lessons');
    expect(await screen.findByRole('img', { name: '2 of 3 stars' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('In progress: step 2 of 2')).toBeInTheDocument();
    list.unmount();
    const home = renderAt('/');
    expect(await screen.findByRole('link', { name: 'Continue where you left off' }, SLOW)).toHaveAttribute('href', '/lessons/iron-by-rail');
    home.unmount();
    renderAt('/lessons/iron-by-rail');
    expect(await screen.findByText('Step 2 of 2', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Hints used: 1/)).toBeInTheDocument();
  });

  it('Reset asks in an in-app dialog; Cancel keeps the lesson, Reset forgets only this one', async () => {
    localStorage.setItem(
      PROGRESS_KEY,
      JSON.stringify({ version: 2, done: ['loan-levels'], lessons: { 'loan-levels': { step: 0, hints: 0, wrong: 0, stars: 3 } } }),
    );
    const { container } = renderAt('/lessons/iron-by-rail');
    const reset = await screen.findByText('Reset lesson', {}, SLOW);
    const at = (id: string) => container.querySelector(`[data-pick="${id}"]`) as Element;
    fireEvent.click(at('kerosene-2'));
    fireEvent.click(at('new-york-1'));
    fireEvent.click(within(container.querySelector('.lesson-panel') as HTMLElement).getByText('Continue'));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    fireEvent.click(reset);
    const dialog = screen.getByRole('alertdialog', { name: 'Reset this lesson?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    fireEvent.click(reset);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset the lesson' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}');
    expect(saved.done).toEqual(['loan-levels']);
    expect(saved.lessons['loan-levels'].stars).toBe(3);
    expect(saved.lessons['iron-by-rail']).toEqual({ step: 0, hints: 0, wrong: 0 });
  });
});

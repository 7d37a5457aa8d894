// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_KEY, readRuleMemory } from '../../src/store/ruleMemory';
import { costDrillFor } from '../../src/tutorial/costDrills';
import { DRILL_TOPICS, drillFor } from '../../src/tutorial/drills';
import { renderAt } from './render-app';

const LONG = { timeout: 30_000 };

beforeEach(() => localStorage.clear());

const saved = () => readRuleMemory(localStorage).rules;

describe('the practice page', () => {
  it('a drill on the rule the address asks for, answered right: the rule and page are shown and the strength rises', async () => {
    renderAt('/practice?rule=your-network', 'en');
    const drill = await screen.findByTestId('drill', {}, LONG);
    expect(drill).toHaveAttribute('data-faq', 'your-network');
    const expected = drillFor('your-network', 0)!;
    expect(within(drill).getByRole('heading', { level: 2 })).toHaveTextContent(
      expected.kind === 'refused' ? 'Which of these choices is refused?' : 'Which of these choices is allowed?',
    );
    const buttons = within(drill).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    fireEvent.click(drill.querySelector(`button[data-option='${CSS.escape(expected.answer)}']`) as HTMLElement);
    const fb = screen.getByTestId('drill-feedback');
    expect(fb).toHaveAttribute('data-right', 'true');
    expect(fb).toHaveTextContent('Right!');
    // the refusal in words, with its FAQ entry and printed page
    expect(fb).toHaveTextContent(/Rulebook p\.\d+/);
    expect(within(fb).getAllByRole('link')[0]).toHaveAttribute('href', '/faq/your-network');
    expect(saved()['your-network']).toMatchObject({ right: 1, wrong: 0 });
    expect(saved()['your-network']!.strength).toBeGreaterThan(0.3);
    // the rules table shows the new strength
    expect(within(screen.getByTestId('practice-rules')).getByRole('row', { name: /network/i })).toHaveTextContent('40%');
  });

  it('answered wrong in Chinese: 不对, the answer is named, the rule counted wrong, then the next drill', async () => {
    renderAt('/practice?rule=dedicated-spaces', 'zh');
    const drill = await screen.findByTestId('drill', {}, LONG);
    const expected = drillFor('dedicated-spaces', 0)!;
    const wrong = expected.options.find((o) => o.id !== expected.answer)!;
    fireEvent.click(drill.querySelector(`button[data-option='${CSS.escape(wrong.id)}']`) as HTMLElement);
    const fb = screen.getByTestId('drill-feedback');
    expect(fb).toHaveAttribute('data-right', 'false');
    expect(fb).toHaveTextContent('不对。');
    expect(fb).toHaveTextContent('答案：');
    expect(saved()['dedicated-spaces']).toMatchObject({ right: 0, wrong: 1 });
    fireEvent.click(within(fb).getByRole('button', { name: '下一题' }));
    const next = await screen.findByTestId('drill', {}, LONG);
    expect(
      within(next)
        .getAllByRole('button')
        .every((b) => !b.hasAttribute('disabled')),
    ).toBe(true);
  });

  it('spaced review: a right answer pushes its rule back, the next drill is on the weakest other rule', async () => {
    renderAt('/practice?rule=your-network', 'en');
    const drill = await screen.findByTestId('drill', {}, LONG);
    const expected = drillFor('your-network', 0)!;
    fireEvent.click(drill.querySelector(`button[data-option='${CSS.escape(expected.answer)}']`) as HTMLElement);
    fireEvent.click(within(screen.getByTestId('drill-feedback')).getByRole('button', { name: 'Next drill' }));
    // every other rule is still at 0 %: the first of them in the page's order comes next
    const first = DRILL_TOPICS.map((t) => t.faq).find((f) => f !== 'your-network');
    await waitFor(() => expect(screen.getByTestId('drill')).toHaveAttribute('data-faq', first), LONG);
    const rows = within(screen.getByTestId('practice-rules')).getAllByRole('row').slice(1);
    expect(rows.at(-1)).toHaveAttribute('data-faq', 'your-network');
  });

  it('a cost drill: "What will this move cost?" with three amounts, the payments told after the answer', async () => {
    renderAt('/practice?rule=link-costs', 'en');
    const drill = await screen.findByTestId('drill', {}, LONG);
    expect(drill).toHaveAttribute('data-kind', 'cost');
    const expected = costDrillFor('link-costs', 0)!;
    expect(within(drill).getByRole('heading', { level: 2 })).toHaveTextContent('What will this move cost?');
    expect(
      within(drill)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expected.choices.map((c) => `$${c}`));
    // the move is told without its price before the answer
    expect(drill).toHaveTextContent('The move: Network.');
    expect(drill).not.toHaveTextContent(`You pay $${expected.answer}`);
    fireEvent.click(within(drill).getByRole('button', { name: `$${expected.answer}` }));
    const fb = screen.getByTestId('drill-feedback');
    expect(fb).toHaveAttribute('data-right', 'true');
    expect(fb).toHaveTextContent(`Right! The answer: $${expected.answer}.`);
    expect(within(fb).getByRole('link')).toHaveAttribute('href', '/faq/link-costs');
    expect(saved()['link-costs']).toMatchObject({ right: 1, wrong: 0 });
  });

  it('a cost drill answered wrong in Chinese: the answer named, the rule counted wrong', async () => {
    renderAt('/practice?rule=resource-priority', 'zh');
    const drill = await screen.findByTestId('drill', {}, LONG);
    expect(within(drill).getByRole('heading', { level: 2 })).toHaveTextContent('这一步要花多少钱？');
    const expected = costDrillFor('resource-priority', 0)!;
    const wrong = expected.choices.find((c) => c !== expected.answer)!;
    fireEvent.click(within(drill).getByRole('button', { name: `$${wrong}` }));
    const fb = screen.getByTestId('drill-feedback');
    expect(fb).toHaveAttribute('data-right', 'false');
    expect(fb).toHaveTextContent(`不对。 答案：$${expected.answer}。`);
    expect(saved()['resource-priority']).toMatchObject({ right: 0, wrong: 1 });
  });

  it('corrupted memory is ignored with a note; forgetting clears what the device remembers', async () => {
    localStorage.setItem(MEMORY_KEY, '{broken');
    renderAt('/practice', 'en');
    expect(await screen.findByText(/could not be read/, {}, LONG)).toBeInTheDocument();
    await screen.findByTestId('drill', {}, LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Forget my mistakes and practice' }));
    expect(screen.getByText('This device no longer remembers your mistakes or practice.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(MEMORY_KEY) ?? '{}').rules).toEqual({});
  });

  it('the lesson list and Home name the rule refused most often, with its FAQ entry and practice', async () => {
    localStorage.setItem(
      MEMORY_KEY,
      JSON.stringify({
        version: 1,
        rules: {
          'your-network': { refused: 3, flagged: 0, right: 0, wrong: 0, strength: 0, at: 0 },
          whiskey: { refused: 1, flagged: 0, right: 0, wrong: 0, strength: 0, at: 0 },
        },
      }),
    );
    renderAt('/lessons', 'en');
    const s = await screen.findByTestId('rule-suggestion', {}, LONG);
    expect(s).toHaveTextContent(/You were refused most often on: .*\(3 times\)/);
    expect(within(s).getByRole('link', { name: 'Practise this rule' })).toHaveAttribute('href', '/practice?rule=your-network');
    expect(within(s).getByRole('link', { name: 'Read the answer' })).toHaveAttribute('href', '/faq/your-network');
  });

  it('Home names a rule refused once in the singular, in English and in Chinese', async () => {
    localStorage.setItem(
      MEMORY_KEY,
      JSON.stringify({ version: 1, rules: { whiskey: { refused: 1, flagged: 0, right: 0, wrong: 0, strength: 0, at: 0 } } }),
    );
    const en = renderAt('/', 'en');
    expect(await screen.findByTestId('rule-suggestion', {}, LONG)).toHaveTextContent(/on: .*\(1 time\)\./);
    en.unmount();
    renderAt('/', 'zh');
    expect(await screen.findByTestId('rule-suggestion', {}, LONG)).toHaveTextContent(/你被拒绝最多的规则是：.*（1次）。/);
  });
});

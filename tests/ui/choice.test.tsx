// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choiceById } from '../../src/ui/choice/choiceData';
import { choices } from '../../src/ui/content';
import { renderAt } from './render-app';

/** The column of one option and the comparison row of one quantity. */
const column = (id: string) => document.querySelector(`.choice-col[data-option="${id}"]`) as HTMLElement;
const row = (key: string) =>
  Array.from((document.querySelector(`.choice-compare tr[data-row="${key}"]`) as HTMLElement).querySelectorAll('td')).map(
    (c) => c.textContent,
  );

describe('the choices list', () => {
  it('every listed choice has its page data and position', () => {
    expect(choices.length).toBeGreaterThanOrEqual(3);
    for (const c of choices) expect(choiceById(c.id), c.id).toBeDefined();
  });
  it('links every choice to its page', async () => {
    renderAt('/choices');
    expect(await screen.findByRole('link', { name: 'Pass for Whiskey or take a loan?' })).toHaveAttribute(
      'href',
      '/choices/whiskey-or-loan',
    );
    expect(screen.getByRole('link', { name: 'Develop with iron or with steel?' })).toHaveAttribute('href', '/choices/iron-or-steel');
    expect(screen.getByRole('link', { name: 'Light Train or Heavy Train on the same line?' })).toHaveAttribute(
      'href',
      '/choices/light-or-heavy',
    );
  });
});

describe('pass for whiskey or take a loan', () => {
  it('English: pass → whiskey 1, space 20 kept; loan → $35, space 14', async () => {
    renderAt('/choices/whiskey-or-loan', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pass for Whiskey or take a loan?' })).toBeInTheDocument();
    expect(within(column('pass')).getByRole('heading', { level: 2 })).toHaveTextContent('Pass for Whiskey');
    expect(within(column('loan')).getByRole('heading', { level: 2 })).toHaveTextContent('Take a loan');
    expect(column('loan')).toHaveTextContent('Income: space 20 → 14 (level 5 → 2)');
    expect(row('cash')).toEqual(['$5, unchanged', '$5 → $35']);
    expect(row('income')).toEqual(['space 20 (level 5), unchanged', 'space 20 (level 5) → space 14 (level 2)']);
    expect(row('whiskey')).toEqual(['0 → 1', '0, unchanged']);
    expect(document.body).toHaveTextContent('Only this action is resolved here.');
  });
  it('Chinese: the same numbers in Chinese', async () => {
    renderAt('/choices/whiskey-or-loan', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '让过拿威士忌，还是贷款？' })).toBeInTheDocument();
    expect(column('loan')).toHaveTextContent('收入：第20格 → 第14格（等级5 → 2）');
    expect(row('cash')).toEqual(['$5，不变', '$5 → $35']);
    expect(row('income')).toEqual(['第20格（等级5），不变', '第20格（等级5） → 第14格（等级2）']);
    expect(row('whiskey')).toEqual(['0 → 1', '0，不变']);
    expect(document.body).toHaveTextContent('这里只结算本次行动。');
  });
});

describe('develop with iron or with steel', () => {
  it('English: no cash either way, one uses iron, the other steel', async () => {
    renderAt('/choices/iron-or-steel', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: /Develop with iron/ })).toBeInTheDocument();
    expect(row('cash')).toEqual(['$30, unchanged', '$30, unchanged']);
    expect(row('cubes')).toEqual(['1 iron', '1 steel']);
    expect(row('afterEra')).toEqual(['nothing new on the board', 'nothing new on the board']);
    expect(column('iron').querySelector('svg')).toBeNull();
  });
  it('Chinese: 1个铁 and 1个钢', async () => {
    renderAt('/choices/iron-or-steel', 'zh');
    expect(await screen.findByRole('heading', { level: 2, name: /用钢开发/ })).toBeInTheDocument();
    expect(row('cash')).toEqual(['$30，不变', '$30，不变']);
    expect(row('cubes')).toEqual(['1个铁', '1个钢']);
  });
});

describe('light rail or whiskey heavy rail', () => {
  it('English: 1 coal vs 2 steel; both gain the line whiskey, heavy one more; light goes, heavy stays', async () => {
    renderAt('/choices/light-or-heavy', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: /Light Train \(1 coal\)/ })).toBeInTheDocument();
    expect(row('cubes')).toEqual(['1 coal', '2 steel']);
    expect(row('whiskey')).toEqual(['0 → 1', '0 → 2']);
    expect(row('afterEra')).toEqual(['Light Train: removed at the end of Era 1', 'Heavy Train: stays after the era']);
    const note = screen.getAllByRole('note').find((n) => /Data note/.test(n.textContent ?? ''));
    // Two accounts of the line's Whiskey differ: the note carries the visible conflict mark.
    expect(note?.querySelector('.conflict-mark')?.textContent).toMatch(/sources disagree/);
  });
  it('Chinese: 1个煤 and 2个钢', async () => {
    renderAt('/choices/light-or-heavy', 'zh');
    expect(await screen.findByRole('heading', { level: 2, name: /威士忌重车/ })).toBeInTheDocument();
    expect(row('cubes')).toEqual(['1个煤', '2个钢']);
    expect(row('afterEra')).toEqual(['轻车：第一时代结束时移除', '重车：时代结束后保留']);
  });
});

describe('an unknown choice', () => {
  it('shows the not-found page with the way home', async () => {
    renderAt('/choices/nowhere');
    expect(await screen.findByText('There is no choice called “nowhere”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

/** The try section's numbers (data-row → text) and the board's name. */
const tried = () => {
  const section = document.querySelector('.choice-try') as HTMLElement;
  const rows = Object.fromEntries(
    Array.from(section.querySelectorAll('.outcome-numbers [data-row]')).map((r) => [
      r.getAttribute('data-row'),
      r.querySelector('dd')?.textContent,
    ]),
  );
  return { section, rows };
};

describe('Try A / Try B on one board', () => {
  it('English: try B takes the loan ($5 → $35, space 20 → 14), try A passes (whiskey 0 → 1), and back to the start', async () => {
    renderAt('/choices/whiskey-or-loan', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Try B: Take a loan' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Option B, Take a loan/ }, { timeout: 20_000 })).toBeInTheDocument();
    expect(tried().rows).toMatchObject({ cash: '$5 → $35', income: 'space 20 (level 5) → space 14 (level 2)', cubes: 'none' });
    expect(screen.getByRole('button', { name: 'Try B: Take a loan' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Try A: Pass for Whiskey' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Option A, Pass for Whiskey/ }, { timeout: 20_000 })).toBeInTheDocument();
    expect(tried().rows).toMatchObject({ cash: '$5, unchanged', whiskey: '0 → 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the start position' }));
    expect(await screen.findByText('Start position, before either option', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(tried().section.querySelector('.outcome-numbers')).toBeNull();
  });

  it('English: try A draws the board after developing with iron; try B uses steel instead', async () => {
    renderAt('/choices/iron-or-steel', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Try A: Develop with iron' }));
    expect(await screen.findByRole('img', { name: 'Position after option A: Develop with iron' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(tried().rows).toMatchObject({ cash: '$30, unchanged', cubes: '1 iron' });
    fireEvent.click(screen.getByRole('button', { name: 'Try B: Develop with steel' }));
    expect(
      await screen.findByRole('img', { name: 'Position after option B: Develop with steel' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(tried().rows).toMatchObject({ cubes: '1 steel' });
  });

  it('another choice opened from this page (a search result, a link) starts untried, on its own position', async () => {
    const { location } = renderAt('/choices/whiskey-or-loan', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Try B: Take a loan' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Option B, Take a loan/ }, { timeout: 20_000 })).toBeInTheDocument();
    act(() => location.navigate('/choices/iron-or-steel'));
    const tryB = await screen.findByRole('button', { name: 'Try B: Develop with steel' }, { timeout: 20_000 });
    expect(tryB).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Try A: Develop with iron' })).toHaveAttribute('aria-pressed', 'false');
    expect(tried().section.querySelector('.choice-try-status')).toHaveTextContent('Start position, before either option');
    expect(tried().section.querySelector('.outcome-numbers')).toBeNull();
  });

  it('Chinese: 试B for the loan shows $5 → $35', async () => {
    renderAt('/choices/whiskey-or-loan', 'zh');
    fireEvent.click(await screen.findByRole('button', { name: '试B：贷款' }));
    expect(await screen.findByRole('heading', { level: 3, name: /选项B/ }, { timeout: 20_000 })).toBeInTheDocument();
    expect(tried().rows).toMatchObject({ cash: '$5 → $35', income: '收入格20（收入等级5） → 收入格14（收入等级2）' });
  });
});

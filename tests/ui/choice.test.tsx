// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from './render-app';

/** The column of one option and the comparison row of one quantity. */
const column = (id: string) => document.querySelector(`.choice-col[data-option="${id}"]`) as HTMLElement;
const row = (key: string) => Array.from((document.querySelector(`.choice-compare tr[data-row="${key}"]`) as HTMLElement).querySelectorAll('td')).map((c) => c.textContent);

describe('the choices list', () => {
  it('links every finished choice to its page and drops the "coming" note', async () => {
    renderAt('/choices');
    expect(await screen.findByRole('link', { name: 'Pass for whiskey or take a loan?' })).toHaveAttribute('href', '/choices/whiskey-or-loan');
    expect(screen.getByRole('link', { name: 'Develop with iron or with steel?' })).toHaveAttribute('href', '/choices/iron-or-steel');
    expect(screen.getByRole('link', { name: 'Light Train or Heavy Train on the same line?' })).toHaveAttribute('href', '/choices/light-or-heavy');
  });
});

describe('pass for whiskey or take a loan', () => {
  it('English: pass → whiskey 1, space 20 kept; loan → $35, space 14', async () => {
    renderAt('/choices/whiskey-or-loan', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pass for whiskey or take a loan?' })).toBeInTheDocument();
    expect(within(column('pass')).getByRole('heading', { level: 2 })).toHaveTextContent('Pass for whiskey');
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
    expect(within(column('iron')).getByRole('img', { name: /Position after: Develop with iron/ })).toBeInTheDocument();
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
    expect(row('afterEra')).toEqual(['Light Train: removed at the end of era 1', 'Heavy Train: stays after the era']);
    expect(screen.getAllByRole('note').some((n) => /Data note/.test(n.textContent ?? ''))).toBe(true);
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

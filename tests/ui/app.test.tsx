// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from './render-app';

describe('app shell', () => {
  it('shows the FAQ entry with its printed page at a deep link', async () => {
    renderAt('/faq/loan');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Is a loan repaid, and how far does income drop?');
    expect(screen.getByText('Rulebook p.10')).toBeInTheDocument();
  });
  it('shows the lesson list in Chinese', async () => {
    renderAt('/lessons', 'zh');
    // the list and its summaries load on demand
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toHaveTextContent('课程');
    expect(screen.getAllByRole('listitem').some((li) => li.textContent?.includes('贷款让收入掉3个等级，而不是3格'))).toBe(true);
  });
  it('offers the way home for an unknown address and for an unknown FAQ id', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toHaveTextContent('Page not found'); // on demand
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
  it('names the unknown FAQ id', async () => {
    renderAt('/faq/no-such-rule');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByText('There is no rules question called “no-such-rule”.')).toBeInTheDocument();
  });
  it('switches language at once, keeps the page and writes ?lang= into the address', async () => {
    const { location } = renderAt('/faq/loan');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    await act(() => userEvent.click(screen.getByRole('button', { name: '切换到简体中文' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('贷款要偿还吗？收入下降多少？');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(location.history?.at(-1)).toBe('/faq/loan?lang=zh');
  });
  it('a malformed ?lang= says so, keeps the page and the chosen language', async () => {
    renderAt('/lessons?lang=%E0%A4%A<script>', 'en');
    // the lesson list loads on demand
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toHaveTextContent('Lessons');
    expect(screen.getByRole('status')).toHaveTextContent(
      /The address asks for the language “.*”, which this tutorial does not have: it is shown in English\./,
    );
    expect(document.querySelector('script')).toBeNull();
  });
  it('a malformed ?lang= is explained in Chinese too', () => {
    renderAt('/faq?lang=xx', 'zh');
    // The FAQ page has a status line of its own (its search): pick the language note.
    expect(screen.getByText('地址要求的语言“xx”本教程没有提供，现以中文显示。')).toHaveAttribute('role', 'status');
  });
  it('marks the current section in the navigation', async () => {
    renderAt('/faq/loan');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('link', { name: 'Rules FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('FAQ entry and the engine refusals', () => {
  it('lists, in the reader language, every refusal the engine ties to this entry', async () => {
    renderAt('/faq/transport', 'zh');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('heading', { level: 2, name: '本规则拒绝的操作' })).toBeInTheDocument();
    expect(screen.getByText('没有铁路把这个铁来源连到需要铁的地方。在匹兹堡，铁也要靠铁路运输。')).toBeInTheDocument();
  });
  it('shows no refusal section for an entry no refusal points to', async () => {
    renderAt('/faq/starting-hand');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.queryByRole('heading', { level: 2, name: 'Moves this rule refuses' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from './render-app';

const LONG = { timeout: 30_000 };

describe('FAQ search on the page', () => {
  it('shows pinyin results with 贷款 marked, puts the query in the address, and links the entry with it', async () => {
    const { location } = renderAt('/faq?lang=zh', 'zh');
    const box = await screen.findByRole('searchbox', { name: '搜索规则问答' }, LONG);
    fireEvent.change(box, { target: { value: 'daikuan' } });
    const list = await screen.findByRole('list', { name: '搜索结果' }, LONG);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link')).toHaveTextContent('贷款要偿还吗？收入下降多少？');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/faq/loan?q=daikuan&lang=zh');
    expect(first.querySelector('mark')).toHaveTextContent('贷款');
    expect(location.history?.at(-1)).toBe('/faq?q=daikuan&lang=zh');
  });

  it('says so when nothing matches, and a topic keeps only its entries', async () => {
    renderAt('/faq?topic=develop-loan-pass', 'en');
    expect(await screen.findByText('2 answers in “Develop, Loan, Pass”', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Develop, Loan, Pass' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the FAQ' }), { target: { value: 'qqqq zzzz' } });
    expect(await screen.findByText(/No answer matches “qqqq zzzz”/, {}, LONG)).toBeInTheDocument();
  });

  it('the / key on another page opens the FAQ with the box focused, but not while typing in a field', async () => {
    const { location } = renderAt('/lessons', 'en');
    await screen.findByRole('heading', { level: 1 }, LONG);
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: '/' });
    expect(location.history?.at(-1)).toBe('/lessons');
    input.remove();
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await screen.findByRole('searchbox', { name: 'Search the FAQ' }, LONG);
    expect(location.history?.at(-1)).toBe('/faq');
    // The box takes the focus in its mount effect, which React may run a moment after the box appears
    // (when the FAQ page's code arrived after the key press: its render is then not inside act).
    await waitFor(() => expect(box).toHaveFocus(), LONG);
  });
});

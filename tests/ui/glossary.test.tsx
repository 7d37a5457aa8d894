// @vitest-environment jsdom
/**
 * The Glossary page (every term in both languages, with its icon and meaning) and the Sources page
 * (rulebook version and dates, page convention, what the teaching data assumes, one list of the
 * open questions and conflicts).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import glossary from '../../content/glossary.json';
import { renderAt } from './render-app';

const WAIT = { timeout: 30_000 };

describe('Glossary page', () => {
  it('lists every term in English and Chinese, with its icon and a meaning in each language, whatever the reader’s language', async () => {
    renderAt('/glossary', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '术语表' }, WAIT)).toBeInTheDocument();
    const rows = document.querySelectorAll('[data-term]');
    expect(rows).toHaveLength(glossary.terms.length);
    const light = document.querySelector('[data-term="light-train"]') as HTMLElement;
    expect(light.querySelector('p[lang="en"]')).toHaveTextContent('Light Train — The cheap rail link: costs 1 coal');
    expect(light.querySelector('p[lang="zh-CN"]')).toHaveTextContent('轻车：便宜的铁路连接：花1煤');
    expect(light.querySelector('svg')).not.toBeNull();
    const withIcon = glossary.terms.filter((g) => g.icon !== null).map((g) => g.id);
    const drawn = [...rows].filter((r) => r.querySelector('svg')).map((r) => r.getAttribute('data-term'));
    expect(drawn).toEqual(withIcon);
    const actions = document.querySelector('[data-term="actions"]') as HTMLElement;
    expect(actions).toHaveTextContent('Build, Network, Develop, Sell, Loan, Pass');
    expect(actions).toHaveTextContent('建造、网络、开发、销售、贷款、让过');
  });
  it('is in the main navigation and on the home page', async () => {
    renderAt('/', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, WAIT);
    expect(within(nav).getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/glossary');
    const main = screen.getByRole('main');
    // Home's list of sections loads after the first paint
    expect(await within(main).findByRole('link', { name: 'Glossary' }, WAIT)).toHaveAttribute('href', '/glossary');
  });
});

describe('Sources page', () => {
  it('English: version, dates, page convention, the assumed teaching data and one list of open questions', async () => {
    renderAt('/sources', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Sources & scope' }, WAIT); // the page and its texts load on demand
    const main = await screen.findByRole('main', {}, WAIT);
    expect(main).toHaveTextContent('Rulebook v2026.01');
    expect(main).toHaveTextContent('dated 1 June 2026');
    expect(main).toHaveTextContent('checked against that draft on 1 November 2026');
    expect(main).toHaveTextContent('sheet 6 is printed page 12');
    const assumes = document.querySelectorAll('[data-assumes]');
    expect([...assumes].map((a) => a.getAttribute('data-assumes'))).toEqual(['deck', 'newYork', 'merchants', 'quality', 'balance']);
    for (const a of assumes) expect(within(a as HTMLElement).getByText('assumed')).toBeInTheDocument();
    const list = await screen.findByRole('heading', { level: 2, name: 'Open questions and conflicts' }, WAIT);
    expect(list).toBeInTheDocument();
    const items = document.querySelectorAll('[data-open]');
    expect(items.length).toBeGreaterThanOrEqual(35);
    expect(main).toHaveTextContent(`in one list (${items.length} points)`);
    const priority = document.querySelector('[data-open="faqAnswers.items.resource-priority.open"]') as HTMLElement;
    expect(within(priority).getByRole('link')).toHaveAttribute('href', '/faq/resource-priority');
    expect(priority).toHaveTextContent('Page 7 contradicts itself');
    expect(document.querySelector('[data-open="mat.places.skyscraper-lower"]')).toHaveTextContent('p.10 shows level V, 20 VP');
    expect(document.querySelector('[data-open="components.links"]')).toHaveTextContent('84 link tiles, 21 per colour');
    expect(document.querySelector('[data-open="sources.ownTrainOil"]')).toHaveTextContent('Oil Resource Heavy Train');
  });
  it('Chinese: the same sections', async () => {
    renderAt('/sources', 'zh');
    await screen.findByRole('heading', { level: 1, name: '来源与范围' }, WAIT);
    const main = await screen.findByRole('main', {}, WAIT);
    expect(main).toHaveTextContent('2026年6月1日');
    expect(main).toHaveTextContent('2026年11月1日');
    expect(await screen.findByRole('heading', { level: 2, name: '未定问题与冲突' }, WAIT)).toBeInTheDocument();
    expect(document.querySelector('[data-open="sources.finalBalance"]')).toHaveTextContent('最终数值没有公开');
    expect(document.querySelectorAll('[data-assumes] .status-assumed')).toHaveLength(5);
  });
});

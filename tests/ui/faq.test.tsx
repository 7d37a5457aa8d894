// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { board34 } from '../../src/engine/rulesets/pittsburgh/data';
import { createTestI18n } from './test-i18n';
import type { Language } from '../../src/i18n/language';
import { en, zh } from '../../src/i18n/all-resources';
import { faq, lessons } from '../../src/ui/content';
import { PositionView } from '../../src/ui/faq/FaqPosition';
import { faqLinkEntries } from '../../src/ui/faq/links';
import { checkPosition, loadPosition, scenarioNames } from '../../src/ui/faq/position';
import { renderAt } from './render-app';

type Part = 'answer' | 'finePoint' | 'example' | 'open' | 'look';
type Items = Record<string, Partial<Record<Part, string>>>;
const items: Record<Language, Items> = {
  en: (en as unknown as { faqAnswers: { items: Items } }).faqAnswers.items,
  zh: (zh as unknown as { faqAnswers: { items: Items } }).faqAnswers.items,
};
/** Captions of the worked examples played on the board (faqExamples.look), per language. */
const exampleLooks: Record<Language, Record<string, string>> = {
  en: (en as unknown as { faqExamples: { look: Record<string, string> } }).faqExamples.look,
  zh: (zh as unknown as { faqExamples: { look: Record<string, string> } }).faqExamples.look,
};

/** Every id the 3–4 player board knows: locations, spaces, lines, pipeline routes, markets, oil fields. */
const boardIds = new Set<string>([
  ...board34.locations.map((l) => l.id),
  ...board34.locations.flatMap((l) => ('spaces' in l ? l.spaces.map((s) => s.id) : [])),
  ...board34.lines.map((l) => l.id),
  ...board34.pipelineRoutes.map((r) => r.id),
  ...board34.markets.map((m) => m.id),
  ...board34.oilFields.map((f) => f.id),
]);

const withPosition = Object.entries(faqLinkEntries).filter(([, e]) => e.position);

describe('FAQ answers (text)', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`every one of the 35 entries has an answer, a fine point and an example in ${lang}`, () => {
      const missing = faq.flatMap((f) =>
        (['answer', 'finePoint', 'example'] as const).filter((p) => !items[lang][f.id]?.[p]?.trim()).map((p) => `${f.id}.${p}`),
      );
      expect(missing).toEqual([]);
    });
  }
  it('answers no id the FAQ does not list', () => {
    const ids = new Set(faq.map((f) => f.id));
    expect(Object.keys(items.en).filter((k) => !ids.has(k))).toEqual([]);
    expect(Object.keys(items.zh).filter((k) => !ids.has(k))).toEqual([]);
  });
  it('gives an open question in both languages or in neither', () => {
    expect(faq.filter((f) => !!items.en[f.id]?.open !== !!items.zh[f.id]?.open).map((f) => f.id)).toEqual([]);
  });
  it('keeps the known conflicts visible', () => {
    expect(items.en['crown-jewels']?.open).toMatch(/p\.5.*p\.10/);
    expect(items.en['upgrades']?.open).toMatch(/12 VP.*11 VP/);
    expect(items.en['resource-priority']?.open).toMatch(/instead of industries/);
    expect(items.en['develop']?.open).toMatch(/does not say where/);
  });
  it('quotes the same dollar amounts in both languages', () => {
    const dollars = (s: string | undefined) => [...(s ?? '').matchAll(/\$\d+/g)].map((m) => m[0]).sort();
    const diff = faq.flatMap((f) =>
      (['answer', 'finePoint', 'example', 'open'] as const)
        .filter((p) => JSON.stringify(dollars(items.en[f.id]?.[p])) !== JSON.stringify(dollars(items.zh[f.id]?.[p])))
        .map((p) => `${f.id}.${p}`),
    );
    expect(diff).toEqual([]);
  });
  it('keeps every answer short enough to read mid-game', () => {
    const long = faq.flatMap((f) =>
      (['answer', 'finePoint', 'example'] as const).filter((p) => (items.en[f.id]?.[p] ?? '').length > 400).map((p) => `${f.id}.${p}`),
    );
    expect(long).toEqual([]);
  });
});

describe('FAQ links (content/faq.json)', () => {
  it('has one entry per FAQ id', () => {
    expect(Object.keys(faqLinkEntries).sort()).toEqual(faq.map((f) => f.id).sort());
  });
  it('links only lessons that exist', () => {
    const ids = new Set(lessons.map((l) => l.id));
    expect(Object.entries(faqLinkEntries).flatMap(([id, e]) => e.lessons.filter((l) => !ids.has(l)).map((l) => `${id} → ${l}`))).toEqual(
      [],
    );
  });
  it('links back every lesson that lists the entry', () => {
    const missing = lessons.flatMap((l) =>
      l.faq.filter((id) => !faqLinkEntries[id]?.lessons.includes(l.id)).map((id) => `${id} ← ${l.id}`),
    );
    expect(missing).toEqual([]);
  });
  it('shows a live position on at least 12 entries', () => {
    expect(withPosition.length).toBeGreaterThanOrEqual(12);
  });
  it.each(withPosition.map(([id, e]) => [id, e.position!.scenario, e.position!.highlight] as const))(
    '%s: scenario %s exists and validates; every highlight is on the board',
    (id, scenario, highlight) => {
      expect(scenarioNames).toContain(scenario);
      const loaded = loadPosition(scenario);
      expect(loaded.kind).toBe('ok');
      // A position that only shows the board rings what to look at; a played example may be all numbers (a loan).
      if (!faqLinkEntries[id]?.position?.action) expect(highlight.length).toBeGreaterThan(0);
      expect(highlight.filter((h) => !boardIds.has(h))).toEqual([]);
      expect(items.en[id]?.look ?? exampleLooks.en[id], `caption of ${id} (en)`).toBeTruthy();
      expect(items.zh[id]?.look ?? exampleLooks.zh[id], `caption of ${id} (zh)`).toBeTruthy();
    },
  );
});

describe('FAQ list page', () => {
  it('lists the 35 questions and marks those with a live position', async () => {
    const { container } = renderAt('/faq');
    expect(await screen.findAllByText('live position', {}, { timeout: 20_000 })).toHaveLength(withPosition.length); // the page loads on demand
    expect(container.querySelectorAll('.faq-list > li')).toHaveLength(35);
  });
});

describe('FAQ entry page', () => {
  it('shows the loan answer, fine point, example and page in English', async () => {
    renderAt('/faq/loan', 'en');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Is a loan repaid, and how far does income drop?');
    const answer = screen.getByRole('region', { name: 'Short answer' });
    expect(answer).toHaveTextContent('It is never repaid. Discard 1 card, take $30');
    expect(screen.getByRole('region', { name: 'The fine point' })).toHaveTextContent('It drops levels, not 3 spaces.');
    expect(screen.getByRole('region', { name: 'Example' })).toHaveTextContent('After the loan: $35, level 2, marker on space 14, not 17.');
    expect(screen.getByText('Rulebook p.10')).toBeInTheDocument();
    expect(screen.queryByText(/being written/)).toBeNull();
    const related = screen.getByRole('region', { name: 'Related lessons' });
    expect(within(related).getByRole('link', { name: /A loan drops levels, not spaces/ })).toHaveAttribute('href', '/lessons/loan-levels');
  });
  it('shows the loan answer and example in Chinese', async () => {
    renderAt('/faq/loan', 'zh');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('贷款要偿还吗？收入下降多少？');
    expect(screen.getByRole('region', { name: '简短回答' })).toHaveTextContent('贷款永远不必归还。弃1张牌，拿$30');
    expect(screen.getByRole('region', { name: '容易出错的细节' })).toHaveTextContent('下降的是3个等级，而不是3格。');
    expect(screen.getByRole('region', { name: '示例' })).toHaveTextContent('标记在第14格，不是第17格');
    expect(screen.getByText('规则书第10页')).toBeInTheDocument();
  });
  it('shows an open question as a note, and none where the draft is clear', async () => {
    renderAt('/faq/crown-jewels');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('note', { name: 'Open question' })).toHaveTextContent('level V, 20 VP, 3 link icons on p.10');
  });
  it('has no open-question note on an entry without one', async () => {
    renderAt('/faq/loan');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.queryByRole('note', { name: 'Open question' })).toBeNull();
  });
  it('keeps the refusals the engine ties to the entry', async () => {
    renderAt('/faq/loan');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('heading', { level: 2, name: 'Moves this rule refuses' })).toBeInTheDocument();
  });
  it('plays the worked example on the board: Vanderbilt delivers the iron for $7 ($30 → $23)', async () => {
    renderAt('/faq/vanderbilt', 'en');
    expect(await screen.findByRole('img', { name: 'Position after the example move' }, { timeout: 20_000 })).toBeInTheDocument();
    const move = screen.getByRole('region', { name: 'The example move, as the engine resolves it' });
    expect(within(move).getByText('$30 → $23')).toBeInTheDocument();
    expect(within(move).getByText('1 iron')).toBeInTheDocument();
    expect(screen.getByText(/Vanderbilt delivers it for \$7/)).toBeInTheDocument();
  });
  it('shows a refused example with the engine’s reason, in Chinese too', async () => {
    renderAt('/faq/mat-reachable', 'zh');
    const move = await screen.findByRole('region', { name: '示例中的这一步（由规则引擎结算）' }, { timeout: 20_000 });
    expect(within(move).getByRole('alert')).toHaveTextContent('规则引擎拒绝这一步');
    expect(screen.getByRole('img', { name: '本问题的局面' })).toBeInTheDocument();
  });
  it('draws the live position of an entry after the lazy load', async () => {
    renderAt('/faq/transport');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.getByRole('heading', { level: 2, name: 'See it on the board' })).toBeInTheDocument();
    const map = await screen.findByRole('img', { name: 'Position for this question' });
    expect(map.querySelectorAll('.bm-focus').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/Blue: \$30, income space 10 \(level 0\)/)).toBeInTheDocument();
  });
  it('draws the live position in Chinese too', async () => {
    renderAt('/faq/era-scoring', 'zh');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(await screen.findByRole('img', { name: '本问题的局面' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '在地图上看' })).toBeInTheDocument();
  });
  it('draws no board on an entry without a position', async () => {
    renderAt('/faq/winning');
    await screen.findByRole('heading', { level: 1 }); // the entry page loads on demand
    expect(screen.queryByRole('heading', { level: 2, name: 'See it on the board' })).toBeNull();
  });
});

describe('a position that fails the check', () => {
  it('is reported in the reader language instead of drawn', () => {
    const loaded = checkPosition({ players: [] });
    expect(loaded.kind).toBe('invalid');
    render(
      <I18nextProvider i18n={createTestI18n('zh')}>
        <PositionView loaded={loaded} name="broken" highlight={['pittsburgh']} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^这个局面没有通过规则引擎的检查（no-players/);
    expect(screen.queryByRole('img')).toBeNull();
  });
  it('names a missing scenario', () => {
    expect(loadPosition('no-such-position').kind).toBe('missing');
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <PositionView loaded={loadPosition('no-such-position')} name="no-such-position" highlight={[]} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The position “no-such-position” is missing, so no board is drawn.');
  });
});

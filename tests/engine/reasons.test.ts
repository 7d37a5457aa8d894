/** One table ties every refusal code to an FAQ topic and its printed page. */
import { describe, expect, it } from 'vitest';
import faqTopics from '../../src/engine/rulesets/pittsburgh/data/faq-topics.json';
import { reasonCodes, reasonFaqs, reasonInfo, reasonMarkdownRow, reasons } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { position, refusal as refusalOf } from './helpers.ts';
import { preview } from '../../src/engine/rulesets/pittsburgh/index.ts';

describe('reason codes', () => {
  const faq = new Map(faqTopics.map((t) => [t.id, t.page]));
  it.each(reasonCodes)('%s → an FAQ id with its printed page', (code) => {
    const info = reasonInfo(code);
    expect(faq.has(info.faq)).toBe(true);
    const own = (reasons[code] as { page?: number }).page;
    expect(info.page).toBe(own ?? faq.get(info.faq));
    for (const id of reasonFaqs(code)) expect(faq.has(id), id).toBe(true);
    expect(info.meaning.length).toBeGreaterThan(10);
  });
  it.each([
    ['iron-not-connected', 'transport', 7],
    ['mat-tile-not-reachable', 'mat-reachable', 7],
    ['dedicated-space-first', 'dedicated-spaces', 8],
    ['era1-one-per-city', 'era1-one-per-city', 8],
    ['income-below-minimum', 'loan', 10],
    ['not-in-network', 'your-network', 6],
    ['industry-first', 'resource-priority', 7],
    ['vanderbilt-no-oil', 'vanderbilt', 7],
    ['too-many-links', 'second-link', 9],
  ] as const)('%s → %s p.%i', (code, id, page) => {
    expect(reasonInfo(code)).toMatchObject({ faq: id, page });
  });
});

describe("refusal codes point to the rule's own printed page", () => {
  it('wrong-era: the tile-level era icons of the build rule, p.8', () => {
    expect(reasonInfo('wrong-era')).toMatchObject({ page: 8 });
    expect((reasons['wrong-era'] as { page?: number }).page).toBe(8);
  });
  it('space-taken: building, p.8', () => {
    expect((reasons['space-taken'] as { page?: number }).page).toBe(8);
    expect(reasonInfo('space-taken').page).toBe(8);
  });
  it('not-enough-cash: p.8 for a tile cost, p.7 for cubes bought, p.9 for the second link', () => {
    expect(reasonInfo('not-enough-cash', { params: { for: 'tile-cost' } })).toMatchObject({ page: 8, faq: 'build-cards' });
    expect(reasonInfo('not-enough-cash', { params: { for: 'cube' } })).toMatchObject({ page: 7, faq: 'resource-priority' });
    expect(reasonInfo('not-enough-cash', { params: { for: 'second-link' } })).toMatchObject({ page: 9, faq: 'second-link' });
  });
  it('not-enough-cash as the engine gives it carries what the payment was for', () => {
    const s = position({ players: [{ colour: 'blue', cash: 5, hand: ['loc-pittsburgh-1'] }, { colour: 'orange' }] });
    const r = preview(s, { type: 'build', card: 'loc-pittsburgh-1', place: 'manufacturer-1', space: 'pittsburgh-2' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'not-enough-cash', params: { for: 'tile-cost' } });
    expect(reasonInfo(r.error.code, { action: 'build', params: r.error.params ?? {} }).page).toBe(8);
  });
  it('unknown-space: p.8 when building, p.9 (sell) in a sale', () => {
    expect(reasonInfo('unknown-space', { action: 'build' })).toMatchObject({ page: 8, faq: 'build-cards' });
    expect(reasonInfo('unknown-space', { action: 'sell' })).toMatchObject({ page: 9, faq: 'sell' });
    const s = position({ players: [{ colour: 'blue', hand: ['ind-coal-1'] }, { colour: 'orange' }] });
    expect(refusalOf(s, { type: 'sell', card: 'ind-coal-1', sales: [{ space: 'atlantis-1' }] } as never)).toBe('unknown-space');
  });
  it('the generated table lists the contexts with their pages', () => {
    expect(reasonMarkdownRow('unknown-space')).toBe(
      '| `unknown-space` | build-cards | 8; in a sale: 9 (sell) | No such industry space (or oil field) on this board. |',
    );
  });
});

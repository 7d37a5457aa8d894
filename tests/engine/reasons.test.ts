/** One table ties every refusal code to an FAQ topic and its printed page. */
import { describe, expect, it } from 'vitest';
import faqTopics from '../../src/engine/data/faq-topics.json';
import { reasonCodes, reasonInfo } from '../../src/engine/index.ts';

describe('reason codes', () => {
  const faq = new Map(faqTopics.map((t) => [t.id, t.page]));
  it.each(reasonCodes)('%s → an FAQ id with its printed page', (code) => {
    const info = reasonInfo(code);
    expect(faq.has(info.faq)).toBe(true);
    expect(info.page).toBe(faq.get(info.faq));
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

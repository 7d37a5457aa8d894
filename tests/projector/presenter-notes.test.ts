/** The presenter's "now" line for a choice, an FAQ entry and a lesson step: built from i18n keys in each language (no "COMPARE", no ASCII colon in Chinese). */
import { describe, expect, it } from 'vitest';
import { notesFor } from '../../src/ui/projector/PresenterPage';
import { createTestI18n } from '../ui/test-i18n';

const en = createTestI18n('en').t;
const zh = createTestI18n('zh').t;

describe('presenter notes: the words around the titles come from the language files', () => {
  it('a choice at each stage', () => {
    const q = { en: en('choices.items.whiskey-or-loan'), zh: zh('choices.items.whiskey-or-loan') };
    expect(notesFor(en, { page: 'choice', id: 'whiskey-or-loan', stage: 'compare' }).now).toBe(`Choice: ${q.en} · A and B compared`);
    expect(notesFor(zh, { page: 'choice', id: 'whiskey-or-loan', stage: 'compare' }).now).toBe(`选择：${q.zh} · A与B对比`);
    expect(notesFor(en, { page: 'choice', id: 'whiskey-or-loan', stage: 'a' })).toMatchObject({
      now: `Choice: ${q.en} · Option A`,
      next: 'Option B',
    });
    expect(notesFor(zh, { page: 'choice', id: 'whiskey-or-loan', stage: 'a' })).toMatchObject({
      now: `选择：${q.zh} · 方案A`,
      next: '方案B',
    });
    // A stage this page does not know is left out rather than shown as a key or in capitals.
    expect(notesFor(zh, { page: 'choice', id: 'whiskey-or-loan', stage: 'x' }).now).toBe(`选择：${q.zh}`);
  });

  it('an FAQ entry and a lesson step', () => {
    expect(notesFor(en, { page: 'faq', id: 'loan' }).now).toBe(`FAQ entry: ${en('faq.q.loan')}`);
    const z = notesFor(zh, { page: 'faq', id: 'loan' }).now;
    expect(z).toBe(`${zh('presenter.faqEntry')}：${zh('faq.q.loan')}`);
    expect(z).not.toContain(': ');
    const lesson = notesFor(zh, { page: 'lesson', id: 'loan-levels', stepIndex: 0, phase: 'pick' }).now;
    expect(lesson).toBe(
      `${zh('lessons.items.loan-levels.title')} · ${zh('lesson.ui.step', { n: 1, total: 1 })} · ${zh('presenter.phase.pick')}`,
    );
  });
});

/** The presenter's notes for a lesson sequence item: the teacher's note, where the position came from, the next item. */
import { describe, expect, it } from 'vitest';
import { notesFor } from '../../src/ui/projector/PresenterPage';
import { createTestI18n } from '../ui/test-i18n';

describe('presenter notes of a lesson sequence', () => {
  const en = createTestI18n('en');
  const zh = createTestI18n('zh');
  const showing = {
    page: 'sequence' as const,
    title: 'Week 3',
    index: 1,
    total: 3,
    note: 'Ask who may use this coal.',
    source: { kind: 'faq' as const, id: 'loan' },
    next: { note: 'Vote!', source: { kind: 'lesson' as const, id: 'light-rail-coal', step: 1 } },
  };

  it('names the item, its source and the next one in each language; the note stays as written', () => {
    const e = notesFor(en.t, showing);
    expect(e.now).toBe(`Week 3 · 2 of 3 · FAQ: ${en.t('faq.q.loan')}`);
    expect(e.explain).toBe('Ask who may use this coal.');
    expect(e.next).toBe(`Lesson 3, step 2: ${en.t('lessons.items.light-rail-coal.title')} — Vote!`);
    const z = notesFor(zh.t, showing);
    expect(z.now).toBe(`Week 3 · 第 2 个，共 3 个 · 规则问答：${zh.t('faq.q.loan')}`);
    expect(z.explain).toBe('Ask who may use this coal.');
  });

  it('the last item has no next one; an empty note says so', () => {
    const last = notesFor(en.t, { ...showing, index: 2, note: '  ', next: undefined });
    expect(last.next).toBe('This is the last step.');
    expect(last.explain).toBe('No note for this position.');
  });

  it('an untitled sequence is named in the reader’s language, not the projector’s', () => {
    expect(notesFor(zh.t, { ...showing, title: '' }).now.startsWith('课堂序列 · ')).toBe(true);
    expect(notesFor(en.t, { ...showing, title: '' }).now.startsWith('Lesson sequence · ')).toBe(true);
  });
});

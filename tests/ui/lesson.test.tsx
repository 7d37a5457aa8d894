// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLessonStore } from '../../src/store/lessonStore';
import { createProgressStore, PROGRESS_KEY, PROGRESS_VERSION, readProgress, UNREADABLE_KEY } from '../../src/store/progress';
import { lessonById } from '../../src/ui/lesson/lessonData';
import { renderAt } from './render-app';

const TEXT = {
  en: {
    loan: /Take a loan/,
    preview: 'Predicted result',
    income: 'Income: space 20 → 14 (level 5 → 2)',
    confirm: 'Confirm',
    success: 'Lesson complete',
    done: 'not 17',
  },
  zh: {
    loan: /贷款\$30/,
    preview: '预计结果',
    income: '收入：第20格 → 第14格（等级5 → 2）',
    confirm: '确认执行',
    success: '课程完成',
    done: '不是第17格',
  },
} as const;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe.each(['en', 'zh'] as const)('lesson 7 end to end (%s)', (lang) => {
  it('pick the loan, read the prediction, confirm, see success; progress is saved', async () => {
    renderAt('/lessons/loan-levels', lang);
    const loan = await screen.findByRole('button', { name: TEXT[lang].loan });
    fireEvent.click(loan);
    const panel = document.querySelector('.lesson-panel') as HTMLElement;
    expect(within(panel).getByRole('heading', { name: TEXT[lang].preview })).toBeInTheDocument();
    expect(panel).toHaveTextContent(TEXT[lang].income);
    expect(panel).toHaveAttribute('aria-live', 'polite');
    expect(document.activeElement).toBe(panel);
    fireEvent.click(within(panel).getByRole('button', { name: TEXT[lang].confirm }));
    expect(within(panel).getByRole('heading', { name: TEXT[lang].success })).toBeInTheDocument();
    expect(panel).toHaveTextContent(TEXT[lang].done);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}')).toEqual({
      version: PROGRESS_VERSION,
      done: ['loan-levels'],
      lessons: { 'loan-levels': { step: 0, hints: 0, wrong: 0, stars: 3 } },
      last: { lesson: 'loan-levels', step: 0 },
    });
  });
});

describe('lesson 1 refusal', () => {
  it('New York shows the translated rule, the FAQ link and the printed page', async () => {
    renderAt('/lessons/iron-by-rail');
    // the tile's pick beside the goal (the mat further down has the same pick)
    fireEvent.click((await screen.findAllByRole('button', { name: /Kerosene Refinery II on your mat/ }))[0]!);
    fireEvent.click(screen.getByRole('button', { name: /New York, space 1/ }));
    const panel = document.querySelector('.lesson-panel') as HTMLElement;
    expect(panel).toHaveTextContent('No rail connects that iron source');
    expect(within(panel).getByRole('link', { name: /Read the FAQ/ })).toHaveAttribute('href', '/faq/transport');
    expect(panel).toHaveTextContent('Rulebook p.7');
  });
});

describe('saved progress', () => {
  it('corrupted progress shows a note and the lesson still works', async () => {
    localStorage.setItem(PROGRESS_KEY, '{not json');
    renderAt('/lessons/loan-levels');
    expect(await screen.findByText(/Saved lesson progress could not be read/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Take a loan/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('heading', { name: 'Lesson complete' })).toBeInTheDocument();
  });
  it('old or unreadable progress: nothing saved is lost (ids kept, the unreadable text copied before a new save)', () => {
    const data = new Map<string, string>([[PROGRESS_KEY, JSON.stringify({ done: ['loan-levels', 7] })]]);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const original = data.get(PROGRESS_KEY);
    const store = createProgressStore(storage);
    expect(store.getState()).toMatchObject({ done: ['loan-levels'], corrupted: true });
    store.getState().markDone('iron-by-rail');
    expect(JSON.parse(data.get(PROGRESS_KEY)!)).toMatchObject({ version: PROGRESS_VERSION, done: ['loan-levels', 'iron-by-rail'] });
    expect(data.get(UNREADABLE_KEY)).toBe(original);
    store.getState().markDone('era-scoring');
    expect(data.get(UNREADABLE_KEY)).toBe(original);
  });
  it('reads only its own version and shape', () => {
    const store = (v: string | null) => ({ getItem: () => v, setItem: () => undefined, removeItem: () => undefined });
    expect(readProgress(store(null))).toEqual({ done: [], lessons: {}, corrupted: false });
    // A newer version or an older shape: flagged, and the lesson ids it names are kept.
    expect(readProgress(store(JSON.stringify({ version: 99, done: ['x'] })))).toEqual({ done: ['x'], lessons: {}, corrupted: true });
    expect(readProgress(store(JSON.stringify(['a', 'b', 'a', 3])))).toEqual({ done: ['a', 'b'], lessons: {}, corrupted: true });
    expect(readProgress(store(JSON.stringify({ version: PROGRESS_VERSION, done: [1], lessons: {} })))).toEqual({
      done: [],
      lessons: {},
      corrupted: true,
    });
    expect(
      readProgress(store(JSON.stringify({ version: PROGRESS_VERSION, done: ['a'], lessons: { a: { step: -1, hints: 0, wrong: 0 } } }))),
    ).toMatchObject({
      done: ['a'],
      corrupted: true,
    });
    const ok = {
      done: ['a'],
      lessons: { a: { step: 0, hints: 1, wrong: 2, stars: 2 }, b: { step: 1, hints: 0, wrong: 0 } },
      last: { lesson: 'b', step: 1 },
    };
    expect(readProgress(store(JSON.stringify({ version: PROGRESS_VERSION, ...ok })))).toEqual({ ...ok, corrupted: false });
  });
  it('marks, forgets and resets', () => {
    const p = createProgressStore(localStorage);
    p.getState().markDone('a');
    p.getState().markDone('a');
    expect(p.getState().done).toEqual(['a']);
    p.getState().forget('a');
    expect(createProgressStore(localStorage).getState().done).toEqual([]);
  });
});

describe('lesson stores', () => {
  it('two stores of one lesson are independent (two boards side by side)', () => {
    const l = lessonById('loan-levels')!;
    const a = createLessonStore(l);
    const b = createLessonStore(l);
    act(() => a.getState().pick('loan'));
    expect(a.getState().run?.phase).toBe('preview');
    expect(b.getState().run?.phase).toBe('pick');
    a.getState().reset();
    expect(a.getState().run?.phase).toBe('pick');
  });
});

describe('lesson page', () => {
  it('keeps the FAQ links and shows the data conflict with its status mark (lesson 3)', async () => {
    renderAt('/lessons/light-rail-coal');
    const note = await screen.findByText(/Columbus – Pittsburgh line carries a printed Whiskey bonus/);
    expect(note.closest('.lesson-note')?.querySelector('.status-mark')).not.toBeNull();
    expect(note.closest('.lesson-note')?.querySelector('.conflict-mark')?.textContent).toMatch(/sources disagree/);
    expect(screen.getByRole('link', { name: 'What does each kind of link cost?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rail line Columbus – Pittsburgh' })).toHaveAttribute('tabindex', '0');
  });
});

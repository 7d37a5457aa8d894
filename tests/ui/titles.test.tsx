// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from './test-i18n';
import { pageTitle } from '../../src/ui/titles';
import course from '../../content/course.json';
import { renderAt } from './render-app';

describe('document titles', () => {
  const en = createTestI18n('en');
  const zh = createTestI18n('zh');
  it.each([
    ['/', 'Brass: Pittsburgh — Learn the Rules', '工业革命：匹兹堡 — 规则学习'],
    ['/lessons', 'Lessons — Brass: Pittsburgh tutorial', '课程 — 工业革命：匹兹堡 规则教程'],
    [
      '/lessons/light-rail-coal',
      'Lesson 3: A Light Train costs one coal — Brass: Pittsburgh tutorial',
      '第3课：轻车花费一块煤 — 工业革命：匹兹堡 规则教程',
    ],
    [
      '/faq/loan',
      'Is a loan repaid, and how far does income drop? — Brass: Pittsburgh tutorial',
      '贷款要偿还吗？收入下降多少？ — 工业革命：匹兹堡 规则教程',
    ],
    [
      '/choices/whiskey-or-loan',
      'Pass for Whiskey or take a loan? — Brass: Pittsburgh tutorial',
      '让过拿威士忌，还是贷款？ — 工业革命：匹兹堡 规则教程',
    ],
    ['/mat', 'Player mat — Brass: Pittsburgh tutorial', '玩家板 — 工业革命：匹兹堡 规则教程'],
    ['/first-game', 'Guided first game — Brass: Pittsburgh tutorial', '引导式第一局 — 工业革命：匹兹堡 规则教程'],
    ['/sources', 'Sources & scope — Brass: Pittsburgh tutorial', '来源与范围 — 工业革命：匹兹堡 规则教程'],
    ['/compare', 'Lancashire vs Pittsburgh — Brass: Pittsburgh tutorial', '兰开夏与匹兹堡 — 工业革命：匹兹堡 规则教程'],
    ['/editor', 'Position editor — Brass: Pittsburgh tutorial', '局面编辑器 — 工业革命：匹兹堡 规则教程'],
    ['/sequences', 'Lesson sequences — Brass: Pittsburgh tutorial', '课堂序列 — 工业革命：匹兹堡 规则教程'],
    ['/presenter', 'Presenter view — Brass: Pittsburgh tutorial', '讲者视图 — 工业革命：匹兹堡 规则教程'],
    ['/course', 'Lancashire to Pittsburgh course — Brass: Pittsburgh tutorial', '从兰开夏到匹兹堡课程 — 工业革命：匹兹堡 规则教程'],
    [
      '/course/coal',
      'From Lancashire, lesson 1: Where the coal comes from — Brass: Pittsburgh tutorial',
      '从兰开夏出发 第1课：煤从哪里来 — 工业革命：匹兹堡 规则教程',
    ],
    [
      '/course/selling',
      'From Lancashire, lesson 4: Selling: ports and the Distant Market, Merchants and oil — Brass: Pittsburgh tutorial',
      '从兰开夏出发 第4课：出售：港口与远方市场，商人与石油 — 工业革命：匹兹堡 规则教程',
    ],
    ['/course/play', 'Play Brass: Lancashire — Brass: Pittsburgh tutorial', '玩一局《工业革命：兰开夏》 — 工业革命：匹兹堡 规则教程'],
    ['/course/nowhere', 'Page not found — Brass: Pittsburgh tutorial', '找不到页面 — 工业革命：匹兹堡 规则教程'],
    ['/faq/nowhere', 'Page not found — Brass: Pittsburgh tutorial', '找不到页面 — 工业革命：匹兹堡 规则教程'],
    ['/nowhere/at/all', 'Page not found — Brass: Pittsburgh tutorial', '找不到页面 — 工业革命：匹兹堡 规则教程'],
  ])('%s', (path, english, chinese) => {
    expect(pageTitle(en.t, path)).toBe(english);
    expect(pageTitle(zh.t, path)).toBe(chinese);
  });

  it('a not-found address gets the not-found heading in both languages, never another page’s name', () => {
    for (const path of ['/faq/nowhere', '/choices/nowhere', '/lessons/nowhere', '/course/nowhere', '/nowhere/at/all']) {
      expect(pageTitle(en.t, path)).toBe('Page not found — Brass: Pittsburgh tutorial');
      expect(pageTitle(zh.t, path)).toBe('找不到页面 — 工业革命：匹兹堡 规则教程');
    }
  });

  it('gives every course page a title of its own, in both languages', () => {
    const paths = ['/course', '/course/play', ...course.lessons.map((id) => `/course/${id}`)];
    for (const t of [en.t, zh.t]) expect(new Set(paths.map((p) => pageTitle(t, p))).size).toBe(paths.length);
  });

  it('follows the route and the language in the running app', async () => {
    const { i18n, location } = renderAt('/faq/loan', 'en');
    await waitFor(() => expect(document.title).toBe('Is a loan repaid, and how far does income drop? — Brass: Pittsburgh tutorial'), {
      timeout: 20_000,
    });
    await act(() => i18n.changeLanguage('zh'));
    await waitFor(() => expect(document.title).toBe('贷款要偿还吗？收入下降多少？ — 工业革命：匹兹堡 规则教程'), { timeout: 20_000 });
    act(() => location.navigate('/mat'));
    await waitFor(() => expect(document.title).toBe('玩家板 — 工业革命：匹兹堡 规则教程'), { timeout: 20_000 });
  });
});

describe('home page', () => {
  it('links to every section, Player mat and Sources included, and draws the board picture', async () => {
    renderAt('/', 'en');
    // the header's groups, each a section of Home with its own cards
    const cards = document.querySelector('article.home') as HTMLElement;
    // the list of sections loads after the first paint, with its strings
    await within(cards).findByRole('heading', { name: 'What is here' }, { timeout: 20_000 });
    for (const [name, href] of [
      ['Lessons', '/lessons'],
      ['Choices', '/choices'],
      ['Play a game', '/play'],
      ['Guided first game', '/first-game'],
      ['Rules FAQ', '/faq'],
      ['Components', '/components'],
      ['Player mat', '/mat'],
      ['Glossary', '/glossary'],
      ['Lancashire vs Pittsburgh', '/compare'],
      ['Sources & scope', '/sources'],
      ['Position editor', '/editor'],
      ['Lesson sequences', '/sequences'],
    ])
      expect(within(cards).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Learn', 'Look up', 'Play', 'Teach']);
    const pic = await screen.findByRole(
      'img',
      { name: 'The 3–4 player board, drawn by this tutorial from its rules data' },
      { timeout: 20_000 },
    );
    expect(pic.tagName.toLowerCase()).toBe('svg');
    expect(pic.querySelector('button, [tabindex]')).toBeNull();
  });
});

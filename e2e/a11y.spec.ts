/**
 * axe once per page template and language: every route of src/ui/App.tsx (and projector mode) is opened
 * in the state that shows most of it (a lesson with a hint, an explanation and a refusal; a choice with
 * both tries; the sandbox with a preview, its cube route, the mat's chosen tile, the position as text and
 * the share panel) and axe runs once on the whole page. English at a laptop's 1366 px, Chinese at a phone's
 * 390 px, so each layout is checked too.
 *
 * The few states that exist only deep in a flow are checked in their flow's spec, most of them on the
 * part the flow adds (expectNoAxeViolations' `parts`): the guided first game and its stops (first-game.spec.ts),
 * a lesson's reset dialog (lesson-coach.spec.ts),
 * the Lancashire sandbox's preview (lancashire-play.spec.ts), a game's debrief (debrief-practice.spec.ts),
 * the ghost of "what would make it legal?" (play-actions/hints.ts), the game log's earlier moment
 * (play.spec.ts) and a share link's problem (share.spec.ts).
 *
 * Every visit here also fails on a request to another origin or a CSP violation (fixtures.ts).
 */
import enCore from '../src/i18n/locales/en/core.json' with { type: 'json' };
import zhCore from '../src/i18n/locales/zh/core.json' with { type: 'json' };
import enLesson from '../src/i18n/locales/en/lesson.json' with { type: 'json' };
import zhLesson from '../src/i18n/locales/zh/lesson.json' with { type: 'json' };
import { expect, expectNoAxeViolations, openInApp, type Page, test } from './fixtures';
import { openPosition, TWO_COAL_SOURCES } from './positions';

type Lang = 'en' | 'zh';
const LONG = { timeout: 60_000 };
const SIZE = { en: { width: 1366, height: 768 }, zh: { width: 390, height: 844 } } as const;
const CORE = { en: enCore, zh: zhCore } as const;
const WORDS = {
  en: { search: 'Search the FAQ', results: 'Results', query: 'Light Train', tryA: 'Try A: Pass for Whiskey', tryB: 'Try B: Take a loan' },
  zh: { search: '搜索规则问答', results: '搜索结果', query: '轻轨', tryA: '试A：让过拿威士忌', tryB: '试B：贷款' },
} as const;

/** A page template in the state axe checks: how to get there once the language's viewport is set. */
type Visit = [name: string, reach: (page: Page, lang: Lang) => Promise<void>];

const h1 = (path: string) => async (page: Page, lang: Lang) => {
  await openInApp(page, `./${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LONG);
};
const boardDrawn = (page: Page) => expect(page.locator('svg.board-map:not([aria-busy]) .bm-label').first()).toBeAttached(LONG);

const READING: Visit[] = [
  [
    'Home, with its board picture',
    async (page, lang) => {
      await openInApp(page, `./?lang=${lang}`);
      await expect(page.locator('.home-board svg.board-map')).toBeVisible(LONG);
    },
  ],
  ['the lesson list', h1('lessons')],
  ['the FAQ list', h1('faq')],
  [
    'the FAQ search: results with their marks',
    async (page, lang) => {
      await openInApp(page, `./faq?lang=${lang}`);
      await page.getByRole('searchbox', { name: WORDS[lang].search }).pressSequentially(WORDS[lang].query);
      await expect(page.getByRole('list', { name: WORDS[lang].results }).locator('mark').first()).toBeVisible(LONG);
    },
  ],
  ['an FAQ entry without a position', h1('faq/winning')],
  ['the choice list', h1('choices')],
  ['the glossary', h1('glossary')],
  ['sources and scope', h1('sources')],
  [
    'the Lancashire–Pittsburgh comparison',
    async (page, lang) => {
      await h1('compare')(page, lang);
      await expect(page.locator('tbody tr').first()).toBeVisible(LONG);
    },
  ],
  ['the course list', h1('course')],
  ['the presenter view', h1('presenter')],
  [
    'practice: a drill answered',
    async (page, lang) => {
      await openInApp(page, `./practice?lang=${lang}&rule=your-network`);
      const drill = page.getByTestId('drill');
      await expect(drill.getByRole('button')).toHaveCount(3, LONG);
      await drill.getByRole('button').first().click();
      await expect(page.getByTestId('drill-feedback')).toBeVisible(LONG);
    },
  ],
  [
    'the sandbox setup',
    async (page, lang) => {
      await openInApp(page, `./play?lang=${lang}`);
      await expect(page.getByTestId('seed')).toBeVisible(LONG);
    },
  ],
  [
    'the sandbox setup on the projector',
    async (page, lang) => {
      await openInApp(page, `./play?lang=${lang}&projector=1`);
      await expect(page.getByTestId('projector').locator('form.play-setup')).toBeVisible(LONG);
    },
  ],
  [
    'the guided first game, before it starts',
    async (page, lang) => {
      await openInApp(page, `./first-game?lang=${lang}`);
      await expect(page.getByTestId('first-game-start')).toBeVisible(LONG);
    },
  ],
  [
    'the Lancashire sandbox setup',
    async (page, lang) => {
      await openInApp(page, `./course/play?lang=${lang}`);
      await expect(page.locator('[data-seat="red"]')).toBeVisible(LONG);
    },
  ],
  [
    'an unknown address, with the phone menu open',
    async (page, lang) => {
      await page.setViewportSize(SIZE.zh);
      await h1('no/such/page')(page, lang);
      await page.getByRole('button', { name: CORE[lang].nav.menu }).click();
      await expect(page.getByRole('button', { name: CORE[lang].nav.menuClose })).toHaveAttribute('aria-expanded', 'true');
    },
  ],
];

const LESSON_AND_LOOK_UP: Visit[] = [
  [
    'a lesson with a hint, an explanation and a refusal',
    async (page, lang) => {
      await openInApp(page, `./lessons/iron-by-rail?lang=${lang}`);
      await expect(page.locator('[data-pick="new-york-1"]').first()).toBeAttached(LONG);
      await page.locator('.lesson-hints button').click();
      await page.locator('[data-other="pittsburgh-2"]').first().click();
      await expect(page.locator('.lesson-aside')).not.toBeEmpty();
      await page.locator('[data-pick="kerosene-2"]').first().click();
      await page.locator('[data-pick="new-york-1"]').first().click();
      await expect(page.locator('.lesson-panel')).toHaveAttribute('data-phase', 'refused', LONG);
      await boardDrawn(page);
    },
  ],
  [
    'an FAQ entry with its position, rings and worked example',
    async (page, lang) => {
      await openInApp(page, `./faq/build-cards?lang=${lang}`);
      await expect(page.locator('.faq-example-move')).toBeVisible(LONG);
      await expect.poll(() => page.locator('.bm-focus').count(), LONG).toBeGreaterThanOrEqual(1);
    },
  ],
  [
    'a choice after Try A and Try B',
    async (page, lang) => {
      await openInApp(page, `./choices/whiskey-or-loan?lang=${lang}`);
      for (const name of [WORDS[lang].tryA, WORDS[lang].tryB]) {
        const button = page.getByRole('button', { name });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true', LONG);
      }
      await expect(page.locator('.choice-try .outcome-numbers [data-row]').first()).toBeVisible(LONG);
    },
  ],
  [
    'the components, with the example position',
    async (page, lang) => {
      await h1('components')(page, lang);
      await boardDrawn(page);
    },
  ],
  [
    'the player mat and income track',
    async (page, lang) => {
      await h1('mat')(page, lang);
      await expect(page.locator('.income-track [data-space]')).toHaveCount(100, LONG);
    },
  ],
];

const PLAY_AND_TEACH: Visit[] = [
  [
    'the sandbox: a build previewed from the mat, its coal route, the position as text, the share panel',
    async (page, lang) => {
      await openPosition(page, TWO_COAL_SOURCES, lang);
      const composer = page.locator('.play-composer');
      await page.keyboard.press('b');
      await composer.locator(`.play-question[data-kind="card"] .play-option[data-option='{"card":"loc-pittsburgh-1"}']`).click();
      await page.locator('.play-mat .mat-pick[data-pick="kerosene-2"]').click();
      await expect(composer.locator('.play-question[data-kind="space"]')).toBeVisible(LONG);
      await page.locator('.bm-pick[data-pick="pittsburgh-2"]').click();
      await expect(composer.locator('.play-question[data-kind="source"]')).toBeVisible(LONG);
      await page.locator('.bm-pick[data-pick="clarksburg-1"]').click();
      const route = page.locator('.bm-cube-path[data-cube-path="clarksburg-1>pittsburgh-2"]');
      await expect(route).toBeVisible(LONG);
      await page.getByTestId('position-text-toggle').click();
      await expect(page.getByTestId('position-text').getByRole('table').first()).toBeVisible(LONG);
      await page.locator('.moment-tools [data-testid="share-panel"] summary').click();
      await expect(page.locator('.moment-tools').getByTestId('share-link')).toBeVisible(LONG);
      // the preview is still up: its route, and the income track's space after
      await expect(route).toBeVisible();
      await expect(page.locator('.play-income .inc-space.is-to')).toHaveCount(1);
    },
  ],
  [
    'a course lesson with a move previewed',
    async (page, lang) => {
      await openInApp(page, `./course/selling?lang=${lang}`);
      const side = page.locator('[data-side="lancashire"]');
      await side.locator('[data-pick="distant"]').click();
      await expect(side.locator('.course-outcome')).toContainText('18', LONG);
    },
  ],
  [
    'the position editor with its share panel',
    async (page, lang) => {
      await openInApp(page, `./editor?lang=${lang}`);
      await page.getByTestId('ed-whiskey-blue').fill('4');
      await expect(page.locator('li[data-code="whiskey-over-3"]')).toBeVisible(LONG);
      await page.getByTestId('ed-undo').click();
      await page.locator('.ed-use [data-testid="share-panel"] summary').click();
      await expect(page.locator('.ed-use').getByTestId('share-link')).toBeVisible(LONG);
    },
  ],
  [
    'a lesson on the projector, its predicted result on the stage',
    async (page, lang) => {
      await openInApp(page, `./lessons/light-rail-coal?lang=${lang}&projector=1`);
      const stage = page.getByTestId('projector');
      await expect(stage.locator('svg.board-map:not([aria-busy]) .bm-label').first()).toBeAttached(LONG);
      await page.keyboard.press('ArrowRight');
      await expect(stage.getByRole('heading', { name: (lang === 'en' ? enLesson : zhLesson).lesson.ui.preview })).toBeVisible(LONG);
    },
  ],
  [
    'a lesson sequence with one position',
    async (page, lang) => {
      await openInApp(page, `./faq/transport?lang=${lang}`);
      await page.getByTestId('add-to-sequence').first().click();
      await expect(page.locator('.add-to-sequence [role=status]').first()).not.toBeEmpty(LONG);
      await openInApp(page, `./sequences?lang=${lang}`);
      await expect(page.getByTestId('sequence-item')).toHaveCount(1, LONG);
    },
  ],
];

for (const [group, visits] of [
  ['reading pages', READING],
  ['lesson and look-up pages with the board', LESSON_AND_LOOK_UP],
  ['sandbox, course and teaching pages', PLAY_AND_TEACH],
] as const)
  for (const lang of ['en', 'zh'] as const)
    // One page walks the group, from page to page by in-app navigation (openInApp): one load a group, and axe-core
    // evaluated once in it (a load of a page with the board costs several in-app navigations).
    test(`axe: ${group} (${lang}, ${SIZE[lang].width} px)`, async ({ page }) => {
      test.setTimeout(900_000);
      for (const [name, reach] of visits)
        await test.step(name, async () => {
          await page.setViewportSize(SIZE[lang]);
          await reach(page, lang);
          await expectNoAxeViolations(page);
        });
    });

/**
 * The guided first game (/first-game) in the browser: through its first round in English and in
 * Chinese (two narrated bot moves, the learner's loan and its stop, the round-end predictions with
 * right and wrong answers, the round's end, the coach's label), resumed after a reload, axe on its stops;
 * Era 1's end from a saved game just before it (scripts/first-game-save.ts, made in the test's own process), in both languages; and the sandbox's coach.
 */
import { firstGameSaveBefore } from '../scripts/first-game-save';
import { expect, expectNoAxeViolations, shot, test, type Page } from './fixtures';

const LONG = { timeout: 60_000 };

const WORDS = {
  en: {
    narration: 'What the bots did',
    firstBot: /^Orange: Network\./,
    yourMove: 'Blue: your move',
    confirm: 'Confirm',
    loan: 'A loan',
    loanBody: 'Blue took a loan: $30 at once',
    cont: 'Continue the game',
    roundEnd: 'The end of round 1',
    firstQ: 'Who goes first in the next round?',
    blue: 'Blue',
    incomeQ: 'How much money does your income bring you now?',
    check: 'Check my answer',
    right: 'Right.',
    wrong: 'Not quite: the answer is −$3.',
    hands: 'Hands are refilled',
    skip: 'Skip to the game',
    labels: ['Best move', 'Good move', 'Inaccuracy', 'Mistake'],
    resumed: 'Welcome back: your guided game goes on where you left it.',
  },
  zh: {
    narration: '机器人做了什么',
    firstBot: /^橙方：网络。/,
    yourMove: '蓝方：轮到你行动',
    confirm: '确认执行',
    loan: '贷款',
    loanBody: '蓝方贷款了：立即获得$30',
    cont: '继续对局',
    roundEnd: '第1轮结束',
    firstQ: '下一轮谁先行动？',
    blue: '蓝方',
    incomeQ: '你的收入现在会带给你多少钱？',
    check: '核对答案',
    right: '答对了。',
    wrong: '不太对：答案是−$3。',
    hands: '补满手牌',
    skip: '跳到对局',
    labels: ['最佳', '不错', '欠佳', '失误'],
    resumed: '欢迎回来：引导对局从你离开的地方继续。',
  },
} as const;

async function startGuided(page: Page, lang: 'en' | 'zh') {
  await page.goto(`./first-game?lang=${lang}`);
  await page.getByTestId('bot-speed').selectOption('fast');
  await page.getByTestId('first-game-start').click();
}

/** The first round: narrated bots, the loan stop, the round-end predictions, the coach's label, resumed after a reload. */
async function firstRound(page: Page, lang: 'en' | 'zh') {
  const w = WORDS[lang];
  await startGuided(page, lang);
  const narration = page.getByRole('region', { name: w.narration });
  await expect(narration.locator('ol > li')).toHaveCount(2, LONG);
  await expect(narration.locator('ol > li .firstgame-did').first()).toHaveText(w.firstBot);
  await expect(narration.locator('ol > li [data-reason^="link-built"]').first()).toBeVisible();

  // Blue's move: a loan (key L, the first card), confirmed
  const composer = page.locator('.play-composer');
  await expect(composer.getByRole('heading', { name: w.yourMove })).toBeVisible(LONG);
  await page.keyboard.press('l');
  await composer.locator('.play-question .play-option').first().click();
  await composer.getByRole('button', { name: w.confirm }).click();

  const stop = page.locator('.firstgame-stop');
  await expect(stop.getByRole('heading', { name: w.loan })).toBeVisible(LONG);
  await expect(stop).toContainText(w.loanBody);
  await expect(stop.getByRole('link')).toHaveAttribute('href', /\/faq\/loan(\?lang=(en|zh))?$/);
  // The guided game's states exist only in its flow: its stops are checked here (the whole page once per
  // language, at the predictions below; the start page in a11y.spec.ts).
  await expectNoAxeViolations(page, ['.firstgame-stop']);
  await shot(page, `test-results/first-game-loan-${lang}.png`, { fullPage: true });

  // resumed after a reload: the same stop is still waiting
  await page.reload();
  await expect(page.getByText(w.resumed)).toBeVisible(LONG);
  await expect(stop.getByRole('heading', { name: w.loan })).toBeVisible(LONG);
  await stop.getByRole('button', { name: w.cont }).click();

  // the round's end: predictions before it is shown
  await expect(stop.getByRole('heading', { name: w.roundEnd })).toBeVisible(LONG);
  await expect(stop.getByRole('button', { name: w.cont })).toHaveCount(0);
  await stop.getByRole('group', { name: w.firstQ }).getByRole('radio', { name: w.blue }).check();
  await stop.getByRole('button', { name: w.check }).click();
  await expect(stop.locator('[data-prediction="first-next"] .firstgame-verdict')).toHaveText(w.right);
  // the trap: the income space the marker stands on (7 after the loan), not the level
  await stop.getByRole('group', { name: w.incomeQ }).getByRole('radio', { name: '$7' }).check();
  await stop.getByRole('button', { name: w.check }).click();
  await expect(stop.locator('[data-prediction="income"] .firstgame-verdict')).toHaveText(w.wrong);
  await expectNoAxeViolations(page); // the whole page: board, narration, the stop with its verdicts
  await shot(page, `test-results/first-game-predictions-${lang}.png`, { fullPage: true });
  await stop.getByRole('button', { name: w.cont }).click();

  // then the round's end step by step, and the coach's verdict on the loan
  const flow = page.locator('.play-flow');
  await expect(flow.getByRole('heading', { name: w.hands })).toBeVisible(LONG);
  await flow.getByRole('button', { name: w.skip }).click();
  const label = page.getByTestId('coach-label');
  await expect(label).toBeVisible(LONG);
  // the quick look answers first, then the search's deeper look replaces it: its label is one of the
  // four (which one the unit tests check on positions where the best move is known)
  await expect(page.locator('.coach-panel')).toHaveAttribute('data-look', 'deep', { timeout: 90_000 });
  expect(w.labels as readonly string[]).toContain(await label.textContent());
  await expect(page.locator('.coach-panel')).toContainText(lang === 'en' ? /It ranks \d+ of \d+ legal moves\./ : /个合法行动中排第\d+/);
  await shot(page, `test-results/first-game-coach-${lang}.png`, { fullPage: true });
  if (process.env.E2E_SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `test-results/first-game-coach-${lang}-phone.png`, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
}

const ERA_END = {
  en: {
    eraEnd: 'The end of Era 1',
    cont: 'Continue the game',
    next: 'Next step',
    links: 'Era 1 ends: each link scores',
    industries: 'Each flipped industry scores',
    skip: 'Skip to the game',
    eraTwo: 'What changes in Era 2',
    status: 'Era 2, round 1',
  },
  zh: {
    eraEnd: '第一时代结束',
    cont: '继续对局',
    next: '下一步',
    links: '第一时代结束：每条连接计分',
    industries: '每个已翻面的产业计分',
    skip: '跳到对局',
    eraTwo: '第二时代有哪些变化',
    status: '第二时代，第1轮',
  },
} as const;

/** The save just before Era 1's end, made once per worker (both languages start from it). */
let eraEndSave: string | undefined;
const eraEndSaveText = () => (eraEndSave ??= JSON.stringify(firstGameSaveBefore('era-end')));

/**
 * Era 1's end from a saved game just before it, on the guided game's page already open: the save is put on the
 * device as the reload starts (before the app reads it; the page before may save its own game until it is gone).
 */
async function eraEnd(page: Page, lang: 'en' | 'zh') {
  const w = ERA_END[lang];
  const saved = eraEndSaveText();
  await page.addInitScript((s) => {
    localStorage.setItem('brass-pgh.botSpeed', 'fast');
    localStorage.setItem('brass-pgh.first-game', s);
  }, saved);
  await page.reload();
  const stop = page.locator('.firstgame-stop');
  await expect(stop.getByRole('heading', { name: w.eraEnd })).toBeVisible(LONG);
  await expect(stop.getByRole('link')).toHaveAttribute('href', new RegExp(`/faq/era-scoring(\\?lang=${lang})?$`));
  await expectNoAxeViolations(page, ['.firstgame-stop']);
  await stop.getByRole('button', { name: w.cont }).click();
  // the flow panel walks the scoring: links, then industries
  const flow = page.locator('.play-flow');
  await expect(flow).toBeVisible(LONG);
  for (let i = 0; i < 12 && (await flow.getAttribute('data-stage')) !== 'links'; i++)
    await flow.getByRole('button', { name: w.next }).click();
  await expect(flow.getByRole('heading', { name: w.links })).toBeVisible(LONG);
  // every link's score is told, each with its VP
  await expect(flow.locator('li').first()).toBeVisible(LONG);
  await flow.getByRole('button', { name: w.next }).click();
  await expect(flow.getByRole('heading', { name: w.industries })).toBeVisible(LONG);
  await flow.getByRole('button', { name: w.skip }).click();
  await expect(stop.getByRole('heading', { name: w.eraTwo })).toBeVisible(LONG);
  await expect(stop.getByRole('link')).toHaveAttribute('href', new RegExp(`/faq/era-change(\\?lang=${lang})?$`));
  await expectNoAxeViolations(page, ['.firstgame-stop']);
  await shot(page, `test-results/first-game-era-two-${lang}.png`, { fullPage: true });
  await stop.getByRole('button', { name: w.cont }).click();
  await expect(page.locator('.play-status')).toContainText(w.status, LONG);
}

// One page per language: the first round from the start, then Era 1's end from a save, after a reload.
for (const lang of ['en', 'zh'] as const)
  test(`guided first game (${lang}): narrated bots, the loan stop, the round-end predictions, the coach's label, resumed after a reload; then Era 1 ends from a saved game just before it — the scoring stop, the scoring step by step, the Era 2 changes`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await test.step('the first round', () => firstRound(page, lang));
    await test.step("Era 1's end, from a saved game", () => eraEnd(page, lang));
  });

test('the sandbox coach: switched on in the setup, it labels the move after it is played', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('./play?lang=en');
  await page.getByTestId('seed').fill('42');
  await page.getByTestId('bot-speed').selectOption('paused');
  await page.getByTestId('setup-coach').check();
  await page.locator('form.play-setup button[type=submit]').click();
  const composer = page.locator('.play-composer');
  await expect(composer.getByRole('heading', { name: 'Blue: your move' })).toBeVisible(LONG);
  await expect(page.getByTestId('coach-toggle')).toBeChecked();
  await page.keyboard.press('l');
  await composer.locator('.play-question .play-option').first().click();
  await composer.getByRole('button', { name: 'Confirm' }).click();
  const panel = page.locator('.coach-panel');
  await expect(panel.getByRole('heading', { name: 'How good was that?' })).toBeVisible(LONG);
  await expect(page.getByTestId('coach-label')).toHaveText(/^(Best move|Good move|Inaccuracy|Mistake)$/, LONG);
  await expect(panel).toContainText(/It ranks \d+ of \d+ legal moves\./);
  // switched off in the game: the panel goes
  await page.getByTestId('coach-toggle').uncheck();
  await expect(panel).toHaveCount(0);
});

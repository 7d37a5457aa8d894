/**
 * Lesson sequences in the built app: a teacher adds a lesson step, an FAQ position and a choice,
 * writes notes, reorders, reloads (saved on the device), steps through it in projector mode with
 * the keys a clicker sends (the presenter window shows the note), exports it, imports it into a
 * fresh browser and gets the identical sequence; a bad file and a damaged save each say what is
 * wrong and lose nothing.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, openInApp, type Page, shot, test } from './fixtures';

const stage = (page: Page) => page.getByTestId('projector');
const caption = (page: Page) => page.locator('.projector-caption');
const notes = (page: Page) => page.getByTestId('sequence-note');
const SHOTS = 'test-results/sequence-shots';

/** Adds the page's first position (the page opened in the app: a load only for the first page). */
async function add(page: Page, path: string) {
  await openInApp(page, `${path}?lang=en`);
  const button = page.getByTestId('add-to-sequence').first();
  await button.click();
  await expect(page.locator('.add-to-sequence [role=status]').first()).toContainText('Added: the sequence has');
}

/** Three positions from three pages, with notes, the third moved up to second place. */
async function buildThree(page: Page) {
  await add(page, './lessons/light-rail-coal');
  await add(page, './faq/transport');
  await add(page, './choices/light-or-heavy');
  await page.getByRole('link', { name: 'Open lesson sequences' }).click();
  await expect(page.getByTestId('sequence-item')).toHaveCount(3);
  await page.getByTestId('sequence-title').fill('Trains, week 3');
  await notes(page).nth(0).fill('Where can Blue lay a Light Train?');
  await notes(page).nth(1).fill('Who may use this coal?');
  await notes(page).nth(2).fill('Light or Heavy Train: vote!');
  await page.getByRole('button', { name: 'Move position 3 up' }).click();
  await expect(notes(page)).toHaveText(['Where can Blue lay a Light Train?', 'Light or Heavy Train: vote!', 'Who may use this coal?']);
}

async function exportTo(page: Page, file: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sequence-export').click()]);
  await download.saveAs(file);
  return readFile(file, 'utf8');
}

test('build, reload, project with clicker keys and the presenter notes, export, import into a fresh browser: identical; there a bad sequence file says what is wrong and changes nothing, a damaged save is named and kept aside', async ({
  page,
  browser,
}, info) => {
  await buildThree(page);
  await expect(page.getByTestId('sequence-source')).toHaveText([/^Lesson 3, step 1: /, /^Choice: /, /^FAQ: /]);

  await page.reload();
  await expect(notes(page)).toHaveText(['Where can Blue lay a Light Train?', 'Light or Heavy Train: vote!', 'Who may use this coal?']);
  await expect(page.getByTestId('sequence-title')).toHaveValue('Trains, week 3');

  // the presenter window follows, and is a notes window (no site header)
  const presenter = await page.context().newPage();
  await presenter.goto('./presenter?lang=en');
  await expect(presenter.getByRole('heading', { name: 'Presenter view' })).toBeVisible();
  await expect(presenter.locator('.site-header')).toHaveCount(0);

  await page.getByRole('button', { name: 'Project from position 1' }).click();
  await expect(stage(page)).toBeVisible();
  await expect(page).toHaveURL(/\/sequences\?.*projector=1/);
  await expect(caption(page)).toHaveText('Where can Blue lay a Light Train?');
  await expect(stage(page).locator('.projector-title')).toHaveText('Trains, week 3 · 1 of 3');
  await expect(stage(page).locator('svg.board-map')).toBeVisible();
  await expect(presenter.locator('.presenter-notes').first()).toContainText('Where can Blue lay a Light Train?');
  // the other language names the lesson too (its core strings load in the presenter window)
  await expect(presenter.locator('.presenter-notes').nth(1)).toContainText('第3课第1步：');
  await expect(presenter.locator('.presenter-notes').nth(1)).not.toContainText('lessons.items');
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toHaveText('Light or Heavy Train: vote!');
  await page.keyboard.press('PageDown');
  await expect(caption(page)).toHaveText('Who may use this coal?');
  await expect(stage(page).locator('.projector-title')).toHaveText('Trains, week 3 · 3 of 3');
  await expect(presenter.locator('.presenter-notes').first()).toContainText('Who may use this coal?');
  await expect(presenter.locator('.presenter-notes').first().locator('.presenter-next')).toHaveText('This is the last step.');
  await page.keyboard.press('PageDown'); // at the end: stays
  await expect(caption(page)).toHaveText('Who may use this coal?');
  await page.keyboard.press('PageUp');
  await expect(caption(page)).toHaveText('Light or Heavy Train: vote!');
  // the presenter's Back steps the projector
  await presenter.getByRole('button', { name: 'Back' }).click();
  await expect(caption(page)).toHaveText('Where can Blue lay a Light Train?');
  await shot(page, `${SHOTS}/sequence-projector.png`);
  await shot(presenter, `${SHOTS}/sequence-presenter.png`);
  await page.keyboard.press('Escape');
  await expect(stage(page)).toHaveCount(0);

  const file = info.outputPath('sequence.json');
  const text = await exportTo(page, file);
  expect(JSON.parse(text)).toMatchObject({ format: 'brass-pittsburgh-sequence', version: 1, title: 'Trains, week 3' });

  // a fresh browser (nothing saved): import the file, and export it again: the same bytes
  const fresh = await browser.newContext({ baseURL: info.project.use.baseURL });
  const other = await fresh.newPage();
  await other.goto('./sequences?lang=en');
  await expect(other.getByTestId('sequence-count')).toHaveText('The sequence is empty.');
  await other.getByTestId('sequence-import-file').setInputFiles(file);
  await expect(other.getByText('Imported “Trains, week 3”: 3 positions.')).toBeVisible();
  await expect(other.getByTestId('sequence-note')).toHaveText([
    'Where can Blue lay a Light Train?',
    'Light or Heavy Train: vote!',
    'Who may use this coal?',
  ]);
  expect(await exportTo(other, info.outputPath('again.json'))).toBe(text);
  await test.step('bad files and a damaged save, in the fresh browser', () => badFilesAndDamagedSave(other, text, info.outputPath('')));
  await fresh.close();
});

/**
 * On the sequences page holding the sequence of `good` (its three notes): a bad sequence file says what is wrong
 * and changes nothing; a damaged save is named and kept aside.
 */
async function badFilesAndDamagedSave(page: Page, text: string, folder: string) {
  const good = JSON.parse(text) as { items: { note: string; position: { players: { whiskey?: number }[] } }[] };
  const kept = good.items.map((item) => item.note);

  const cases: [string, string][] = [
    ['{"format": "brass-pitts', 'This is not JSON text'],
    [JSON.stringify({ ...good, version: 9 }), 'The file is of version 9; this app reads version 1.'],
    [JSON.stringify({ ...good, items: [{ ...good.items[0], note: 4 }] }), 'the note of position 1 is missing or has the wrong form.'],
  ];
  const bad = structuredClone(good);
  bad.items[0]!.position.players[0]!.whiskey = 5;
  cases.push([JSON.stringify(bad), 'Position 1 is not a valid position']);
  for (const [i, [content, message]] of cases.entries()) {
    const file = join(folder, `bad-${i}.json`);
    await writeFile(file, content);
    await page.getByTestId('sequence-import-file').setInputFiles(file);
    await expect(page.getByTestId('sequence-problem')).toContainText(message);
    await expect(page.getByTestId('sequence-problem')).toContainText('Nothing has changed');
    await expect(notes(page)).toHaveText(kept);
  }
  await expect(page.getByTestId('sequence-problem')).toContainText('Whiskey');

  // a damaged save: the page says so, starts empty, and keeps the text aside untouched
  await page.evaluate(() =>
    localStorage.setItem('brass-pgh.sequence', '{"format":"brass-pittsburgh-sequence","version":1,"title":3,"items":[]}'),
  );
  await page.reload();
  await expect(page.getByTestId('sequence-damaged')).toContainText('Your saved lesson sequence could not be read');
  await expect(page.getByTestId('sequence-damaged')).toContainText('the title is missing or has the wrong form.');
  await expect(page.getByTestId('sequence-count')).toHaveText('The sequence is empty.');
  const aside = await page.evaluate(() => localStorage.getItem('brass-pgh.sequence.unreadable'));
  expect(aside).toContain('"title":3');
}

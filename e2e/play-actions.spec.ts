/**
 * The sandbox's actions composed on the drawn board, each from a position of its own (positions.ts), with the
 * engine's numbers in the preview and on the panels after Confirm: one page per language, each position
 * arriving by the address's fragment as a share link does (a load of the page with the board costs about
 * 0.5 CPU-s; the flows are in play-actions/). Then the sandbox at three window sizes.
 */
import { test } from './fixtures';
import { developTwoTiles } from './play-actions/develop';
import { ghostOfALegalMove } from './play-actions/hints';
import { tileOnTheMat } from './play-actions/mat';
import { passForWhiskey, twoLightTrains } from './play-actions/network';
import { sellNamingMerchantAndPipeline } from './play-actions/sale';
import { SIZES, sandboxAtEachSize } from './play-actions/sizes';
import { skyscraperBonusSale } from './play-actions/skyscraper';

const sizes = SIZES.map((s) => `${s.width}×${s.height}`).join(', ');

for (const lang of ['en', 'zh'] as const)
  test(`sandbox actions on the drawn board (${lang}): Network, Develop, Sell, a mat tile, a Skyscraper, the ghost of a legal move${lang === 'en' ? ', Pass' : ''}; the sandbox at ${sizes}`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    // no two flows in a row open the same position (a link already opened on the page is not shown again)
    await test.step('two Light Trains, each with coal from the mine not preselected, the second for $10 more', () =>
      twoLightTrains(page, lang));
    await test.step("develop two tiles, each paid with Vanderbilt's iron", () => developTwoTiles(page, lang));
    await test.step('sell naming the merchant and the pipeline, with a Quality Reward for 1 Whiskey', () =>
      sellNamingMerchantAndPipeline(page, lang));
    await test.step("a tile picked on the mat, the preview's coal route on the board, the income after", () => tileOnTheMat(page, lang));
    await test.step('build a Skyscraper, then take its bonus sale', () => skyscraperBonusSale(page, lang));
    await test.step('a refused space shows a ghost Light Train on the board', () => ghostOfALegalMove(page, lang));
    if (lang === 'en') await test.step('Pass takes 1 Whiskey and uses one of the two actions', () => passForWhiskey(page));
    await test.step(`the sandbox at ${sizes}`, () => sandboxAtEachSize(page, lang));
  });

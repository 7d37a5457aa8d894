/** Classroom odds and ends: the sandbox opened in projector mode before any game runs shows the setup form on the stage. */
import { expect, test } from './fixtures';

test('/play?projector=1 with no game: the setup form on the projector stage, and the game projected once started', async ({ page }) => {
  await page.goto('./play?lang=en&projector=1');
  const stage = page.getByTestId('projector');
  await expect(stage).toBeVisible();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(stage.locator('.projector-caption')).toHaveText(
    'No game is running yet. Set one up here: it is shown on the projector as soon as it starts.',
  );
  await expect(stage.locator('form.play-setup')).toBeVisible();
  await stage.locator('form.play-setup button[type=submit]').click();
  await expect(stage.locator('.projector-caption')).toContainText('Round 1, Era 1');
  await expect(stage.locator('svg.board-map')).toBeVisible();
});

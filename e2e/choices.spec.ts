import { CHOICES } from './choices-data';
import { expect, test } from './fixtures';

// Both columns and the comparison are checked in examples.spec.ts on the same page (before and after
// Try A / Try B), axe on a choice in a11y.spec.ts.
// One page opens the three in turn (a warm cache).
test('every choice on a phone: stacked columns, no sideways page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of Object.keys(CHOICES))
    await test.step(id, async () => {
      await page.goto(`./choices/${id}?lang=zh`);
      const cols = page.locator('.choice-col');
      await expect(cols).toHaveCount(2);
      const [a, b] = [await cols.nth(0).boundingBox(), await cols.nth(1).boundingBox()];
      expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
});

// The list's links to each choice: tests/ui/choice.test.tsx.

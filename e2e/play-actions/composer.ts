/** The sandbox's composer as the flows in this folder find it: a question by its kind, an option in it, a target on the board. */
import type { Page } from '../fixtures';

export const LONG = { timeout: 30_000 };

/** The composer of the page, its questions and options, and the board's targets. */
export function composerOf(page: Page) {
  const composer = page.locator('.play-composer');
  /** The question of this kind (`data-kind`: card, place, space, source, seller …). */
  const question = (kind: string) => composer.locator(`.play-question[data-kind="${kind}"]`);
  /** The option with this value (`data-option`, JSON for the object values) in the question of this kind. */
  const option = (kind: string, id: string) => question(kind).locator(`.play-option[data-option='${id}']`);
  /** A target on the drawn board (a space, a line, a merchant, an oil field). */
  const pick = (id: string) => page.locator(`.bm-pick[data-pick="${id}"]`);
  return { composer, question, option, pick };
}

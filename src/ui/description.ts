/**
 * The description of a section (search results' snippet), in the reader's language: the `summaries`
 * area, loaded on demand. Layout loads this module after the first paint (a pre-rendered page has
 * its description in its HTML already), so neither it nor the area loader is in the first visit.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { loadArea } from '../i18n/areas';

export async function sectionDescription(i18n: I18n, t: TFunction, section: string): Promise<string> {
  await loadArea(i18n, 'summaries');
  return t(`summaries.pages.${section}`);
}

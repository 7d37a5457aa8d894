import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinyinTableText, TABLE_PATH } from '../../scripts/faq-pinyin-table';

describe('the FAQ search’s pinyin table', () => {
  it('is up to date with the Chinese FAQ texts and the synonyms (run `npm run faq-pinyin` when this fails)', () => {
    expect(readFileSync(TABLE_PATH, 'utf8')).toBe(pinyinTableText());
  });
});

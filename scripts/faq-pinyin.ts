// `npm run faq-pinyin`: writes the FAQ search's pinyin table (see faq-pinyin-table.ts). Run it after
// changing Chinese FAQ texts or the search synonyms; a test fails while the table is stale.
import { writeFileSync } from 'node:fs';
import { pinyinTableText, TABLE_PATH } from './faq-pinyin-table.ts';

const text = pinyinTableText();
writeFileSync(TABLE_PATH, text);
console.log(`${TABLE_PATH}: ${text.split('\n').length - 3} characters`);

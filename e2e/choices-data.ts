/** Each finished choice: its two option headings in both languages (choices.spec.ts, examples.spec.ts). */
export const CHOICES: Record<string, Record<'en' | 'zh', [string, string]>> = {
  'iron-or-steel': { en: ['Develop with iron', 'Develop with steel'], zh: ['用铁开发', '用钢开发'] },
  'light-or-heavy': { en: ['Light Train (1 coal)', 'Whiskey Heavy Train (2 steel)'], zh: ['轻车（1煤）', '威士忌重车（2钢）'] },
  'whiskey-or-loan': { en: ['Pass for Whiskey', 'Take a loan'], zh: ['让过拿威士忌', '贷款'] },
};

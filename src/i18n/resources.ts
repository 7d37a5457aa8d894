/**
 * The translation resources of both languages. Each area has its own file per language
 * (core: shell, FAQ, refusals; board: the drawn board; mat: the player mat and income track);
 * their top-level keys never overlap (tests/i18n/resources.test.ts checks both languages match).
 */
import enBoard from './locales/en/board.json';
import enCore from './locales/en/core.json';
import enMat from './locales/en/mat.json';
import zhBoard from './locales/zh/board.json';
import zhCore from './locales/zh/core.json';
import zhMat from './locales/zh/mat.json';

export const en = { ...enCore, ...enBoard, ...enMat };
export const zh = { ...zhCore, ...zhBoard, ...zhMat };

/** Files per language, for the test that no two files define the same top-level key. */
export const files = { en: [enCore, enBoard, enMat], zh: [zhCore, zhBoard, zhMat] } as const;

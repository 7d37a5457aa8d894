/**
 * The translation resources of both languages. Each area has its own file per language
 * (core: shell, FAQ questions, refusals; board: the drawn board; mat: the player mat and income
 * track; lesson: the lesson player and effect sentences; faq-answers: the FAQ answers); their
 * top-level keys never overlap (tests/i18n/resources.test.ts checks both languages match).
 */
import enBoard from './locales/en/board.json';
import enCore from './locales/en/core.json';
import enFaqAnswers from './locales/en/faq-answers.json';
import enLesson from './locales/en/lesson.json';
import enMat from './locales/en/mat.json';
import zhBoard from './locales/zh/board.json';
import zhCore from './locales/zh/core.json';
import zhFaqAnswers from './locales/zh/faq-answers.json';
import zhLesson from './locales/zh/lesson.json';
import zhMat from './locales/zh/mat.json';

export const en = { ...enCore, ...enBoard, ...enMat, ...enLesson, ...enFaqAnswers };
export const zh = { ...zhCore, ...zhBoard, ...zhMat, ...zhLesson, ...zhFaqAnswers };

/** Files per language, for the test that no two files define the same top-level key. */
export const files = {
  en: [enCore, enBoard, enMat, enLesson, enFaqAnswers],
  zh: [zhCore, zhBoard, zhMat, zhLesson, zhFaqAnswers],
} as const;

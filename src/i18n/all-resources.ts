/**
 * FOR TESTS ONLY: every area's translation resources of both languages, imported statically. The app
 * must never import this module (it would put every area into the entry bundle): it loads `core`
 * eagerly (./index.ts) and the other areas on demand (./areas.ts).
 *
 * The translation resources of both languages. Each area has its own file per language
 * (core: shell, FAQ questions, refusals; board: the drawn board; mat: the player mat and income
 * track; lesson: the lesson player and effect sentences; faq-answers: the FAQ answers; choice: the
 * side-by-side choices; glossary: the glossary page; lancashire: the Lancashire ruleset's refusals and
 * sections; presenter: projector mode and the presenter's notes; search: the FAQ search; pages: the Components and Sources pages; compare: the Lancashire–Pittsburgh comparison page; course: the drawn Lancashire board and the course From Lancashire to Pittsburgh; coach: why a move is good, the bots' move judgement, the coach panel; firstgame: the guided first game's tutor; debrief: the game's end in numbers and charts; practice: the practice page and the rules remembered; home-features: Home's list of sections, each with a line about it; summaries: each section's description and each lesson's summary); their
 * top-level keys never overlap (tests/i18n/resources.test.ts checks both languages match).
 */
import enBoard from './locales/en/board.json';
import enChoice from './locales/en/choice.json';
import enCore from './locales/en/core.json';
import enFaqAnswers from './locales/en/faq-answers.json';
import enGlossary from './locales/en/glossary.json';
import enLesson from './locales/en/lesson.json';
import enMat from './locales/en/mat.json';
import enPlay from './locales/en/play.json';
import enLancashire from './locales/en/lancashire.json';
import enPresenter from './locales/en/presenter.json';
import enSearch from './locales/en/search.json';
import enPages from './locales/en/pages.json';
import enEditor from './locales/en/editor.json';
import enCompare from './locales/en/compare.json';
import enCourse from './locales/en/course.json';
import enCoach from './locales/en/coach.json';
import enDebrief from './locales/en/debrief.json';
import enPractice from './locales/en/practice.json';
import enFirstGame from './locales/en/firstgame.json';
import enHome from './locales/en/home-features.json';
import enSummaries from './locales/en/summaries.json';
import zhBoard from './locales/zh/board.json';
import zhChoice from './locales/zh/choice.json';
import zhCore from './locales/zh/core.json';
import zhFaqAnswers from './locales/zh/faq-answers.json';
import zhGlossary from './locales/zh/glossary.json';
import zhLesson from './locales/zh/lesson.json';
import zhMat from './locales/zh/mat.json';
import zhPlay from './locales/zh/play.json';
import zhEditor from './locales/zh/editor.json';
import zhCompare from './locales/zh/compare.json';
import zhCourse from './locales/zh/course.json';
import zhCoach from './locales/zh/coach.json';
import zhDebrief from './locales/zh/debrief.json';
import zhPractice from './locales/zh/practice.json';
import zhFirstGame from './locales/zh/firstgame.json';
import zhHome from './locales/zh/home-features.json';
import zhSummaries from './locales/zh/summaries.json';
import zhLancashire from './locales/zh/lancashire.json';
import zhPresenter from './locales/zh/presenter.json';
import zhSearch from './locales/zh/search.json';
import zhPages from './locales/zh/pages.json';

export const en = {
  ...enCore,
  ...enBoard,
  ...enMat,
  ...enLesson,
  ...enFaqAnswers,
  ...enChoice,
  ...enPlay,
  ...enGlossary,
  ...enLancashire,
  ...enPresenter,
  ...enSearch,
  ...enPages,
  ...enEditor,
  ...enCompare,
  ...enCourse,
  ...enCoach,
  ...enDebrief,
  ...enPractice,
  ...enFirstGame,
  ...enHome,
  ...enSummaries,
};
export const zh = {
  ...zhCore,
  ...zhBoard,
  ...zhMat,
  ...zhLesson,
  ...zhFaqAnswers,
  ...zhChoice,
  ...zhPlay,
  ...zhGlossary,
  ...zhLancashire,
  ...zhPresenter,
  ...zhSearch,
  ...zhPages,
  ...zhEditor,
  ...zhCompare,
  ...zhCourse,
  ...zhCoach,
  ...zhDebrief,
  ...zhPractice,
  ...zhFirstGame,
  ...zhHome,
  ...zhSummaries,
};

/** Files per language, for the test that no two files define the same top-level key. */
export const files = {
  en: [
    enCore,
    enBoard,
    enMat,
    enLesson,
    enFaqAnswers,
    enChoice,
    enPlay,
    enGlossary,
    enLancashire,
    enPresenter,
    enSearch,
    enPages,
    enEditor,
    enCompare,
    enCourse,
    enCoach,
    enFirstGame,
    enHome,
    enSummaries,
  ],
  zh: [
    zhCore,
    zhBoard,
    zhMat,
    zhLesson,
    zhFaqAnswers,
    zhChoice,
    zhPlay,
    zhGlossary,
    zhLancashire,
    zhPresenter,
    zhSearch,
    zhPages,
    zhEditor,
    zhCompare,
    zhCourse,
    zhCoach,
    zhFirstGame,
    zhHome,
    zhSummaries,
  ],
} as const;

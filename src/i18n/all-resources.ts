/**
 * FOR TESTS ONLY: every area's translation resources of both languages, imported statically. The app
 * must never import this module (it would put every area into the entry bundle): it loads `core`
 * eagerly (./index.ts) and the other areas on demand (./areas.ts).
 *
 * The translation resources of both languages. Each area has its own file per language
 * (core: shell, FAQ questions, refusals; board: the drawn board; mat: the player mat and income
 * track; lesson: the lesson player and effect sentences; faq-answers: the FAQ answers; choice: the
 * side-by-side choices; glossary: the glossary page; lancashire: the Lancashire ruleset's refusals and
 * sections; presenter: projector mode and the presenter's notes; search: the FAQ search; pages: the Components and Sources pages; editor: the
 * position editor; compare: the Lancashire–Pittsburgh comparison page; course: the drawn Lancashire board and the course From Lancashire to Pittsburgh; coach: why a move is good, the bots' move judgement, the coach panel; firstgame: the guided first game's tutor; debrief: the game's end in numbers and charts; practice: the practice page and the rules remembered; home-features: Home's list of sections, each with a line about it; summaries: each section's description and each lesson's summary); their
 * top-level keys never overlap (tests/i18n/resources.test.ts checks both languages match).
 */
import enBoard from './locales/en/board.json';
import enChoice from './locales/en/choice.json';
import enCoach from './locales/en/coach.json';
import enCompare from './locales/en/compare.json';
import enCore from './locales/en/core.json';
import enCourse from './locales/en/course.json';
import enDebrief from './locales/en/debrief.json';
import enEditor from './locales/en/editor.json';
import enFaqAnswers from './locales/en/faq-answers.json';
import enFirstGame from './locales/en/firstgame.json';
import enGlossary from './locales/en/glossary.json';
import enHome from './locales/en/home-features.json';
import enLancashire from './locales/en/lancashire.json';
import enLesson from './locales/en/lesson.json';
import enMat from './locales/en/mat.json';
import enPages from './locales/en/pages.json';
import enPlay from './locales/en/play.json';
import enPractice from './locales/en/practice.json';
import enPresenter from './locales/en/presenter.json';
import enSearch from './locales/en/search.json';
import enSummaries from './locales/en/summaries.json';
import zhBoard from './locales/zh/board.json';
import zhChoice from './locales/zh/choice.json';
import zhCoach from './locales/zh/coach.json';
import zhCompare from './locales/zh/compare.json';
import zhCore from './locales/zh/core.json';
import zhCourse from './locales/zh/course.json';
import zhDebrief from './locales/zh/debrief.json';
import zhEditor from './locales/zh/editor.json';
import zhFaqAnswers from './locales/zh/faq-answers.json';
import zhFirstGame from './locales/zh/firstgame.json';
import zhGlossary from './locales/zh/glossary.json';
import zhHome from './locales/zh/home-features.json';
import zhLancashire from './locales/zh/lancashire.json';
import zhLesson from './locales/zh/lesson.json';
import zhMat from './locales/zh/mat.json';
import zhPages from './locales/zh/pages.json';
import zhPlay from './locales/zh/play.json';
import zhPractice from './locales/zh/practice.json';
import zhPresenter from './locales/zh/presenter.json';
import zhSearch from './locales/zh/search.json';
import zhSummaries from './locales/zh/summaries.json';

/**
 * Every locale file of each language, keyed by its file name (src/i18n/locales/{en,zh}/<name>.json).
 * tests/i18n/resources.test.ts checks that this names every file in those folders, and that no two
 * files of a language define the same top-level key.
 */
export const files = {
  en: {
    core: enCore,
    board: enBoard,
    mat: enMat,
    lesson: enLesson,
    'faq-answers': enFaqAnswers,
    choice: enChoice,
    play: enPlay,
    glossary: enGlossary,
    lancashire: enLancashire,
    presenter: enPresenter,
    search: enSearch,
    pages: enPages,
    editor: enEditor,
    compare: enCompare,
    course: enCourse,
    coach: enCoach,
    debrief: enDebrief,
    practice: enPractice,
    firstgame: enFirstGame,
    'home-features': enHome,
    summaries: enSummaries,
  },
  zh: {
    core: zhCore,
    board: zhBoard,
    mat: zhMat,
    lesson: zhLesson,
    'faq-answers': zhFaqAnswers,
    choice: zhChoice,
    play: zhPlay,
    glossary: zhGlossary,
    lancashire: zhLancashire,
    presenter: zhPresenter,
    search: zhSearch,
    pages: zhPages,
    editor: zhEditor,
    compare: zhCompare,
    course: zhCourse,
    coach: zhCoach,
    debrief: zhDebrief,
    practice: zhPractice,
    firstgame: zhFirstGame,
    'home-features': zhHome,
    summaries: zhSummaries,
  },
} as const;

/** The intersection of a union's members: the merged shape of a language's files. */
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Merged<F> = UnionToIntersection<F[keyof F]>;

/** All of a language's files merged into one resource tree (their top-level keys never overlap). */
export const en = Object.assign({}, ...Object.values(files.en)) as Merged<typeof files.en>;
export const zh = Object.assign({}, ...Object.values(files.zh)) as Merged<typeof files.zh>;

import { lazy } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import { Layout } from './Layout';
import { PageBoundary } from './PageBoundary';
import { HomePage } from './pages/HomePage';
import { LazyPart } from './LazyPart';
import { LiveMark } from './hydration';

// The lesson list and a lesson (its player loads later still): on demand, keeping the first visit small (npm run size).
const LessonsPage = lazy(() => import('./pages/LessonsPage').then((m) => ({ default: m.LessonsPage })));
const LessonPage = lazy(() => import('./pages/LessonsPage').then((m) => ({ default: m.LessonPage })));
// An address that is no page: rare, and on demand too.
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
// Pages that draw the board and the mat from the rules data load on demand, keeping the first visit small.
const ComponentsPage = lazy(() => import('./pages/ComponentsPage').then((m) => ({ default: m.ComponentsPage })));
const MatPage = lazy(() => import('./pages/MatPage').then((m) => ({ default: m.MatPage })));
const FirstGamePage = lazy(() => import('./firstgame/FirstGamePage').then((m) => ({ default: m.FirstGamePage })));
const PlayPage = lazy(() => import('./play/PlayPage').then((m) => ({ default: m.PlayPage })));
const EditorPage = lazy(() => import('./editor/EditorPage').then((m) => ({ default: m.EditorPage })));
// The FAQ (its search loads later still) and an entry, which brings the engine's refusal table along: on demand too.
const FaqListPage = lazy(() => import('./pages/FaqPage').then((m) => ({ default: m.FaqListPage })));
const FaqEntryPage = lazy(() => import('./pages/FaqEntryPage').then((m) => ({ default: m.FaqEntryPage })));
const GlossaryPage = lazy(() => import('./pages/GlossaryPage').then((m) => ({ default: m.GlossaryPage })));
// The presenter window of projector mode (notes for the teacher), opened from a projected page.
const PresenterPage = lazy(() => import('./projector/PresenterPage').then((m) => ({ default: m.PresenterPage })));
// The lists of choices and the sources: small pages, but nothing a first visit needs.
const ChoicesPage = lazy(() => import('./pages/ChoicesPage').then((m) => ({ default: m.ChoicesPage })));
const SourcesPage = lazy(() => import('./pages/SourcesPage').then((m) => ({ default: m.SourcesPage })));
// The Lancashire–Pittsburgh comparison: a table of texts, on demand.
const ComparePage = lazy(() => import('./pages/ComparePage').then((m) => ({ default: m.ComparePage })));
// The course From Lancashire to Pittsburgh: both engines and both boards, on demand.
const CoursePage = lazy(() => import('./course/CoursePage').then((m) => ({ default: m.CoursePage })));
const LancashirePlayPage = lazy(() => import('./course/play/LancashirePlayPage').then((m) => ({ default: m.LancashirePlayPage })));
const CourseLessonPage = lazy(() => import('./course/CourseLessonPage').then((m) => ({ default: m.CourseLessonPage })));
// Lesson sequences: the teacher's list of positions, projected one after another.
const SequencesPage = lazy(() => import('./sequences/SequencesPage').then((m) => ({ default: m.SequencesPage })));
const PracticePage = lazy(() => import('./practice/PracticePage').then((m) => ({ default: m.PracticePage })));
const ChoicePage = lazy(() => import('./choice/ChoicePage').then((m) => ({ default: m.ChoicePage })));

/** Every route of the app; `base` is the sub-path the build is served from ("" at the root). */
export function AppRoutes() {
  return (
    <Layout>
      <LazyPart fallback={<p className="loading" role="status" aria-live="polite" />}>
        {/* A page of one lesson, FAQ entry, choice or course lesson is keyed by its id: another one opened from it
            (a link, a search result) starts fresh, as a page load would, with nothing tried or picked carried over. */}
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/lessons" component={LessonsPage} />
          <Route path="/lessons/:id">{(p) => <LessonPage key={p.id} id={p.id} />}</Route>
          <Route path="/faq" component={FaqListPage} />
          <Route path="/faq/:id">{(p) => <FaqEntryPage key={p.id} id={p.id} />}</Route>
          <Route path="/choices" component={ChoicesPage} />
          <Route path="/choices/:id">{(p) => <ChoicePage key={p.id} id={p.id} />}</Route>
          <Route path="/components" component={ComponentsPage} />
          <Route path="/mat" component={MatPage} />
          <Route path="/play" component={PlayPage} />
          <Route path="/first-game" component={FirstGamePage} />
          <Route path="/glossary" component={GlossaryPage} />
          <Route path="/editor" component={EditorPage} />
          <Route path="/sources" component={SourcesPage} />
          <Route path="/compare" component={ComparePage} />
          <Route path="/course" component={CoursePage} />
          <Route path="/course/play" component={LancashirePlayPage} />
          <Route path="/course/:id">{(p) => <CourseLessonPage key={p.id} id={p.id} />}</Route>
          <Route path="/presenter" component={PresenterPage} />
          <Route path="/sequences" component={SequencesPage} />
          <Route path="/practice" component={PracticePage} />
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </LazyPart>
    </Layout>
  );
}

/** `ssrPath` (the page's path without the base) only when the page is rendered at build time (src/prerender). */
export function App({ i18n, base, ssrPath }: { i18n: i18n; base: string; ssrPath?: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Router base={base} {...(ssrPath === undefined ? {} : { ssrPath: `${base}${ssrPath}`, ssrSearch: '' })}>
        {/* The last safety net, for a fault in the header itself: a message, never an empty page. */}
        <PageBoundary resetKey="app">
          <AppRoutes />
          <LiveMark />
        </PageBoundary>
      </Router>
    </I18nextProvider>
  );
}

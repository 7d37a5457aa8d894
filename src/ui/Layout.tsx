import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation, useSearch } from 'wouter';
import { PageBoundary } from './PageBoundary';
import { asLanguage } from '../i18n/language';
import { AppLink } from './AppLink';
import { sectionOf } from './sections';
import { useLanguage } from './language';
import { searchFocusPending, useSearchShortcut } from './search/shortcut';
import { SiteNav } from './nav/SiteNav';
import { SearchIcon } from './icons/controls';
import { startNewPageAtTop } from './pageTop';

/** The width class of a route whose page loads on demand: set before it loads, so nothing shifts when it arrives. */
function widthClass(location: string): string | undefined {
  if (/^\/lessons\/[^/]+$/.test(location)) return 'wide-lesson';
  if (/^\/choices\/[^/]+$/.test(location)) return 'wide-choice';
  if (/^\/course\/[^/]+$/.test(location)) return 'wide-choice';
  if (location === '/mat') return 'wide-mat';
  return undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { lang, switchTo, unavailable } = useLanguage();
  const [location, navigate] = useLocation();
  // A ?lang= we do not have (mistyped, cut, or garbage): say so, and carry on in the chosen language.
  const asked = new URLSearchParams(useSearch()).get('lang');
  const unknownLang = asked !== null && asLanguage(asked) === null ? asked.slice(0, 24) : null;
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // A new page starts at its top: in a layout effect, so the page's own effects (a lesson bringing its first
  // pick into view) start from there.
  useLayoutEffect(() => {
    if (!first.current) startNewPageAtTop();
  }, [location]);

  // Move focus to the new page's content on navigation (not on first load), without scrolling: focusing
  // the tall <main> would align its top with the screen's, moving the page by the header's height.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The `/` key asked for the FAQ search: its box takes the focus instead.
    if (!searchFocusPending()) main.current?.focus({ preventScroll: true });
  }, [location]);

  // `/` (or the header's Search button) focuses the FAQ search, opening the FAQ first when needed.
  const knownLang = asked !== null && unknownLang === null ? asked : null;
  const openSearch = useSearchShortcut(() => navigate(knownLang ? `/faq?lang=${knownLang}` : '/faq'));

  // Each page has its own title, in the reader's language (src/ui/titles.ts, loaded after the first paint
  // with the names it needs: a pre-rendered page has its title in its HTML already).
  useEffect(() => {
    let current = true;
    void import('./titles').then(({ pageTitle }) => {
      if (current) document.title = pageTitle(t, location);
    });
    return () => {
      current = false;
    };
  }, [t, lang, location]);

  // Each section has its own description (search results), in the reader's language: the `summaries` area,
  // loaded after the first paint (a pre-rendered page has its description in its HTML already).
  const section = sectionOf(location);
  useEffect(() => {
    let current = true;
    void import('./description')
      .then(({ sectionDescription }) => sectionDescription(i18n, t, section))
      .then((text) => {
        if (current) document.querySelector('meta[name="description"]')?.setAttribute('content', text);
      });
    return () => {
      current = false;
    };
  }, [t, i18n, lang, section]);

  // The presenter window is a notes window beside the projector: no site header, navigation or footer.
  const bare = location === '/presenter';

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {bare ? null : (
        <header className="site-header">
          <AppLink to="/" className="brand">
            <span className="brand-title">{t('app.shortTitle')}</span>
            <span className="brand-tagline">{t('app.tagline')}</span>
          </AppLink>
          <button type="button" className="search-open" aria-keyshortcuts="/" aria-label={t('nav.searchLabel')} onClick={openSearch}>
            <SearchIcon className="search-icon" /> <span className="search-word">{t('nav.search')}</span> <kbd aria-hidden="true">/</kbd>
          </button>
          <button
            type="button"
            className="lang-switch"
            lang={lang === 'zh' ? 'en' : 'zh-CN'}
            aria-label={t('language.switchToLabel')}
            onClick={() => switchTo(lang === 'zh' ? 'en' : 'zh')}
          >
            {t('language.switchTo')}
          </button>
          <SiteNav />
        </header>
      )}
      <main id="main" ref={main} tabIndex={-1} className={widthClass(location)}>
        {unavailable !== null ? (
          <p className="lang-note" role="alert">
            {t('language.needsConnection')}
          </p>
        ) : null}
        {unknownLang !== null ? (
          <p className="lang-note" role="status">
            {t('language.unknown', { value: unknownLang })}
          </p>
        ) : null}
        <PageBoundary resetKey={location}>{children}</PageBoundary>
      </main>
      {bare ? null : (
        <footer className="site-footer">
          <p>{t('app.unofficial')}</p>
          <p>{t('app.rulebookNote')}</p>
        </footer>
      )}
    </div>
  );
}

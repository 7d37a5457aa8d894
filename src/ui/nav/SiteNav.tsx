/**
 * The header's navigation: Home and the four groups of SITE_GROUPS. Wide screens show it whole; narrow
 * screens fold it behind a Menu button (aria-expanded; Escape or a chosen link closes it, and Escape
 * gives the focus back to the button).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';
import { SITE_GROUPS } from './siteMap';

export function SiteNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // A new page closes the menu (the focus moves to the page's content, Layout); so does a chosen link.
  const [at, setAt] = useState(location);
  if (at !== location) {
    setAt(location);
    setOpen(false);
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={`site-menu${open ? ' is-open' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={`${id}-nav`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="menu-bars" aria-hidden="true" />
        <span className="menu-word">{open ? t('nav.menuClose') : t('nav.menu')}</span>
      </button>
      <nav
        id={`${id}-nav`}
        aria-label={t('nav.label')}
        className="site-nav"
        onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
      >
        <ul className="nav-groups">
          <li className="nav-home">
            <AppLink to="/" nav>
              {t('nav.home')}
            </AppLink>
          </li>
          {SITE_GROUPS.map((g) =>
            g.links.length === 1 && g.links[0] ? (
              <li key={g.key} className="nav-group nav-single" data-group={g.key}>
                <AppLink to={g.links[0].to} nav>
                  {t(g.links[0].name)}
                </AppLink>
              </li>
            ) : (
              <li key={g.key} className="nav-group" data-group={g.key}>
                <span className="nav-group-name" id={`${id}-${g.key}`}>
                  {t(`nav.groups.${g.key}`)}
                </span>
                <ul aria-labelledby={`${id}-${g.key}`}>
                  {g.links.map((l) => (
                    <li key={l.to}>
                      <AppLink to={l.to} nav>
                        {t(l.name)}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}

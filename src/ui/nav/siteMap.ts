/**
 * The app's sections in four groups (Learn, Look up, Play, Teach): the ONE list the header's
 * navigation and Home's "What is here" are built from. A page joins a group here only once its
 * route exists in App.tsx (tests/ui/site-map.test.ts checks every address against the routes).
 */
export interface SiteLink {
  /** The section's address. */
  to: string;
  /** Its name (core: nav.*). */
  name: string;
  /** One line about it on Home (the `homeFeatures` area, loaded with Home's list of sections). */
  about: string;
}

export interface SiteGroup {
  /** core: nav.groups.<key> */
  key: 'learn' | 'lookUp' | 'play' | 'teach';
  links: readonly SiteLink[];
}

export const SITE_GROUPS: readonly SiteGroup[] = [
  {
    key: 'learn',
    links: [
      { to: '/lessons', name: 'nav.lessons', about: 'homeFeatures.lessons' },
      { to: '/first-game', name: 'nav.firstGame', about: 'homeFeatures.firstGame' },
      { to: '/choices', name: 'nav.choices', about: 'homeFeatures.choices' },
      { to: '/course', name: 'nav.course', about: 'homeFeatures.course' },
      { to: '/practice', name: 'nav.practice', about: 'homeFeatures.practice' },
    ],
  },
  {
    key: 'lookUp',
    links: [
      { to: '/faq', name: 'nav.faq', about: 'homeFeatures.faq' },
      { to: '/glossary', name: 'nav.glossary', about: 'homeFeatures.glossary' },
      { to: '/components', name: 'nav.components', about: 'homeFeatures.components' },
      { to: '/mat', name: 'nav.mat', about: 'homeFeatures.mat' },
      { to: '/compare', name: 'nav.compare', about: 'homeFeatures.compare' },
      { to: '/sources', name: 'nav.sources', about: 'homeFeatures.sources' },
    ],
  },
  { key: 'play', links: [{ to: '/play', name: 'nav.play', about: 'homeFeatures.play' }] },
  {
    key: 'teach',
    links: [
      { to: '/editor', name: 'nav.editor', about: 'homeFeatures.editor' },
      { to: '/sequences', name: 'nav.sequences', about: 'homeFeatures.sequences' },
    ],
  },
];

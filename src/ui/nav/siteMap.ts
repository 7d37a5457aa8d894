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
  /** One line about it on Home (core: home.* / homeMore.*). */
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
      { to: '/lessons', name: 'nav.lessons', about: 'home.featureLessons' },
      { to: '/first-game', name: 'nav.firstGame', about: 'homeMore.featureFirstGame' },
      { to: '/choices', name: 'nav.choices', about: 'home.featureChoices' },
      { to: '/course', name: 'nav.course', about: 'homeMore.featureCourse' },
      { to: '/practice', name: 'nav.practice', about: 'app.description.practice' },
    ],
  },
  {
    key: 'lookUp',
    links: [
      { to: '/faq', name: 'nav.faq', about: 'home.featureFaq' },
      { to: '/glossary', name: 'nav.glossary', about: 'home.featureGlossary' },
      { to: '/components', name: 'nav.components', about: 'home.featureComponents' },
      { to: '/mat', name: 'nav.mat', about: 'homeMore.featureMat' },
      { to: '/compare', name: 'nav.compare', about: 'homeMore.featureCompare' },
      { to: '/sources', name: 'nav.sources', about: 'homeMore.featureSources' },
    ],
  },
  { key: 'play', links: [{ to: '/play', name: 'nav.play', about: 'home.featurePlay' }] },
  {
    key: 'teach',
    links: [
      { to: '/editor', name: 'nav.editor', about: 'homeMore.featureEditor' },
      { to: '/sequences', name: 'nav.sequences', about: 'homeMore.featureSequences' },
    ],
  },
];

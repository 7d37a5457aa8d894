/** The section a path belongs to, for its description (summaries.pages.<section>, the `summaries` area). */
export function sectionOf(location: string): string {
  const first = location.split('/')[1] ?? '';
  return ['lessons', 'faq', 'choices', 'components', 'mat', 'glossary', 'sources', 'compare', 'course', 'practice'].includes(first)
    ? first
    : 'home';
}

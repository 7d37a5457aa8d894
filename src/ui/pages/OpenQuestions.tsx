import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { AppLink } from '../AppLink';
import { components, faq } from '../content';

/** A note kept elsewhere in the tutorial, shown here with a link to the page it belongs to. */
interface OpenItem {
  key: string;
  to: string;
  where: string;
  text: string;
}

/**
 * Every open question and conflict of the draft in one list, gathered from where each one is
 * explained (the FAQ answers' open points, the player mat's notes, the component count, the
 * lesson notes), plus the few that belong to no single page. Nothing is written twice.
 */
export function OpenQuestions() {
  const { t, i18n } = useTranslation();
  useAreas('faqAnswers', 'mat', 'lesson');
  const items: OpenItem[] = [];
  for (const f of faq) {
    const key = `faqAnswers.items.${f.id}.open`;
    if (i18n.exists(key)) items.push({ key, to: `/faq/${f.id}`, where: t(`faq.q.${f.id}`), text: t(key) });
  }
  const mat = t('mat.heading');
  for (const group of ['places', 'edges'] as const) {
    const notes = t(`mat.notes.${group}`, { returnObjects: true }) as Record<string, string>;
    for (const [id, text] of Object.entries(notes)) items.push({ key: `mat.${group}.${id}`, to: '/mat', where: mat, text });
  }
  items.push({ key: 'mat.copies', to: '/mat', where: mat, text: t('mat.notes.copiesApprox') });
  const links = components.find((c) => c.id === 'links');
  if (links) {
    const text = t('pages.components.notes.linkCount', { count: links.count, perColour: links.count / 4, inData: links.inData });
    items.push({ key: 'components.links', to: '/components', where: t('pages.components.heading'), text });
  }
  for (const [lesson, note] of [
    ['light-rail-coal', 'lineWhiskey'],
    ['pipeline-exploration', 'fieldOil'],
  ] as const) {
    const where = t(`lessons.items.${lesson}.title`);
    items.push({ key: `lesson.${lesson}`, to: `/lessons/${lesson}`, where, text: t(`lesson.${lesson}.notes.${note}`) });
  }
  for (const id of ['ownTrainOil', 'twoPlayerBoard', 'finalBalance'] as const) {
    items.push({ key: `sources.${id}`, to: '/sources', where: t('pages.sources.heading'), text: t(`pages.sources.openMore.${id}`) });
  }
  return (
    <section aria-labelledby="sources-open-heading">
      <h2 id="sources-open-heading">{t('pages.sources.openHeading')}</h2>
      <p>{t('pages.sources.openIntro', { count: items.length })}</p>
      <ol className="open-list">
        {items.map((item) => (
          <li key={item.key} data-open={item.key}>
            {item.to === '/sources' ? <strong>{item.where}</strong> : <AppLink to={item.to}>{item.where}</AppLink>}: {item.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { components, type ComponentEntry } from '../content';
import { BoardsSection } from '../board/BoardsSection';
import { StatusMark } from '../StatusMark';

/** The note under a component whose count or use is not simply read: the teaching deck, the link-tile count conflict. */
function ComponentNote({ c }: { c: ComponentEntry }) {
  const { t } = useTranslation();
  if (!c.note) return null;
  const per = c.perPlayer ?? 0;
  return (
    <p className="component-note" id={`component-note-${c.id}`}>
      {t(`pages.components.notes.${c.note}`, {
        count: c.count,
        perColour: c.count / 4,
        inData: c.inData,
        perPlayer: per,
        two: 2 * per,
        three: 3 * per,
        four: 4 * per,
      })}
    </p>
  );
}

export function ComponentsPage() {
  const { t } = useTranslation();
  useAreas('pages'); // this page's texts load with it (after every other hook: it may suspend)
  return (
    <article className="page">
      <h1>{t('pages.components.heading')}</h1>
      <p className="lead">{t('pages.components.intro')}</p>
      <ul className="component-list">
        {components.map((c) => (
          <li key={c.id} data-component={c.id} aria-describedby={c.note ? `component-note-${c.id}` : undefined}>
            <span className="component-line">
              {c.cube ? <span className={`cube cube-${c.cube}`} aria-hidden="true" /> : null}
              <span>{t(`pages.components.items.${c.id}`)}</span> <strong>{t('pages.components.count', { count: c.count })}</strong>
              {c.status ? <StatusMark status={c.status} /> : null}
              {c.conflict ? (
                <span className="conflict-mark" title={t('pages.components.conflictHelp')}>
                  <span aria-hidden="true">⚠</span> {t('pages.components.conflict')}
                </span>
              ) : null}
            </span>
            <p className="component-role">{t(`pages.components.roles.${c.id}`)}</p>
            <ComponentNote c={c} />
          </li>
        ))}
      </ul>
      <BoardsSection />
    </article>
  );
}

/**
 * The notes under the mat: every uncertain value (inferred, assumed, or in conflict between two
 * sources) and every doubtful arrow, in the reader's language. The marks on the cards link here.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { Provenance } from '../../engine/rulesets/pittsburgh/data/types';
import { StatusMark } from '../StatusMark';
import { noteId } from './Marks';
import { doubtfulEdges, edgeKey, notedCopies, notedPlaces } from './matData';
import { useAreas } from '../../i18n/areas';

function Tags({ provenance }: { provenance: Provenance }) {
  const { t } = useTranslation();
  useAreas('mat');
  return (
    <span className="note-tags">
      <StatusMark status={provenance.status} />
      {provenance.conflict ? (
        <span className="conflict-mark">
          <span aria-hidden="true">⚠</span> {t('mat.conflict')}
        </span>
      ) : null}
      {provenance.page ? <span className="page-ref">{t('common.page', { page: provenance.page })}</span> : null}
    </span>
  );
}

export function MatNotes() {
  const { t } = useTranslation();
  useAreas('mat');
  return (
    <section className="mat-notes" aria-labelledby="mat-notes-heading">
      <h2 id="mat-notes-heading">{t('mat.notes.heading')}</h2>
      <p>{t('mat.notes.intro')}</p>
      <ul className="mat-note-list">
        {notedPlaces.map((p) => (
          <li key={p.id} id={noteId('places', p.id)} className={p.provenance.conflict ? 'is-conflict' : undefined}>
            <Tags provenance={p.provenance} /> {t(`mat.notes.places.${p.id}`)}
          </li>
        ))}
        {notedCopies.map((p) =>
          p.copiesProvenance ? (
            <li key={`copies-${p.id}`} id={noteId('copies', p.id)}>
              <Tags provenance={p.copiesProvenance} /> {t(`mat.notes.copies.${p.id}`)}
            </li>
          ) : null,
        )}
        <li>{t('mat.notes.copiesApprox')}</li>
      </ul>
      <h3>{t('mat.notes.arrows')}</h3>
      <ol className="mat-note-list mat-arrow-notes">
        {doubtfulEdges.map((e, i) => (
          <li key={edgeKey(e)} id={noteId('edges', edgeKey(e))}>
            <span className="arrow-number" aria-hidden="true">
              {i + 1}
            </span>
            <Tags provenance={e.provenance} /> {t(`mat.notes.edges.${edgeKey(e)}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}

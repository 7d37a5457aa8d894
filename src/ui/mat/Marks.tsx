/**
 * Uncertainty marks on the mat: the status mark of an inferred or assumed value and a
 * "conflict" mark, each a link to its translated note listed under the mat.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { Provenance } from '../../engine/rulesets/pittsburgh/data/types';
import { StatusMark } from '../StatusMark';
import { useAreas } from '../../i18n/areas';

/** The DOM id of a note under the mat (`kind` = places | copies | edges). */
export function noteId(kind: 'places' | 'copies' | 'edges', key: string): string {
  return `mat-note-${kind}-${key}`;
}

export function Marks({
  provenance,
  kind,
  noteKey,
}: {
  provenance: Provenance | undefined;
  kind: 'places' | 'copies' | 'edges';
  noteKey: string;
}) {
  const { t } = useTranslation();
  useAreas('mat');
  if (!provenance || (provenance.status === 'read' && !provenance.conflict)) return null;
  const id = noteId(kind, noteKey);
  const note = t(`mat.notes.${kind}.${noteKey}`);
  return (
    <span className="mat-marks">
      {provenance.status !== 'read' ? (
        <a href={`#${id}`} className="mark-link" aria-describedby={id} title={note}>
          <StatusMark status={provenance.status} />
        </a>
      ) : null}
      {provenance.conflict ? (
        <a href={`#${id}`} className="mark-link conflict-mark" aria-describedby={id} title={note}>
          <span aria-hidden="true">⚠</span> {t('mat.conflict')}
        </a>
      ) : null}
    </span>
  );
}

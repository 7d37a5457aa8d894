import { useTranslation } from '../i18n/useTranslation';
import type { FactStatus } from '../engine/rulesets/pittsburgh/data/types';

/** The visible mark of how sure a fact is (read / inferred / assumed), with its explanation as a tooltip. */
export function StatusMark({ status }: { status: FactStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-mark status-${status}`} title={t(`common.statusHelp.${status}`)}>
      {t(`common.status.${status}`)}
    </span>
  );
}

/** The visible mark of a fact two accounts disagree on (the note beside it says which one is followed). */
export function ConflictMark() {
  const { t } = useTranslation();
  return (
    <span className="conflict-mark" title={t('common.conflictHelp')}>
      <span aria-hidden="true">⚠</span> {t('common.conflict')}
    </span>
  );
}

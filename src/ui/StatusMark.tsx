import { useTranslation } from 'react-i18next';
import type { FactStatus } from '../engine/data/types';

/** The visible mark of how sure a fact is (read / inferred / assumed), with its explanation as a tooltip. */
export function StatusMark({ status }: { status: FactStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-mark status-${status}`} title={t(`common.statusHelp.${status}`)}>
      {t(`common.status.${status}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';

/** The note on an item that has no exercise on the board: its rules are read, not played. */
export function Coming() {
  const { t } = useTranslation();
  return (
    <aside className="coming" role="note">
      <strong>{t('common.coming')}</strong> {t('common.comingBody')}
    </aside>
  );
}

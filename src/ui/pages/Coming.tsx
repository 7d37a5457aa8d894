import { useTranslation } from 'react-i18next';

/** An honest "this part is being built" note. */
export function Coming() {
  const { t } = useTranslation();
  return (
    <aside className="coming" role="note">
      <strong>{t('common.coming')}</strong> {t('common.comingBody')}
    </aside>
  );
}

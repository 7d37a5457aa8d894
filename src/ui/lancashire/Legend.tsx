import { useTranslation } from '../../i18n/useTranslation';
import { StatusMark } from '../StatusMark';

/** How to read the drawn Lancashire board, with the marks of what our sources do not settle. */
export function LancashireLegend() {
  const { t } = useTranslation();
  return (
    <details className="course-legend">
      <summary>{t('lboard.legend.heading')}</summary>
      <ul>
        <li>{t('lboard.legend.canal')}</li>
        <li>{t('lboard.legend.virtual')}</li>
        <li>{t('lboard.legend.external')}</li>
        <li>{t('lboard.legend.tiles')}</li>
        <li>
          <StatusMark status="assumed" /> {t('lboard.legend.demand')}
        </li>
        <li>{t('lboard.legend.distant')}</li>
        <li>{t('lboard.legend.icons')}</li>
      </ul>
    </details>
  );
}

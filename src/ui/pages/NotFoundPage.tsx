import { useTranslation } from '../../i18n/useTranslation';
import { AppLink } from '../AppLink';

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <article className="page not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{message ?? t('notFound.body')}</p>
      <p>
        <AppLink to="/" className="button primary">
          {t('notFound.home')}
        </AppLink>
      </p>
    </article>
  );
}

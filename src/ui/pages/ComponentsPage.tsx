import { useTranslation } from 'react-i18next';
import { components } from '../content';
import { BoardsSection } from '../board/BoardsSection';

export function ComponentsPage() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('components.heading')}</h1>
      <p className="lead">{t('components.intro')}</p>
      <ul className="component-list">
        {components.map((c) => (
          <li key={c.id}>
            {c.cube ? <span className={`cube cube-${c.cube}`} aria-hidden="true" /> : null}
            <span>{t(`components.items.${c.id}`)}</span> <strong>{t('components.count', { count: c.count })}</strong>
          </li>
        ))}
      </ul>
      <BoardsSection />
    </article>
  );
}

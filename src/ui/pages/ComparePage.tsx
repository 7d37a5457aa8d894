import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { AppLink } from '../AppLink';
import { ConflictMark, StatusMark } from '../StatusMark';
import { compareRows, type CompareRow } from './compareRows';

/** Where a Lancashire cell comes from: its rule section (or the board and tile data), marked when not read. */
function LancashireSource({ row }: { row: CompareRow }) {
  const { t } = useTranslation();
  const { source, status, data } = row.lancashire;
  return (
    <>
      <p className="compare-source">
        {source === 'data' ? t('compare.dataSource') : t('compare.sectionSource', { section: t(`lancashire.sections.${source}`) })}
        {status === 'read' ? null : (
          <>
            {' '}
            <StatusMark status={status} />
          </>
        )}
      </p>
      {data ? <p className="compare-source compare-data">{t(`compare.rows.${row.id}.data`)}</p> : null}
    </>
  );
}

/** "Lancashire and Pittsburgh, rule by rule": one row per topic, each cell in our words with its source. */
export function ComparePage() {
  const { t } = useTranslation();
  useAreas('compare', 'lancashire'); // after every other hook: it may suspend
  const games = [t('lancashire.ruleset'), t('app.shortTitle')] as const;
  return (
    <article className="page compare-page">
      <h1>{t('compare.heading')}</h1>
      <p className="lead">{t('compare.intro')}</p>
      <p className="compare-note">
        {t('compare.assumedNote')} <AppLink to="/sources">{t('nav.sources')}</AppLink>
      </p>
      <p className="compare-course">
        <AppLink to="/course">{t('nav.course')}</AppLink>
      </p>
      <p className="compare-play">
        <AppLink to="/course/play">{t('compare.play')}</AppLink>
      </p>
      <table className="compare-table">
        <caption>{t('compare.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.topic')}</th>
            <th scope="col">{games[0]}</th>
            <th scope="col">{games[1]}</th>
          </tr>
        </thead>
        <tbody>
          {compareRows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              <th scope="row">{t(`compare.rows.${row.id}.topic`)}</th>
              <td data-game="lancashire">
                <span className="compare-game" aria-hidden="true">
                  {games[0]}
                </span>
                <p>{t(`compare.rows.${row.id}.lancashire`)}</p>
                <LancashireSource row={row} />
              </td>
              <td data-game="pittsburgh">
                <span className="compare-game" aria-hidden="true">
                  {games[1]}
                </span>
                <p>{t(`compare.rows.${row.id}.pittsburgh`)}</p>
                <p className="compare-source">{t('common.page', { page: row.pittsburgh.page })}</p>
                {row.pittsburgh.conflict ? (
                  <p className="compare-source compare-conflict">
                    <ConflictMark /> {t(`compare.rows.${row.id}.conflict`)}
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

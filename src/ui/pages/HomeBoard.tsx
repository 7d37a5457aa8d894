/**
 * The drawn 3–4 player board as a small picture for the home page: the project's own BoardMap,
 * without pieces or pick targets. Loaded lazily by HomePage, so the first visit stays small.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { board34 } from '../../engine/rulesets/pittsburgh/data';
import { useAreas } from '../../i18n/areas';
import { BoardMap } from '../board/BoardMap';

export function HomeBoard() {
  const { t } = useTranslation();
  useAreas('board');
  return (
    <>
      <div className="home-board-pic">
        <BoardMap board={board34} title={t('homeBoard.picture')} />
      </div>
      <figcaption>{t('homeBoard.caption')}</figcaption>
    </>
  );
}

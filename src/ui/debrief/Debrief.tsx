/** The debrief under the result of a finished sandbox game: VP by source, the rounds charts and the costliest moves. */
import { useMemo } from 'react';
import { useAreas } from '../../i18n/areas';
import { useTranslation } from '../../i18n/useTranslation';
import { usePlay } from '../../store/PlayStoreContext';
import { usePlayNamer } from '../play/usePlayNamer';
import { Costliest } from './Costliest';
import { RoundsChart } from './RoundsChart';
import { ScoreParts } from './ScoreParts';
import { roundPoints, scoreBreakdown } from './score';
import './debrief.css';

export default function Debrief() {
  const { t } = useTranslation();
  useAreas('debrief');
  const n = usePlayNamer();
  const start = usePlay((s) => s.start);
  const log = usePlay((s) => s.log);
  const result = usePlay((s) => s.state.gameOver);
  const parts = useMemo(() => scoreBreakdown(start, log), [start, log]);
  const points = useMemo(() => roundPoints(start, log), [start, log]);
  if (!result) return null;
  const order = result.ranking.map((r) => r.colour);
  const name = (c: string) => n.owner(c);
  return (
    <section className="debrief" aria-labelledby="debrief-title" data-testid="debrief">
      <h2 id="debrief-title">{t('debrief.title')}</h2>
      <p>{t('debrief.intro')}</p>
      <ScoreParts order={order} parts={parts} name={name} />
      <RoundsChart what="vp" points={points} order={order} name={name} />
      <RoundsChart what="income" points={points} order={order} name={name} />
      <Costliest />
    </section>
  );
}

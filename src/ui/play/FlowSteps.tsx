/**
 * Between rounds, one step at a time: after a move that ends a round the panel walks through the
 * engine's flow (hands, the new turn order from what each player spent, income, and at an era's
 * end each link and industry scoring, the removals, the oil, the new hands, the game's end).
 * People at the device step through it; bots wait until it is closed.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Effect } from '../../engine/rulesets/pittsburgh/effects';
import { useAreas } from '../../i18n/areas';
import { unseenFlow } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import { EffectList } from '../lesson/EffectList';
import { flowStages } from './flowStages';
import { flowStepOf } from './flowBoard';
import { usePlayNamer } from './usePlayNamer';

/** The new turn order as a numbered list: who spent what this round. */
function TurnOrder({ e }: { e: Extract<Effect, { kind: 'turn-order' }> }) {
  const { t } = useTranslation();
  const n = usePlayNamer();
  return (
    <ol className="play-flow-order" aria-label={t('play.flow.orderList')}>
      {e.order.map((c) => (
        <li key={c} data-colour={c}>
          {t('play.flow.spent', { who: n.owner(c), n: e.spent[c] ?? 0 })}
        </li>
      ))}
    </ol>
  );
}

export function FlowSteps() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play');
  const index = usePlay(unseenFlow);
  const entry = usePlay((s) => (index === null ? undefined : s.log[index]));
  const holder = usePlay((s) => s.holder);
  const seeFlow = usePlay((s) => s.seeFlow);
  // the step within this round's end (a new round end starts again at its first step); kept in the store,
  // so the board can draw the era's last position while its scoring is walked (flowBoard.ts)
  const step = usePlay(flowStepOf);
  const setFlowStep = usePlay((s) => s.setFlowStep);
  const setStep = (f: (x: number) => number) => {
    if (index !== null) setFlowStep(index, f(step));
  };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step, index]);
  if (index === null || !entry) return null;
  const stages = flowStages(entry.effects);
  const stage = stages[Math.min(step, stages.length - 1)];
  if (!stage) return null;
  const order = stage.effects.find((e): e is Extract<Effect, { kind: 'turn-order' }> => e.kind === 'turn-order');
  const last = step >= stages.length - 1;
  return (
    <section className="play-flow" aria-labelledby="play-flow-title" data-stage={stage.kind}>
      <p className="play-flow-count">{t('play.flow.count', { n: step + 1, total: stages.length })}</p>
      <h2 id="play-flow-title" ref={heading} tabIndex={-1}>
        {t(`play.flow.stage.${stage.kind}`, { era: entry.before.era, round: entry.before.round })}
      </h2>
      {order ? <TurnOrder e={order} /> : null}
      <EffectList effects={stage.effects} learner={holder ?? ''} state={entry.before} />
      <div className="play-flow-actions">
        <button type="button" onClick={() => setStep((x) => Math.max(0, x - 1))} disabled={step === 0}>
          {t('play.flow.previous')}
        </button>
        {last ? (
          <button type="button" className="btn-primary" onClick={seeFlow}>
            {t('play.flow.done')}
          </button>
        ) : (
          <button type="button" className="btn-primary" onClick={() => setStep((x) => x + 1)}>
            {t('play.flow.next')}
          </button>
        )}
        {last ? null : (
          <button type="button" onClick={seeFlow}>
            {t('play.flow.skip')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * A running Lancashire game: status (game number, period, round, who acts; undo within the turn,
 * bot speed and step), the drawn board with the composer's pick targets, the composer, the players,
 * the game log and, at the end, the winner. Bots move after a visible delay.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useStore } from 'zustand';
import { actingColour, type Colour } from '../../../engine/rulesets/lancashire/index.ts';
import { lActingSeat, type LancashirePlayStore } from '../../../store/lancashirePlayStore';
import { langOf } from '../../board/text';
import { LancashireBoard } from '../../lancashire/LancashireBoard';
import { targetName } from '../../lancashire/names';
import { SPEEDS, type Speed } from '../../play/speed';
import { LComposer, Refusal } from './LComposer';
import { LLog } from './LLog';
import { LPlayers } from './LPlayers';
import { optionTarget } from './labels';

function useBots(store: LancashirePlayStore, speed: Speed) {
  const state = useStore(store, (s) => s.state);
  const error = useStore(store, (s) => s.error);
  const seats = useStore(store, (s) => s.seats);
  const bot = lActingSeat({ state, seats })?.kind !== 'human' && !state.gameOver && error === null;
  useEffect(() => {
    const delay = SPEEDS[speed];
    if (!bot || delay === null) return;
    const timer = setTimeout(() => store.getState().botStep(), delay);
    return () => clearTimeout(timer);
  }, [store, state, bot, speed]);
  return bot;
}

export function LGame({ store, onNew }: { store: LancashirePlayStore; onNew: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const s = useStore(store);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [only, setOnly] = useState<{ key: unknown; ids: string[] } | null>(null);
  const botActs = useBots(store, speed);
  const acting = actingColour(s.state);
  const seat = lActingSeat(s);
  const holder = s.holder as Colour | null;
  const handOver = !s.state.gameOver && seat?.kind === 'human' && seat.colour !== s.holder;
  const choice = s.choice?.status === 'choose' ? s.choice.choice : null;
  const filter = only && only.key === choice ? only.ids : null;
  const targets = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const o of choice?.options ?? []) {
      const target = o.legal ? optionTarget(choice!.kind, o.value) : undefined;
      if (target) m.set(target, [...(m.get(target) ?? []), o.id]);
    }
    return m;
  }, [choice]);
  const onPick = (target: string) => {
    const ids = targets.get(target) ?? [];
    if (ids.length === 1) store.getState().choose(ids[0]!);
    else if (ids.length > 1) setOnly({ key: choice, ids });
  };
  const who = (c: string) => t(`lboard.owners.${c}.name`);
  const over = s.state.gameOver;
  const ranking = [...s.state.players].sort((a, b) => b.vp - a.vp);
  return (
    <div className="lplay-game">
      <div className="play-status lplay-status" role="status">
        <span>{t('lplay.status.game', { seed: s.setup.seed })}</span>
        {' · '}
        <span>{t('lplay.status.when', { period: t(`lancashire.periods.${s.state.period}`), round: s.state.round })}</span>
        {acting ? (
          <>
            {' · '}
            <span data-testid="lplay-acting">{t('lplay.status.acting', { who: who(acting) })}</span>
          </>
        ) : null}
      </div>
      <p className="actions lplay-controls">
        <button type="button" className="button" onClick={s.undo} disabled={s.history.length === 0}>
          {t('lplay.status.undo')}
        </button>
        <label>
          {t('lplay.speed.label')}{' '}
          <select value={speed} onChange={(e) => setSpeed(e.target.value as Speed)} data-testid="lplay-speed">
            {(Object.keys(SPEEDS) as Speed[]).map((k) => (
              <option key={k} value={k}>
                {t(`lplay.speed.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {botActs && speed === 'paused' ? (
          <button type="button" className="button" onClick={s.botStep}>
            {t('lplay.status.step')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onNew}>
          {t('lplay.status.newGame')}
        </button>
      </p>
      {over ? (
        <section className="lplay-result" aria-labelledby="lplay-result-h">
          <h2 id="lplay-result-h" data-testid="lplay-winner">
            {t(over.winners.length > 1 ? 'lplay.result.shared' : 'lplay.result.winner', {
              winners: over.winners.map(who).join(t('lplay.result.and')),
            })}
          </h2>
          <h3>{t('lplay.result.ranking')}</h3>
          <ol>
            {ranking.map((p) => (
              <li key={p.colour}>
                {who(p.colour)}: {p.vp} {t('lplay.players.vp')}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {s.error ? <Refusal notice={{ refusal: s.error }} what={t('lplay.error.title')} /> : null}
      <div className="lplay-main">
        <div className="board-frame lplay-board" role="region" aria-label={t('lplay.board')} tabIndex={0}>
          <LancashireBoard
            state={s.state}
            title={t('lplay.board')}
            pickable={[...targets.keys()]}
            picked={[]}
            onPick={onPick}
            pickLabel={(id) => targetName(t, id, lang)}
          />
        </div>
        <div className="lplay-side">
          {botActs && acting ? (
            <p className="lplay-waiting" role="status">
              {t('lplay.waiting.bot', { who: who(acting) })}
            </p>
          ) : null}
          {acting && handOver ? (
            <button type="button" className="button primary" onClick={s.takeDevice}>
              {t('play.handover.take', { who: who(acting) })}
            </button>
          ) : null}
          {acting && seat?.kind === 'human' && !handOver ? <LComposer store={store} who={who(acting)} only={filter} /> : null}
          <LPlayers state={s.state} seats={s.seats} holder={holder} />
        </div>
      </div>
      <LLog log={s.log} />
    </div>
  );
}

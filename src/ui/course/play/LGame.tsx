/**
 * A running Lancashire game in the shared sandbox (ui/sandbox): the status line (game number,
 * period, round, who acts; undo, redo, bots' step, new game, projector mode), the hand-over between
 * people, the drawn board with the composer's pick targets, the composer, the players, the game log
 * with its earlier moments and "play on from here", and at the end the winner. Bots move after a
 * visible delay. Lancashire's own parts: the board, the composer's words and the players' numbers.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useStore } from 'zustand';
import type { LState } from '../../../engine/rulesets/lancashire/index.ts';
import { lActingSeat, type LancashirePlayStore } from '../../../store/lancashirePlayStore';
import { shownState } from '../../../store/sandbox/sandboxStore';
import { langOf } from '../../board/text';
import { LancashireBoard } from '../../lancashire/LancashireBoard';
import { targetName } from '../../lancashire/names';
import { GameLog } from '../../sandbox/GameLog';
import { HandOver, Result, Viewing, Waiting } from '../../sandbox/Panels';
import { SandboxProvider } from '../../sandbox/SandboxContext';
import { SandboxProjector } from '../../sandbox/SandboxProjector';
import { StatusBar } from '../../sandbox/StatusBar';
import { lancashireParts } from './lancashireParts';
import { LComposer } from './LComposer';
import { LPlayers } from './LPlayers';
import { optionTarget } from './labels';

export function LGame({ store, onNew, botDelay }: { store: LancashirePlayStore; onNew: () => void; botDelay: number | null }) {
  return (
    <SandboxProvider store={store} parts={lancashireParts}>
      <Running store={store} onNew={onNew} botDelay={botDelay} />
    </SandboxProvider>
  );
}

function Running({ store, onNew, botDelay }: { store: LancashirePlayStore; onNew: () => void; botDelay: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const s = useStore(store);
  const shown = useStore(store, shownState) as LState;
  const [only, setOnly] = useState<{ key: unknown; ids: string[] } | null>(null);
  const seat = lActingSeat(s);
  const over = Boolean(s.state.gameOver);
  const botTurn = !over && s.error === null && seat?.kind !== 'human';
  const handOver = !over && seat?.kind === 'human' && seat.colour !== s.holder;
  const composing = s.choice !== null && s.viewing === null;

  // bots move on by themselves after a short delay, unless paused or an earlier moment is open
  useEffect(() => {
    if (!botTurn || botDelay === null || s.viewing !== null) return;
    const timer = setTimeout(() => store.getState().botStep(), botDelay);
    return () => clearTimeout(timer);
  }, [store, s.state, botTurn, botDelay, s.viewing]);

  const choice = composing && s.choice?.status === 'choose' ? s.choice.choice : null;
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
  return (
    <div className="play-game lplay-game" data-game-over={over ? 'true' : 'false'}>
      <StatusBar botDelay={botDelay} onNewGame={onNew} />
      <SandboxProjector title={t('pageTitle.coursePlay')} />
      {s.viewing !== null ? <Viewing index={s.viewing} /> : null}
      {over && s.viewing === null ? <Result /> : null}
      {handOver && s.viewing === null ? (
        <HandOver />
      ) : (
        <>
          <div className="lplay-main">
            <div className="board-frame lplay-board" role="region" aria-label={t('lplay.board')} tabIndex={0}>
              <LancashireBoard
                state={shown}
                title={t('lplay.board')}
                pickable={[...targets.keys()]}
                picked={[]}
                onPick={onPick}
                pickLabel={(id) => targetName(t, id, lang)}
              />
            </div>
            <div className="lplay-side">
              {s.viewing !== null ? null : composing && seat ? (
                <LComposer store={store} who={who(seat.colour)} only={filter} />
              ) : (
                <Waiting />
              )}
              <LPlayers state={shown} seats={s.seats} holder={s.holder} />
            </div>
          </div>
          <GameLog />
        </>
      )}
    </div>
  );
}

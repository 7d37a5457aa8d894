/**
 * The running sandbox game kept on the device, for either ruleset (store/savedGame.ts): read once
 * per page visit and replayed through the engine, saved after every move and every hand-over; a
 * save that cannot be read (damaged, another version, the other ruleset's) is named in words and
 * kept aside until a new game is saved over it.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { RulesetId } from '../../engine/rulesets/index.ts';
import { readSavedGame, writeSavedGame, type SavedGame, type SaveProblem } from '../../store/savedGame';
import { toSaved } from '../../store/sandbox/sandboxStore';
import type { SandboxState, SandboxTypes } from '../../store/sandbox/types';
import { deviceStorage } from '../../store/storage';
import type { StoreApi } from 'zustand';

/** The saved game when there is one that replays, else the problem. */
export function loadSaved<S>(
  ruleset: RulesetId,
  restore: (saved: SavedGame) => { ok: true; store: S } | { ok: false; problem: SaveProblem },
): { store: S | null; problem: SaveProblem | null } {
  const read = readSavedGame(deviceStorage(), ruleset);
  if (!read.ok) return { store: null, problem: read.problem };
  if (!read.saved) return { store: null, problem: null };
  const restored = restore(read.saved);
  return restored.ok ? { store: restored.store, problem: null } : { store: null, problem: restored.problem };
}

/** Save the game now and after every move or hand-over; returns the unsubscribe. */
export function keepSaved<T extends SandboxTypes>(store: StoreApi<SandboxState<T>>): () => void {
  const storage = deviceStorage();
  const save = () => writeSavedGame(storage, toSaved(store.getState()));
  save();
  return store.subscribe((s, prev) => {
    if (s.log !== prev.log || s.holder !== prev.holder) save();
  });
}

export function SaveProblemNote({ problem, kept }: { problem: SaveProblem; kept?: string }) {
  const { t } = useTranslation();
  // The damaged part in words: checkSavedGame names it by its field ('start', 'setup.seats', 'moves[2]').
  const move = problem.code === 'shape' ? /^moves\[(\d+)\]$/.exec(problem.field) : null;
  const part =
    problem.code !== 'shape'
      ? undefined
      : move
        ? t('play.saved.part.move', { n: Number(move[1]) + 1 })
        : t(`play.saved.part.${problem.field.replace(/^setup\./, '')}`);
  const game = problem.code === 'ruleset' ? t(`play.saved.ruleset.${problem.ruleset}`, { defaultValue: problem.ruleset }) : undefined;
  return (
    <div className="play-save-problem" role="alert">
      <h2>{t('play.saved.problemTitle')}</h2>
      <p>{t(`play.saved.problem.${problem.code}`, { ...problem, part, game })}</p>
      <p>{kept ?? t('play.saved.kept')}</p>
    </div>
  );
}

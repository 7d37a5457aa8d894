/**
 * The sandbox (/play): set up a game, then play it on the drawn board. Loaded lazily (engine,
 * board, bot). The running game is saved on the device after every move and comes back after a
 * reload; a save that cannot be read is named in words, kept aside, and replaced only by a new game.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'wouter';
import { useAreas } from '../../i18n/areas';
import { createPlayStore, restoreGame, toSaved, type PlaySetup, type PlayStore } from '../../store/playStore';
import { PlayStoreProvider } from '../../store/PlayStoreContext';
import { readSavedGame, setAsideUnreadable, writeSavedGame, type SaveProblem } from '../../store/savedGame';
import { deviceStorage } from '../../store/storage';
import { CoachProvider, createCoachStore } from '../coach/CoachContext';
import { Game } from './Game';
import { readSpeed, SPEEDS, type Speed } from './speed';
import { SpeedChoice } from './SpeedChoice';
import { randomSeed, Setup } from './Setup';
import { SetupProjector } from './SetupProjector';
import { ImportPanel } from './share/ImportPanel';
import { positionHref } from './share/links';
import { MomentTools } from './share/MomentTools';
import { SharedPosition } from './share/SharedPosition';
import { ruleMemory } from '../../store/ruleMemory';
import './play.css';

/** The saved game when there is one that replays, else the problem (read once per page visit). */
function loadSaved(): { store: PlayStore | null; problem: SaveProblem | null } {
  const storage = deviceStorage();
  const read = readSavedGame(storage);
  if (!read.ok) return { store: null, problem: read.problem };
  if (!read.saved) return { store: null, problem: null };
  const restored = restoreGame(read.saved);
  return restored.ok ? { store: restored.store, problem: null } : { store: null, problem: restored.problem };
}

function Running({ store, speed, onNewGame }: { store: PlayStore; speed: Speed; onNewGame: () => void }) {
  const coach = useMemo(() => createCoachStore(store.getState().setup.coach === true, { countFrom: store.getState().log.length }), [store]);
  // every change of the moves or of who holds the device is saved
  useEffect(() => {
    const storage = deviceStorage();
    const save = () => writeSavedGame(storage, toSaved(store.getState()));
    save();
    return store.subscribe((s, prev) => {
      if (s.log !== prev.log || s.holder !== prev.holder) save();
      // a refused option the person chose: counted against its rule on the device (store/ruleMemory.ts)
      if (s.notice && s.notice.refusal !== prev.notice?.refusal) ruleMemory().getState().refused(s.notice.refusal, s.notice.action);
    });
  }, [store]);
  return (
    <PlayStoreProvider store={store}>
      <CoachProvider store={coach}>
        <Game botDelay={SPEEDS[speed]} onNewGame={onNewGame} />
      </CoachProvider>
      <MomentTools />
    </PlayStoreProvider>
  );
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
  return (
    <div className="play-save-problem" role="alert">
      <h2>{t('play.saved.problemTitle')}</h2>
      <p>{t(`play.saved.problem.${problem.code}`, { ...problem, part })}</p>
      <p>{kept ?? t('play.saved.kept')}</p>
    </div>
  );
}

export function PlayPage() {
  const { t } = useTranslation();
  const [saved] = useState(loadSaved);
  const [store, setStore] = useState<PlayStore | null>(saved.store);
  const [seed] = useState(randomSeed);
  const [speed, setSpeed] = useState<Speed>(() => readSpeed(deviceStorage()));
  const [, navigate] = useLocation();
  useAreas('board', 'lesson', 'mat', 'play'); // after every other hook: it may suspend
  const start = (setup: PlaySetup) => {
    if (saved.problem) setAsideUnreadable(deviceStorage());
    setStore(createPlayStore(setup));
  };
  return (
    <article className="page play-page">
      <h1>{t('play.title')}</h1>
      <p className="lead">{t('play.intro')}</p>
      <SpeedChoice speed={speed} onChange={setSpeed} />
      <SharedPosition
        running={store !== null}
        onOpen={(seats, state) => {
          if (saved.problem) setAsideUnreadable(deviceStorage());
          setStore(createPlayStore({ seats, seed: state.rngSeed }, { state }));
        }}
      />
      {store ? (
        <Running store={store} speed={speed} onNewGame={() => setStore(null)} />
      ) : (
        <>
          {saved.problem ? <SaveProblemNote problem={saved.problem} /> : null}
          <Setup onStart={start} initialSeed={seed} />
          <SetupProjector onStart={start} initialSeed={seed} />
        </>
      )}
      <ImportPanel onOpen={(d) => void positionHref('/play', d.setup).then((href) => navigate(href))} />
    </article>
  );
}

/**
 * The sandbox (/play): set up a game, then play it on the drawn board. Loaded lazily (engine,
 * board, bot). The running game is saved on the device after every move and comes back after a
 * reload; a save that cannot be read is named in words, kept aside, and replaced only by a new game.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'wouter';
import { useAreas } from '../../i18n/areas';
import { createPlayStore, restoreGame, type PlaySetup, type PlayStore } from '../../store/playStore';
import { PlayStoreProvider } from '../../store/PlayStoreContext';
import { setAsideUnreadable } from '../../store/savedGame';
import { keepSaved, loadSaved, SaveProblemNote } from '../sandbox/savedSandbox';
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

function Running({ store, speed, onNewGame }: { store: PlayStore; speed: Speed; onNewGame: () => void }) {
  const coach = useMemo(() => createCoachStore(store.getState().setup.coach === true, { countFrom: store.getState().log.length }), [store]);
  // every change of the moves or of who holds the device is saved
  useEffect(() => {
    const unsave = keepSaved(store);
    const unmemo = store.subscribe((s, prev) => {
      // a refused option the person chose: counted against its rule on the device (store/ruleMemory.ts)
      if (s.notice && s.notice.refusal !== prev.notice?.refusal) ruleMemory().getState().refused(s.notice.refusal, s.notice.action);
    });
    return () => {
      unsave();
      unmemo();
    };
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

export function PlayPage() {
  const { t } = useTranslation();
  const [saved] = useState(() => loadSaved('pittsburgh', (g) => restoreGame(g)));
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

/**
 * The guided first game (/first-game): the learner (Blue) and two greedy bots on one fixed game
 * number, with the tutor (FirstGame). Saved on the device after every change (firstGameSave.ts)
 * and resumed after a reload; a damaged save is named in words, kept aside, and replaced only when
 * the learner starts a new guided game.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { createTutorStore, type TutorStore } from '../../store/firstGameStore';
import { FIRST_GAME_SETUP, readFirstGame, restoreFirstGame, setAsideFirstGame, writeFirstGame } from '../../store/firstGameSave';
import { createPlayStore, type PlayStore } from '../../store/playStore';
import { PlayStoreProvider } from '../../store/PlayStoreContext';
import type { SaveProblem } from '../../store/savedGame';
import { deviceStorage } from '../../store/storage';
import { ConfirmDialog } from '../ConfirmDialog';
import { CoachProvider, createCoachStore } from '../coach/CoachContext';
import { SaveProblemNote } from '../sandbox/savedSandbox';
import { readSpeed, SPEEDS, type Speed } from '../play/speed';
import { SpeedChoice } from '../play/SpeedChoice';
import { FirstGame } from './FirstGame';
import '../play/play.css';
import './firstgame.css';

interface Guided {
  game: PlayStore;
  tutor: TutorStore;
}

function loadGuided(): { guided: Guided | null; problem: SaveProblem | null } {
  const read = readFirstGame(deviceStorage());
  if (!read.ok) return { guided: null, problem: read.problem };
  if (!read.saved) return { guided: null, problem: null };
  const r = restoreFirstGame(read.saved);
  return r.ok ? { guided: { game: r.game, tutor: r.tutor }, problem: null } : { guided: null, problem: r.problem };
}

function Running({ guided, speed, onStartOver }: { guided: Guided; speed: Speed; onStartOver: () => void }) {
  const { game, tutor } = guided;
  const coach = useMemo(() => createCoachStore(tutor.getState().coach, { countFrom: game.getState().log.length }), [tutor, game]);
  useEffect(() => {
    const storage = deviceStorage();
    const save = () => writeFirstGame(storage, game, tutor);
    save();
    const offGame = game.subscribe((s, prev) => {
      if (s.log !== prev.log || s.holder !== prev.holder || s.flowSeen !== prev.flowSeen) save();
    });
    const offTutor = tutor.subscribe(save);
    // the coach switch is the tutor's to keep
    const offCoach = coach.subscribe((s, prev) => {
      if (s.on !== prev.on) tutor.getState().setCoach(s.on);
    });
    return () => {
      offGame();
      offTutor();
      offCoach();
    };
  }, [game, tutor, coach]);
  return (
    <PlayStoreProvider store={game}>
      <CoachProvider store={coach}>
        <FirstGame tutor={tutor} botDelay={SPEEDS[speed]} onStartOver={onStartOver} />
      </CoachProvider>
    </PlayStoreProvider>
  );
}

export function FirstGamePage() {
  const { t } = useTranslation();
  const [loaded] = useState(loadGuided);
  const [guided, setGuided] = useState<Guided | null>(loaded.guided);
  const [asking, setAsking] = useState(false);
  const [speed, setSpeed] = useState<Speed>(() => readSpeed(deviceStorage()));
  useAreas('board', 'lesson', 'mat', 'play', 'coach', 'firstgame'); // after every other hook: it may suspend
  const start = () => {
    if (loaded.problem) setAsideFirstGame(deviceStorage());
    setAsking(false);
    setGuided({ game: createPlayStore(FIRST_GAME_SETUP), tutor: createTutorStore() });
  };
  return (
    <article className="page play-page firstgame-page">
      <h1>{t('firstgame.title')}</h1>
      <p className="lead">{t('firstgame.intro')}</p>
      <SpeedChoice speed={speed} onChange={setSpeed} />
      {guided ? (
        <>
          {guided === loaded.guided ? <p className="firstgame-resumed">{t('firstgame.resumed')}</p> : null}
          <Running guided={guided} speed={speed} onStartOver={() => setAsking(true)} />
        </>
      ) : (
        <>
          {loaded.problem ? <SaveProblemNote problem={loaded.problem} kept={t('firstgame.kept')} /> : null}
          <p>
            <button type="button" className="btn-primary" onClick={start} data-testid="first-game-start">
              {t('firstgame.start')}
            </button>
          </p>
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title={t('firstgame.confirmTitle')}
          body={t('firstgame.confirmBody')}
          yes={t('firstgame.confirmYes')}
          no={t('firstgame.confirmNo')}
          onYes={start}
          onNo={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}

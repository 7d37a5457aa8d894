/** The sandbox (/play): set up a game, then play it on the drawn board. Loaded lazily (engine, board, bot). */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { GameState } from '../../engine/index';
import { useAreas } from '../../i18n/areas';
import { createPlayStore, type PlaySetup } from '../../store/playStore';
import { PlayStoreProvider } from '../../store/PlayStoreContext';
import { Game } from './Game';
import { randomSeed, Setup } from './Setup';
import { ImportPanel } from './share/ImportPanel';
import { positionHref } from './share/links';
import { MomentTools } from './share/MomentTools';
import { SharedPosition } from './share/SharedPosition';
import './play.css';

const SPEEDS = { slow: 1500, normal: 600, fast: 40 } as const;
type Speed = keyof typeof SPEEDS;

function Running({ setup, start, speed, onNewGame }: { setup: PlaySetup; start: GameState | null; speed: Speed; onNewGame: () => void }) {
  const store = useMemo(() => createPlayStore(setup, start ? { state: start } : {}), [setup, start]);
  return (
    <PlayStoreProvider store={store}>
      <Game botDelay={SPEEDS[speed]} onNewGame={onNewGame} />
      <MomentTools />
    </PlayStoreProvider>
  );
}

export function PlayPage() {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<PlaySetup | null>(null);
  /** The position a game started from when it came from a link (null: a new game from the setup). */
  const [start, setStart] = useState<GameState | null>(null);
  const [, navigate] = useLocation();
  const [seed] = useState(randomSeed);
  const [speed, setSpeed] = useState<Speed>('normal');
  useAreas('board', 'lesson', 'mat', 'play'); // after every other hook: it may suspend
  return (
    <article className="page play-page">
      <h1>{t('play.title')}</h1>
      <p className="lead">{t('play.intro')}</p>
      <p className="play-speed">
        <label>
          {t('play.speed.label')}{' '}
          <select value={speed} onChange={(e) => setSpeed(e.target.value as Speed)} data-testid="bot-speed">
            {(Object.keys(SPEEDS) as Speed[]).map((s) => (
              <option key={s} value={s}>
                {t(`play.speed.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </p>
      <SharedPosition
        running={setup !== null}
        onOpen={(seats, state) => {
          setStart(state);
          setSetup({ seats, seed: state.rngSeed });
        }}
      />
      {setup ? (
        <Running setup={setup} start={start} speed={speed} onNewGame={() => setSetup(null)} />
      ) : (
        <>
          <Setup
            onStart={(s) => {
              setStart(null);
              setSetup(s);
            }}
            initialSeed={seed}
          />
          <ImportPanel onOpen={(d) => void positionHref('/play', d.setup).then((href) => navigate(href))} />
        </>
      )}
    </article>
  );
}

/** The sandbox (/play): set up a game, then play it on the drawn board. Loaded lazily (engine, board, bot). */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreas } from '../../i18n/areas';
import { createPlayStore, type PlaySetup } from '../../store/playStore';
import { PlayStoreProvider } from '../../store/PlayStoreContext';
import { Game } from './Game';
import { randomSeed, Setup } from './Setup';
import './play.css';

const SPEEDS = { slow: 1500, normal: 600, fast: 40 } as const;
type Speed = keyof typeof SPEEDS;

function Running({ setup, speed, onNewGame }: { setup: PlaySetup; speed: Speed; onNewGame: () => void }) {
  const store = useMemo(() => createPlayStore(setup), [setup]);
  return (
    <PlayStoreProvider store={store}>
      <Game botDelay={SPEEDS[speed]} onNewGame={onNewGame} />
    </PlayStoreProvider>
  );
}

export function PlayPage() {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<PlaySetup | null>(null);
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
      {setup ? <Running setup={setup} speed={speed} onNewGame={() => setSetup(null)} /> : <Setup onStart={setSetup} initialSeed={seed} />}
    </article>
  );
}

/** A new game: 2–4 seats, each a person at this device or a bot, and the game number (same number = same deal). */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { ownerName } from '../board/owners';
import { SEAT_COLOURS, type PlaySetup, type SeatKind } from '../../store/playStore';
import { SetupForm } from './SetupForm';

export { MAX_SEED, randomSeed } from './SetupForm';

const KINDS: readonly SeatKind[] = ['human', 'bot', 'random', 'strong'];

export function Setup({ onStart, initialSeed }: { onStart: (s: PlaySetup) => void; initialSeed: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [coach, setCoach] = useState(false);
  useAreas('lesson', 'play', 'coach');
  return (
    <SetupForm<SeatKind>
      title={t('play.setup.title')}
      seedHelp={t('play.setup.seedHelp')}
      colours={SEAT_COLOURS.map((c) => ({ id: c, name: ownerName(t, c) }))}
      kinds={KINDS.map((k) => ({ id: k, name: t(`play.seat.${k}`) }))}
      defaults={['human', 'bot', 'bot', 'bot']}
      initialSeed={initialSeed}
      note={(count) => t(count === 2 ? 'play.setup.boardTwo' : 'play.setup.boardThreeFour')}
      extra={
        <p className="play-coach-choice">
          <label>
            <input
              type="checkbox"
              checked={coach}
              onChange={(e) => setCoach(e.target.checked)}
              aria-describedby={`${id}-coach`}
              data-testid="setup-coach"
            />{' '}
            {t('coach.panel.toggle')}
          </label>
          <span id={`${id}-coach`} className="play-help">
            {' '}
            {t('coach.panel.setupHelp')}
          </span>
        </p>
      }
      onStart={(seats, seed) => onStart({ seats, seed, ...(coach ? { coach } : {}) })}
    />
  );
}

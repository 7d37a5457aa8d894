/** A new game: 2–4 seats, each a person at this device or a bot, and the game number (same number = same deal). */
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { ownerName } from '../board/owners';
import { SEAT_COLOURS, type PlaySetup, type SeatKind } from '../../store/playStore';
import { SetupForm } from './SetupForm';

export { MAX_SEED, randomSeed } from './SetupForm';

const KINDS: readonly SeatKind[] = ['human', 'bot', 'random', 'strong'];

export function Setup({ onStart, initialSeed }: { onStart: (s: PlaySetup) => void; initialSeed: number }) {
  const { t } = useTranslation();
  useAreas('lesson', 'play');
  return (
    <SetupForm<SeatKind>
      prefix="play.setup"
      colours={SEAT_COLOURS.map((c) => ({ id: c, name: ownerName(t, c) }))}
      kinds={KINDS.map((k) => ({ id: k, name: t(`play.seat.${k}`) }))}
      defaults={['human', 'bot', 'bot', 'bot']}
      initialSeed={initialSeed}
      note={(count) => t(count === 2 ? 'play.setup.boardTwo' : 'play.setup.boardThreeFour')}
      onStart={(seats, seed) => onStart({ seats, seed })}
    />
  );
}

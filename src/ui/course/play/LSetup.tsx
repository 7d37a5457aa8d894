/**
 * A new Lancashire game: 2–4 seats, each a person at this device or a bot, and a typeable game
 * number (the shared SetupForm with the shared `play.setup.*` texts; only the title and what a
 * game number deals are Lancashire's own).
 */
import { useTranslation } from '../../../i18n/useTranslation';
import { L_SEAT_COLOURS } from '../../../store/lancashirePlayStore';
import type { PlaySetup, SeatKind } from '../../../store/savedGame';
import { SetupForm } from '../../play/SetupForm';

export { randomSeed } from '../../play/SetupForm';

const KINDS: readonly SeatKind[] = ['human', 'bot', 'random'];

export function LSetup({ onStart, initialSeed }: { onStart: (s: PlaySetup) => void; initialSeed: number }) {
  const { t } = useTranslation();
  return (
    <SetupForm<SeatKind>
      title={t('lplay.setup.title')}
      seedHelp={t('lplay.setup.seedHelp')}
      className="lplay-setup"
      colours={L_SEAT_COLOURS.map((c) => ({ id: c, name: t(`lboard.owners.${c}.name`) }))}
      kinds={KINDS.map((k) => ({ id: k, name: t(`play.seat.${k}`) }))}
      defaults={['human', 'bot', 'bot', 'bot']}
      initialSeed={initialSeed}
      onStart={(seats, seed) => onStart({ seats, seed })}
    />
  );
}

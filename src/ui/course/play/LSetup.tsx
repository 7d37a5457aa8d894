/** A new Lancashire game: 2–4 seats, each a person at this device or a bot, and a typeable game number (the shared SetupForm). */
import { useTranslation } from '../../../i18n/useTranslation';
import { L_SEAT_COLOURS, type LSeatKind, type LSetup as Setup } from '../../../store/lancashirePlayStore';
import { SetupForm } from '../../play/SetupForm';

export { randomSeed } from '../../play/SetupForm';

const KINDS: readonly LSeatKind[] = ['person', 'greedy', 'random'];

export function LSetup({ onStart, initialSeed }: { onStart: (s: Setup) => void; initialSeed: number }) {
  const { t } = useTranslation();
  return (
    <SetupForm<LSeatKind>
      prefix="lplay.setup"
      className="lplay-setup"
      colours={L_SEAT_COLOURS.map((c) => ({ id: c, name: t(`lboard.owners.${c}.name`) }))}
      kinds={KINDS.map((k) => ({ id: k, name: t(`lplay.seat.${k}`) }))}
      defaults={['person', 'greedy', 'greedy', 'greedy']}
      initialSeed={initialSeed}
      onStart={(seats, seed) => onStart({ seats, seed })}
    />
  );
}

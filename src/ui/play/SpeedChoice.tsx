/** The bots' speed, the device's setting (speed.ts): the sandbox and the guided first game share it. */
import { useTranslation } from '../../i18n/useTranslation';
import { deviceStorage } from '../../store/storage';
import { SPEEDS, writeSpeed, type Speed } from './speed';

export function SpeedChoice({ speed, onChange }: { speed: Speed; onChange: (s: Speed) => void }) {
  const { t } = useTranslation();
  return (
    <p className="play-speed">
      <label>
        {t('play.speed.label')}{' '}
        <select
          value={speed}
          onChange={(e) => {
            const next = e.target.value as Speed;
            onChange(next);
            writeSpeed(deviceStorage(), next);
          }}
          data-testid="bot-speed"
        >
          {(Object.keys(SPEEDS) as Speed[]).map((s) => (
            <option key={s} value={s}>
              {t(`play.speed.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </p>
  );
}

/** A new Lancashire game: 2–4 seats, each a person at this device or a bot, and a typeable game number (same number = same deal). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { L_SEAT_COLOURS, type LSeatKind, type LSetup as Setup } from '../../../store/lancashirePlayStore';

/** Game numbers run 0–999999, like the Pittsburgh sandbox's. */
export const MAX_SEED = 999999;
export const randomSeed = () => 1 + Math.floor(Math.random() * MAX_SEED);

const KINDS: readonly LSeatKind[] = ['person', 'greedy', 'random'];

export function LSetup({ onStart, initialSeed }: { onStart: (s: Setup) => void; initialSeed: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [count, setCount] = useState<2 | 3 | 4>(2);
  const [kinds, setKinds] = useState<LSeatKind[]>(['person', 'greedy', 'greedy', 'greedy']);
  const [seedText, setSeedText] = useState(String(initialSeed));
  const seed = Number.parseInt(seedText, 10);
  const validSeed = /^\d{1,6}$/.test(seedText.trim()) && seed >= 0 && seed <= MAX_SEED;
  return (
    <form
      className="play-setup lplay-setup"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        if (validSeed) onStart({ seats: kinds.slice(0, count), seed });
      }}
    >
      <h2 id={`${id}-h`}>{t('lplay.setup.title')}</h2>
      <fieldset className="play-count">
        <legend>{t('lplay.setup.players')}</legend>
        {([2, 3, 4] as const).map((c) => (
          <label key={c} className="play-radio">
            <input type="radio" name={`${id}-count`} value={c} checked={count === c} onChange={() => setCount(c)} />{' '}
            {t('lplay.setup.playersN', { count: c })}
          </label>
        ))}
      </fieldset>
      <fieldset className="play-seats">
        <legend>{t('lplay.setup.seats')}</legend>
        {L_SEAT_COLOURS.slice(0, count).map((c, i) => (
          <label key={c} className="play-seat-choice">
            <span>{t(`lboard.owners.${c}.name`)}</span>
            <select
              value={kinds[i]}
              onChange={(e) => setKinds((k) => k.map((x, j) => (j === i ? (e.target.value as LSeatKind) : x)))}
              data-seat={c}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`lplay.seat.${k}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <div className="play-seed">
        <label htmlFor={`${id}-seed`}>{t('lplay.setup.seed')}</label>
        <input
          id={`${id}-seed`}
          inputMode="numeric"
          value={seedText}
          onChange={(e) => setSeedText(e.target.value)}
          aria-describedby={`${id}-seed-help`}
          aria-invalid={!validSeed}
          data-testid="seed"
        />
        <button type="button" onClick={() => setSeedText(String(randomSeed()))}>
          {t('lplay.setup.newSeed')}
        </button>
        <p id={`${id}-seed-help`} className="play-help">
          {validSeed ? t('lplay.setup.seedHelp') : t('lplay.setup.seedInvalid', { max: MAX_SEED })}
        </p>
      </div>
      <button type="submit" className="btn-primary" disabled={!validSeed}>
        {t('lplay.setup.start')}
      </button>
    </form>
  );
}

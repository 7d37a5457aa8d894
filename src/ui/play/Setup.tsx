/** A new game: 2–4 seats, each a person at this device or a bot, and the game number (same number = same deal). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreas } from '../../i18n/areas';
import { ownerName } from '../board/owners';
import { SEAT_COLOURS, type PlaySetup, type SeatKind } from '../../store/playStore';

export const MAX_SEED = 999999;

export function randomSeed(): number {
  return 1 + Math.floor(Math.random() * MAX_SEED);
}

export function Setup({ onStart, initialSeed }: { onStart: (s: PlaySetup) => void; initialSeed: number }) {
  const { t } = useTranslation();
  useAreas('lesson', 'play');
  const id = useId();
  const [count, setCount] = useState<2 | 3 | 4>(2);
  const [kinds, setKinds] = useState<SeatKind[]>(['human', 'bot', 'bot', 'bot']);
  const [seedText, setSeedText] = useState(String(initialSeed));
  const seed = Number.parseInt(seedText, 10);
  const validSeed = /^\d{1,6}$/.test(seedText.trim()) && seed >= 0 && seed <= MAX_SEED;
  return (
    <form
      className="play-setup"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        if (validSeed) onStart({ seats: kinds.slice(0, count), seed });
      }}
    >
      <h2 id={`${id}-h`}>{t('play.setup.title')}</h2>
      <fieldset className="play-count">
        <legend>{t('play.setup.players')}</legend>
        {([2, 3, 4] as const).map((c) => (
          <label key={c} className="play-radio">
            <input type="radio" name={`${id}-count`} value={c} checked={count === c} onChange={() => setCount(c)} />{' '}
            {t('play.setup.playersN', { count: c })}
          </label>
        ))}
      </fieldset>
      <fieldset className="play-seats">
        <legend>{t('play.setup.seats')}</legend>
        {SEAT_COLOURS.slice(0, count).map((c, i) => (
          <label key={c} className="play-seat-choice">
            <span>{ownerName(t, c)}</span>
            <select
              value={kinds[i]}
              onChange={(e) => setKinds((k) => k.map((x, j) => (j === i ? (e.target.value as SeatKind) : x)))}
              data-seat={c}
            >
              <option value="human">{t('play.seat.human')}</option>
              <option value="bot">{t('play.seat.bot')}</option>
              <option value="random">{t('play.seat.random')}</option>
            </select>
          </label>
        ))}
      </fieldset>
      <div className="play-seed">
        <label htmlFor={`${id}-seed`}>{t('play.setup.seed')}</label>
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
          {t('play.setup.newSeed')}
        </button>
        <p id={`${id}-seed-help`} className="play-help">
          {validSeed ? t('play.setup.seedHelp') : t('play.setup.seedInvalid', { max: MAX_SEED })}
        </p>
      </div>
      <p className="play-help">{t(count === 2 ? 'play.setup.boardTwo' : 'play.setup.boardThreeFour')}</p>
      <button type="submit" className="btn-primary" disabled={!validSeed}>
        {t('play.setup.start')}
      </button>
    </form>
  );
}

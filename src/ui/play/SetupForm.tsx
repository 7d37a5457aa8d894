/**
 * The new-game form both sandboxes share (Pittsburgh's /play, Lancashire's /course/play): the
 * player count, who plays each colour, and a typeable game number (same number = same deal).
 * The texts both share come from `play.setup.*` (players, playersN, seats, seed, newSeed, seedInvalid,
 * start); each sandbox gives its own title and the help under the game number (what a number deals).
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export const MAX_SEED = 999999;

export function randomSeed(): number {
  return 1 + Math.floor(Math.random() * MAX_SEED);
}

export interface SetupFormProps<K extends string> {
  /** The form's heading. */
  title: string;
  /** What the same game number deals in this sandbox. */
  seedHelp: string;
  className?: string;
  /** Seat colours in order, with their names. */
  colours: readonly { id: string; name: string }[];
  /** What may sit in a seat, with its name. */
  kinds: readonly { id: K; name: string }[];
  /** The starting choice of each seat. */
  defaults: readonly K[];
  initialSeed: number;
  /** A note under the game number for a player count. */
  note?: (count: number) => ReactNode;
  /** More choices of this sandbox, under the game number. */
  extra?: ReactNode;
  onStart: (seats: K[], seed: number) => void;
}

export function SetupForm<K extends string>({
  title,
  seedHelp,
  className,
  colours,
  kinds: options,
  defaults,
  initialSeed,
  note,
  extra,
  onStart,
}: SetupFormProps<K>) {
  const { t } = useTranslation();
  const id = useId();
  const [count, setCount] = useState<2 | 3 | 4>(2);
  const [kinds, setKinds] = useState<K[]>([...defaults]);
  const [seedText, setSeedText] = useState(String(initialSeed));
  const seed = Number.parseInt(seedText, 10);
  const validSeed = /^\d{1,6}$/.test(seedText.trim()) && seed >= 0 && seed <= MAX_SEED;
  return (
    <form
      className={`play-setup${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        if (validSeed) onStart(kinds.slice(0, count), seed);
      }}
    >
      <h2 id={`${id}-h`}>{title}</h2>
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
        {colours.slice(0, count).map((c, i) => (
          <label key={c.id} className="play-seat-choice">
            <span>{c.name}</span>
            <select
              value={kinds[i]}
              onChange={(e) => setKinds((k) => k.map((x, j) => (j === i ? (e.target.value as K) : x)))}
              data-seat={c.id}
            >
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
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
          {validSeed ? seedHelp : t('play.setup.seedInvalid', { max: MAX_SEED })}
        </p>
      </div>
      {note ? <p className="play-help">{note(count)}</p> : null}
      {extra}
      <button type="submit" className="btn-primary" disabled={!validSeed}>
        {t('play.setup.start')}
      </button>
    </form>
  );
}

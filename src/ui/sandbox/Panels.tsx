/**
 * The sandbox's panels for either ruleset: the hand-over screen between two people, a read-only
 * earlier moment with "play on from here", the bot's turn (or why the game cannot go on) and the
 * winner with the ranking and the tie-breaks in the ruleset's order.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useParts, useSandbox, useWords } from './SandboxContext';

export function HandOver() {
  const { t } = useTranslation();
  const w = useWords();
  const state = useSandbox((s) => s.state);
  const take = useSandbox((s) => s.takeDevice);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const who = w.owner(w.acting(state) ?? '');
  return (
    <section className="play-handover" aria-labelledby="play-handover-title">
      <h2 id="play-handover-title">{t('play.handover.title', { who })}</h2>
      <p>{t('play.handover.body', { who })}</p>
      <button ref={button} type="button" className="btn-primary" onClick={take}>
        {t('play.handover.take', { who })}
      </button>
    </section>
  );
}

/** A read-only look at an earlier moment of the game, with the way back and "play on from here". */
export function Viewing({ index }: { index: number }) {
  const { t } = useTranslation();
  const view = useSandbox((s) => s.view);
  const playOn = useSandbox((s) => s.playOn);
  const total = useSandbox((s) => s.log.length);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [index]);
  return (
    <section className="play-viewing" ref={ref} tabIndex={-1} aria-labelledby="play-viewing-title">
      <h2 id="play-viewing-title">{t('play.viewing.title', { n: index + 1, total })}</h2>
      <p>{t('play.viewing.body')}</p>
      <div className="play-viewing-actions">
        <button type="button" className="btn-primary" onClick={() => view(null)}>
          {t('play.viewing.back')}
        </button>
        <button type="button" onClick={playOn}>
          {t('play.viewing.playOn')}
        </button>
      </div>
    </section>
  );
}

/** A bot's turn, or the engine's refusal when the game cannot go on. */
export function Waiting() {
  const { t } = useTranslation();
  const w = useWords();
  const { Refusal } = useParts();
  const state = useSandbox((s) => s.state);
  const error = useSandbox((s) => s.error);
  const seat = useSandbox((s) => s.seats.find((x) => x.colour === w.acting(s.state)));
  return (
    <section className="play-waiting" aria-live="polite">
      {error ? (
        <div className="play-refusal">
          <h2>{t('play.error.title')}</h2>
          <Refusal refusal={error} />
        </div>
      ) : seat && seat.kind !== 'human' ? (
        <p>{t('play.waiting.bot', { who: w.owner(seat.colour), count: w.actionsLeft(state) })}</p>
      ) : null}
    </section>
  );
}

/** The winner (or the shared win), everyone ranked with VP and each tie-break, and how ties are broken. */
export function Result() {
  const { t } = useTranslation();
  const w = useWords();
  const state = useSandbox((s) => s.state);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const result = w.result(state);
  if (!result) return null;
  const winners = result.winners.map((c) => w.owner(c)).join(t('play.result.and'));
  return (
    <section className="play-result" ref={ref} tabIndex={-1} aria-labelledby="play-result-title">
      <h2 id="play-result-title" data-testid="winner">
        {t(result.winners.length > 1 ? 'play.result.shared' : 'play.result.winner', { winners })}
      </h2>
      <table>
        <caption>{t('play.result.ranking')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('play.result.place')}</th>
            <th scope="col">{t('play.result.player')}</th>
            <th scope="col">{t('play.stats.vp')}</th>
            {result.tieBreaks.map((k) => (
              <th key={k} scope="col">
                {w.tieBreak(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.ranking.map((r, i) => (
            <tr key={r.colour} className={result.winners.includes(r.colour) ? 'is-winner' : ''}>
              <td>{i + 1}</td>
              <th scope="row">{w.owner(r.colour)}</th>
              <td>{r.vp}</td>
              {result.tieBreaks.map((k) => (
                <td key={k}>{r.by[k]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="play-help">{t(result.tieBreaks.length > 0 ? 'play.result.tie' : 'play.result.tieShared')}</p>
    </section>
  );
}

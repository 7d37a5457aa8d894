/** The players of a Lancashire game through viewFor of the person at the device: cash, income space, VP, hand count; that person's hand face up. */
import { useTranslation } from '../../../i18n/useTranslation';
import { viewFor, type Colour, type LState } from '../../../engine/rulesets/lancashire/index.ts';
import type { Seat } from '../../../store/sandbox/types';
import { langOf } from '../../board/text';
import { OwnerSwatch } from './OwnerSwatch';
import { cardName } from './labels';

export function LPlayers({ state, seats, holder }: { state: LState; seats: readonly Seat[]; holder: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const view = viewFor(state, (holder ?? 'none') as Colour);
  const acting = state.gameOver ? undefined : state.order[state.turn];
  return (
    <section className="play-players lplay-players" aria-labelledby="lplay-players-h">
      <h2 id="lplay-players-h">{t('play.players.title')}</h2>
      <ul>
        {view.order.map((c) => {
          const p = view.players.find((x) => x.colour === c);
          const seat = seats.find((x) => x.colour === c);
          if (!p || !seat) return null;
          const mine = c === holder;
          return (
            <li key={c} className={`lplay-player${c === acting ? ' is-acting' : ''}`} data-player={c}>
              <h3>
                <OwnerSwatch colour={c} /> {t(`lboard.owners.${c}.name`)} · {t(`play.seat.${seat.kind}`)}
                {mine && seats.filter((x) => x.kind === 'human').length > 1 ? ` · ${t('play.players.atDevice')}` : ''}
              </h3>
              {c === acting ? <p className="lplay-acting">{t('play.players.acting', { count: view.actionsLeft })}</p> : null}
              <dl className="lplay-stats">
                <div data-stat="cash">
                  <dt>{t('play.stats.cash')}</dt>
                  <dd>£{p.cash}</dd>
                </div>
                <div data-stat="income">
                  <dt>{t('play.result.incomeSpace')}</dt>
                  <dd>{p.incomeSpace}</dd>
                </div>
                <div data-stat="vp">
                  <dt>{t('play.stats.vp')}</dt>
                  <dd>{p.vp}</dd>
                </div>
              </dl>
              {mine ? (
                <p className="lplay-hand" data-hand={c}>
                  {t('play.players.hand', { count: p.hand.length })} {p.hand.map((h) => cardName(t, h, lang)).join(', ')}
                </p>
              ) : (
                <p className="lplay-hand">{t('play.players.hidden', { count: p.hand.length })}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Each player's public numbers; the hand face up only for the person at the device (through viewFor). */
import { useTranslation } from '../../i18n/useTranslation';
import { incomeTrack } from '../../engine/rulesets/pittsburgh/data';
import { actingColour, HIDDEN_CARD, level, viewFor } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { shownState } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import { ownerStyle } from '../board/owners';
import { IncomeTrackView } from '../mat/IncomeTrack';
import { linkTileName } from './options';
import { usePlayNamer } from './usePlayNamer';
import { money } from '../format';

export function Players() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play');
  const n = usePlayNamer();
  const state = usePlay(shownState);
  const seats = usePlay((s) => s.seats);
  const holder = usePlay((s) => s.holder);
  const view = viewFor(state, holder ?? '');
  // the previewed move's income space (the person at the device composes it)
  const after = usePlay((s) =>
    s.viewing === null && s.ready ? s.ready.after.players.find((p) => p.colour === s.holder)?.incomeSpace : undefined,
  );
  const acting = state.gameOver ? undefined : actingColour(state);
  return (
    <section className="play-players" aria-labelledby="play-players-title">
      <h2 id="play-players-title">{t('play.players.title')}</h2>
      <ul>
        {view.turnOrder.map((c) => {
          const p = view.players.find((x) => x.colour === c);
          if (!p) return null;
          const seat = seats.find((s) => s.colour === c);
          const style = ownerStyle(c);
          const visible = p.hand.filter((x) => x !== HIDDEN_CARD);
          const heavy = p.supply.heavyRails.map((h) => linkTileName(t, `heavyRail:${h.type}`));
          const pipes = p.supply.pipelines.map((h) => linkTileName(t, `pipeline:${h.type}`));
          return (
            <li
              key={c}
              className={`play-player${c === acting ? ' is-acting' : ''}`}
              data-colour={c}
              aria-current={c === acting ? 'step' : undefined}
            >
              <h3>
                <svg className="play-swatch" viewBox="0 0 16 16" aria-hidden="true">
                  <rect width="16" height="16" rx="4" fill={style.colour} />
                </svg>
                {n.owner(c)} <span className="play-seat">{t(`play.seat.${seat?.kind ?? 'human'}`)}</span>
                {c === holder ? <span className="play-you">{t('play.players.atDevice')}</span> : null}
              </h3>
              {c === acting ? <p className="play-turn">{t('play.players.acting', { count: state.actionsLeft })}</p> : null}
              <dl className="play-stats">
                <div>
                  <dt>{t('play.stats.cash')}</dt>
                  <dd data-stat="cash">{money(p.cash)}</dd>
                </div>
                <div>
                  <dt>{t('play.stats.income')}</dt>
                  <dd data-stat="income">
                    {t('play.stats.incomeValue', { level: level(incomeTrack, p.incomeSpace), space: p.incomeSpace })}
                  </dd>
                </div>
                <div>
                  <dt>{t('play.stats.vp')}</dt>
                  <dd data-stat="vp">{p.vp}</dd>
                </div>
                <div>
                  <dt>{t('play.stats.whiskey')}</dt>
                  <dd data-stat="whiskey">{p.whiskey}</dd>
                </div>
                <div>
                  <dt>{t('play.stats.spent')}</dt>
                  <dd data-stat="spent">{money(p.spentThisRound)}</dd>
                </div>
              </dl>
              {c === holder ? (
                <div className="play-income">
                  <h4>{t('play.players.income')}</h4>
                  <IncomeTrackView from={p.incomeSpace} {...(after !== undefined && after !== p.incomeSpace ? { to: after } : {})} />
                  {after !== undefined && after !== p.incomeSpace ? (
                    <p className="play-help">{t('play.players.incomeAfter', { space: after })}</p>
                  ) : null}
                </div>
              ) : null}
              <p className="play-supply">
                <strong>{t('play.players.supply')}</strong> {t('play.players.lightTrains', { count: p.supply.lightRails })}
                {heavy.length > 0 ? `; ${heavy.join(', ')}` : ''}
                {pipes.length > 0 ? `; ${pipes.join(', ')}` : ''}
              </p>
              {visible.length > 0 ? (
                <div className="play-hand">
                  <strong>{t('play.players.hand', { count: p.hand.length })}</strong>
                  <ul aria-label={t('play.players.handOf', { who: n.owner(c) })}>
                    {visible.map((card, i) => (
                      <li key={`${card}-${i}`} className="play-card">
                        {n.card(card)}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="play-hand-count">{t('play.players.hidden', { count: p.hand.length })}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

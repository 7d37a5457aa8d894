/**
 * The whole position as text for screen readers (and anyone who prefers reading): round and era,
 * every city with its spaces (industry, owner, level, flipped, cubes), the links, the markets, the
 * merchants and each player's numbers — headings and tables, read from the shown state. Hidden
 * information stays hidden: other players' hands are counts only.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { TFunction } from 'i18next';
import { board2, board34, incomeTrack, matPlace, merchantTiles } from '../../engine/rulesets/pittsburgh/data';
import type { Good } from '../../engine/rulesets/pittsburgh/data/types';
import { level, type GameState } from '../../engine/rulesets/pittsburgh';
import type { Cubes } from '../../engine/rulesets/pittsburgh/state';
import { useAreas } from '../../i18n/areas';
import { shownState } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import { useNames } from '../board/BoardAsText';
import { roman } from '../board/text';
import { usePlayNamer } from './usePlayNamer';
import { money } from '../format';

const GOODS: Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

function cubes(t: TFunction, c: Cubes | undefined): string {
  const list = GOODS.filter((g) => (c?.[g] ?? 0) > 0).map((g) => t('play.text.cube', { good: t(`board.goods.${g}`), n: c?.[g] }));
  return list.length > 0 ? list.join(t('board.list.sep')) : t('play.text.none');
}

function Cities({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const board = state.board === 'two' ? board2 : board34;
  const name = useNames(board);
  return (
    <>
      <h3>{t('play.text.cities')}</h3>
      {board.locations.map((l) =>
        l.kind !== 'city' ? null : (
          <table key={l.id} className="play-text-table">
            <caption>{name(l.id)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('play.text.space')}</th>
                <th scope="col">{t('play.text.industry')}</th>
                <th scope="col">{t('play.text.owner')}</th>
                <th scope="col">{t('play.text.cubes')}</th>
              </tr>
            </thead>
            <tbody>
              {l.spaces.map((s, i) => {
                const ind = state.industries.find((x) => x.space === s.id);
                const place = ind ? matPlace(ind.place) : undefined;
                const tile = place?.node === 'tile' ? `${t(`board.kinds.${place.industry}`)} ${roman(place.level)}` : '';
                return (
                  <tr key={s.id}>
                    <th scope="row">
                      {t('play.text.spaceNo', { n: i + 1, takes: s.icons.map((x) => t(`board.icons.${x}`)).join(t('play.text.or')) })}
                    </th>
                    <td>{ind ? `${tile}${ind.flipped ? t('play.text.flipped') : ''}` : t('play.text.empty')}</td>
                    <td>{ind ? n.owner(ind.owner) : ''}</td>
                    <td>{ind && Object.values(ind.cubes).some((x) => (x ?? 0) > 0) ? cubes(t, ind.cubes) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ),
      )}
    </>
  );
}

function Links({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const n = usePlayNamer();
  return (
    <>
      <h3>{t('play.text.links')}</h3>
      {state.links.length === 0 ? (
        <p>{t('play.text.noLinks')}</p>
      ) : (
        <table className="play-text-table">
          <thead>
            <tr>
              <th scope="col">{t('play.text.route')}</th>
              <th scope="col">{t('play.text.kind')}</th>
              <th scope="col">{t('play.text.owner')}</th>
              <th scope="col">{t('play.text.cubes')}</th>
            </tr>
          </thead>
          <tbody>
            {state.links.map((l) => (
              <tr key={l.route}>
                <th scope="row">{n.route(l.route)}</th>
                <td>{t(`board.links.${l.kind}`)}</td>
                <td>{n.owner(l.owner)}</td>
                <td>{l.cubes && Object.values(l.cubes).some((x) => (x ?? 0) > 0) ? cubes(t, l.cubes) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Markets({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const board = state.board === 'two' ? board2 : board34;
  const name = useNames(board);
  return (
    <>
      <h3>{t('play.text.markets')}</h3>
      <ul>
        {board.markets.map((m) => (
          <li key={m.id}>
            {name(m.id)}
            {t('board.list.colon')}
            {cubes(t, state.markets[m.id])}
          </li>
        ))}
      </ul>
      <h3>{t('play.text.merchants')}</h3>
      <ul>
        {Object.entries(state.merchants).map(([loc, m]) => {
          const tile = merchantTiles.find((x) => x.id === m.tile);
          const icons = tile
            ? (m.faceUp ? tile.front.icons : tile.back.icons).map((i) => t(`board.icons.${i}`)).join(t('board.list.sep'))
            : '';
          return (
            <li key={loc}>
              {name(loc)}
              {t('board.list.colon')}
              {t('play.text.buys', { icons: icons || t('play.text.none') })}
              {t('board.list.sep')}
              {m.faceUp ? t('board.list.faceUp') : t('board.list.faceDown')}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function PlayersTable({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const n = usePlayNamer();
  return (
    <>
      <h3>{t('play.text.players')}</h3>
      <table className="play-text-table">
        <thead>
          <tr>
            <th scope="col">{t('play.result.player')}</th>
            <th scope="col">{t('play.stats.cash')}</th>
            <th scope="col">{t('play.stats.income')}</th>
            <th scope="col">{t('play.stats.vp')}</th>
            <th scope="col">{t('play.stats.whiskey')}</th>
            <th scope="col">{t('play.text.hand')}</th>
          </tr>
        </thead>
        <tbody>
          {state.turnOrder.map((c) => {
            const p = state.players.find((x) => x.colour === c);
            if (!p) return null;
            return (
              <tr key={c} data-colour={c}>
                <th scope="row">{n.owner(c)}</th>
                <td>{money(p.cash)}</td>
                <td>{t('play.stats.incomeValue', { level: level(incomeTrack, p.incomeSpace), space: p.incomeSpace })}</td>
                <td>{p.vp}</td>
                <td>{p.whiskey}</td>
                <td>{t('play.text.cards', { count: p.hand.length })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** The toggle and, when open, the position in headings and tables. */
export function PositionText() {
  const { t } = useTranslation();
  useAreas('board', 'play');
  const state = usePlay(shownState);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="play-text" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('play.text.title')}</h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
        data-testid="position-text-toggle"
      >
        {t(open ? 'play.text.hide' : 'play.text.show')}
      </button>
      {open ? (
        <div id={`${id}-body`} data-testid="position-text">
          <p>{t('play.status.era', { era: state.era, round: state.round })}</p>
          <PlayersTable state={state} />
          <Cities state={state} />
          <Links state={state} />
          <Markets state={state} />
        </div>
      ) : null}
    </section>
  );
}

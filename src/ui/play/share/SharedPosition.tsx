/**
 * A position arriving in the sandbox's address (`/play#p=1.…`, from a share link, "Open in sandbox",
 * an imported file or the editor): it is read and checked, then shown with a choice of who plays
 * each colour (a person by default). A bad link says exactly what is wrong; nothing the user had —
 * a game in progress, saved progress — changes until they choose to play the new position.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocationProperty } from 'wouter/use-browser-location';
import { board2, board34 } from '../../../engine/rulesets/pittsburgh/data';
import type { GameState } from '../../../engine/rulesets/pittsburgh';
import { useAreas } from '../../../i18n/areas';
import type { SeatKind } from '../../../store/playStore';
import type { Decoded } from '../../../share/codec';
import { decodeLink, fragmentParams } from '../../../share/codec';
import { BoardMap } from '../../board/BoardMap';
import { ownerName } from '../../board/owners';
import { ProblemBox } from './ProblemBox';
import './share.css';

const currentHash = () => location.hash;

/** The link data in the address (`p`), live. */
export function useLinkData(): string | null {
  const hash = useLocationProperty(currentHash, () => '');
  return fragmentParams(hash).get('p');
}

/** The decoded link (null while none or while reading); `decode`: the ruleset's reader (Pittsburgh's by default). */
export function useDecodedLink(data: string | null): Decoded | null;
export function useDecodedLink<D>(data: string | null, decode: (data: string) => Promise<D>): D | null;
export function useDecodedLink<D>(data: string | null, decode?: (data: string) => Promise<D>): D | Decoded | null {
  const [decoded, setDecoded] = useState<{ data: string; result: D | Decoded } | null>(null);
  const read = decode ?? decodeLink;
  useEffect(() => {
    if (data === null) return;
    let live = true;
    void read(data).then((result) => live && setDecoded({ data, result }));
    return () => {
      live = false;
    };
  }, [data, read]);
  return data !== null && decoded?.data === data ? decoded.result : null;
}

/** Who plays each colour of a shared position (a person by default), and the button that opens it. `name`: a colour in words. */
export function Seats({
  colours,
  name,
  running,
  onOpen,
}: {
  colours: readonly string[];
  name: (colour: string) => string;
  running: boolean;
  onOpen: (seats: SeatKind[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kinds, setKinds] = useState<SeatKind[]>(() => colours.map(() => 'human'));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onOpen(kinds);
      }}
    >
      <fieldset className="shared-seats">
        <legend>{t('editor.shared.seats')}</legend>
        {colours.map((c, i) => (
          <label key={c}>
            <span>{name(c)}</span>{' '}
            <select
              id={`${id}-${i}`}
              value={kinds[i]}
              data-shared-seat={c}
              onChange={(e) => setKinds((k) => k.map((x, j) => (j === i ? (e.target.value as SeatKind) : x)))}
            >
              <option value="human">{t('play.seat.human')}</option>
              <option value="bot">{t('play.seat.bot')}</option>
            </select>
          </label>
        ))}
      </fieldset>
      {running ? <p className="share-note">{t('editor.shared.replaces')}</p> : null}
      <button type="submit" className="btn-primary" data-testid="shared-open">
        {t('editor.shared.open')}
      </button>
    </form>
  );
}

/**
 * What every ruleset's page shows of a link: "reading", what is wrong (`problem`, with its dismiss), or
 * the position's `board` with the seats. `colours` of the position name its seats; `onOpen` plays it.
 */
export function SharedLinkView<S>({
  data,
  decoded,
  running,
  problem,
  board,
  colours,
  name,
  onOpen,
}: {
  data: string | null;
  decoded: { ok: true; state: S } | { ok: false } | null;
  running: boolean;
  problem: (onDismiss: () => void) => ReactNode;
  board: (state: S) => ReactNode;
  colours: (state: S) => string[];
  name: (colour: string) => string;
  onOpen: (seats: SeatKind[], state: S) => void;
}) {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null); // the link data already opened or dismissed
  if (data === null || data === done) return null;
  if (!decoded)
    return (
      <p className="shared-position" role="status">
        {t('editor.shared.reading')}
      </p>
    );
  if (!decoded.ok) return problem(() => setDone(data));
  const { state } = decoded;
  return (
    <section className="shared-position" aria-labelledby="shared-position-h" data-testid="shared-position">
      <h2 id="shared-position-h">{t('editor.shared.title')}</h2>
      <p>{t('editor.shared.intro')}</p>
      {board(state)}
      <Seats
        key={data}
        colours={colours(state)}
        name={name}
        running={running}
        onOpen={(seats) => {
          setDone(data);
          onOpen(seats, state);
        }}
      />
    </section>
  );
}

/** `running`: a game is in progress on the page. `onOpen` starts the position with the chosen seats. */
export function SharedPosition({ running, onOpen }: { running: boolean; onOpen: (seats: SeatKind[], state: GameState) => void }) {
  const { t } = useTranslation();
  useAreas('board', 'play', 'editor');
  const data = useLinkData();
  const decoded = useDecodedLink(data);
  return (
    <SharedLinkView<GameState>
      data={data}
      decoded={decoded}
      running={running}
      problem={(onDismiss) =>
        decoded && !decoded.ok ? <ProblemBox problem={decoded.problem} title={t('editor.shared.errorTitle')} onDismiss={onDismiss} /> : null
      }
      board={(state) => (
        <div className="board-frame" role="region" aria-label={t('editor.shared.frame')} tabIndex={0}>
          <BoardMap board={state.board === 'two' ? board2 : board34} state={state} title={t('editor.shared.mapTitle')} />
        </div>
      )}
      colours={(state) => state.players.map((p) => p.colour)}
      name={(c) => ownerName(t, c)}
      onOpen={onOpen}
    />
  );
}

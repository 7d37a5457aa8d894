/** The editor's pickers: a player by colour, a tile (with a "none" entry), and a pile of cards by name. */
import { useId, useState } from 'react';
import type { ScenarioSetup } from '../../engine/rulesets/pittsburgh';
import { cardsForPlayers } from '../../engine/rulesets/pittsburgh/data';
import { useTranslation } from '../../i18n/useTranslation';
import { ownerName, useEditorNames } from './names';

export function OwnerSelect({
  label,
  value,
  colours,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  colours: readonly string[];
  onChange: (c: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {colours.map((c) => (
          <option key={c} value={c}>
            {ownerName(t, c)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function TileSelect({
  label,
  value,
  none,
  ids,
  name,
  onChange,
  testId,
}: {
  label: string;
  value: string | null | undefined;
  none: string;
  ids: Iterable<string>;
  /** The tile's name in words (the id when missing). */
  name: (id: string) => string;
  onChange: (id: string | null) => void;
  testId?: string;
}) {
  return (
    <label>
      {label}{' '}
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} data-testid={testId}>
        <option value="">{none}</option>
        {[...ids].map((id) => (
          <option key={id} value={id}>
            {name(id)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every card id the position holds anywhere: hands, discard piles and the draw pile. */
export function cardsInUse(setup: ScenarioSetup): Set<string> {
  return new Set([...(setup.deck ?? []), ...setup.players.flatMap((p) => [...(p.hand ?? []), ...(p.discard ?? [])])]);
}

/** The deck for the position's player count (2–4), grouped by card name: the copies of each. */
function deckGroups(players: number, name: (id: string) => string): { name: string; ids: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const c of cardsForPlayers(Math.min(4, Math.max(2, players)) as 2 | 3 | 4))
    groups.set(name(c.id), [...(groups.get(name(c.id)) ?? []), c.id]);
  return [...groups].map(([n, ids]) => ({ name: n, ids })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A pile of cards (a hand, a discard pile, the draw pile, top card first) chosen by name: the cards
 * in order, each with a button to take it out, and a list of the deck's cards to add one from. A
 * card can be added only while a copy of it is left (the deck's own counts: no card is in two places).
 */
export function CardPicker({
  cards,
  used,
  players,
  onChange,
  label,
  testId,
}: {
  cards: readonly string[];
  /** Every card the position holds anywhere (cardsInUse). */
  used: ReadonlySet<string>;
  /** The position's player count: which cards the deck has. */
  players: number;
  onChange: (c: string[]) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { n } = useEditorNames();
  const id = useId();
  const groups = deckGroups(players, n.card);
  const left = (g: { ids: string[] }) => g.ids.filter((c) => !used.has(c));
  const [pick, setPick] = useState('');
  const chosen = groups.find((g) => g.name === pick && left(g).length > 0) ?? groups.find((g) => left(g).length > 0);
  return (
    <fieldset className="ed-cards" data-testid={testId}>
      <legend>{t('editor.cards.legend', { pile: label, count: cards.length })}</legend>
      {cards.length === 0 ? (
        <p className="ed-cards-empty">{t('editor.cards.empty')}</p>
      ) : (
        <ol className="ed-card-list">
          {cards.map((c, i) => (
            <li key={`${c}-${i}`} data-card={c}>
              <span>{n.card(c)}</span>
              <button
                type="button"
                onClick={() => onChange(cards.filter((_, k) => k !== i))}
                aria-label={t('editor.cards.remove', { card: n.card(c), n: i + 1 })}
              >
                {t('editor.cards.removeShort')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="ed-row">
        <label htmlFor={`${id}-add`}>{t('editor.cards.add')}</label>
        <select id={`${id}-add`} value={chosen?.name ?? ''} onChange={(e) => setPick(e.target.value)} data-testid={`${testId}-pick`}>
          {groups.map((g) => (
            <option key={g.name} value={g.name} disabled={left(g).length === 0}>
              {t('editor.cards.option', { card: g.name, left: left(g).length, copies: g.ids.length })}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!chosen}
          onClick={() => {
            const free = chosen ? left(chosen)[0] : undefined;
            if (free) onChange([...cards, free]);
          }}
          data-testid={`${testId}-add`}
        >
          {t('editor.cards.addButton')}
        </button>
        {!chosen ? <span className="share-note">{t('editor.cards.noneLeft')}</span> : null}
      </div>
    </fieldset>
  );
}

/** The editor's two kinds of drop-down: a player by colour, and a tile id (with a "none" entry). */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ownerName } from './names';

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

/** A list of card ids typed one per line (or separated by spaces): a hand, a discard pile, the draw deck. */
export function CardList({
  cards,
  onChange,
  label,
  testId,
}: {
  cards: readonly string[];
  onChange: (c: string[]) => void;
  label: string;
  testId?: string;
}) {
  const id = useId();
  const joined = cards.join(' ');
  const [typed, setTyped] = useState<{ of: string; text: string }>({ of: joined, text: cards.join('\n') });
  const text = typed.of === joined ? typed.text : cards.join('\n');
  return (
    <label htmlFor={id} className="ed-hand">
      <span>{label}</span>
      <textarea
        id={id}
        rows={3}
        value={text}
        data-testid={testId}
        onChange={(e) => {
          const list = e.target.value.split(/\s+/).filter((x) => x !== '');
          setTyped({ of: list.join(' '), text: e.target.value });
          onChange(list);
        }}
      />
    </label>
  );
}

/** The editor's two kinds of drop-down: a player by colour, and a tile id (with a "none" entry). */
import { useTranslation } from 'react-i18next';
import { ownerName } from './names';

export function OwnerSelect({ label, value, colours, onChange, testId }: { label: string; value: string; colours: readonly string[]; onChange: (c: string) => void; testId?: string }) {
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

export function TileSelect({ label, value, none, ids, onChange }: { label: string; value: string | null | undefined; none: string; ids: Iterable<string>; onChange: (id: string | null) => void }) {
  return (
    <label>
      {label}{' '}
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{none}</option>
        {[...ids].map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </label>
  );
}

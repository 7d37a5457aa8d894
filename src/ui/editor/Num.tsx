/** A whole-number field that lets the user type freely and passes every whole number on (the engine judges it). */
import { useId, useState } from 'react';

export function Num({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  onChange: (n: number) => void;
  testId?: string;
}) {
  const id = useId();
  // what the user typed, kept while the position still holds the value it was typed over
  const [typed, setTyped] = useState<{ of: number | undefined; text: string }>({ of: value, text: String(value ?? 0) });
  const text = typed.of === value ? typed.text : String(value ?? 0);
  return (
    <label className="ed-num" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        data-testid={testId}
        onChange={(e) => {
          const v = e.target.value.trim();
          const ok = /^-?\d{1,6}$/.test(v);
          setTyped({ of: ok ? Number(v) : value, text: e.target.value });
          if (ok) onChange(Number(v));
        }}
      />
    </label>
  );
}

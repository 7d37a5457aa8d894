/** An in-app confirm dialog (never window.confirm): modal, focus on Cancel, Escape cancels, focus returns to the opener. */
import { useEffect, useId, useRef } from 'react';

export function ConfirmDialog({
  title,
  body,
  yes,
  no,
  onYes,
  onNo,
}: {
  title: string;
  body: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-b`}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onNo();
        }}
      >
        <h2 id={`${id}-t`}>{title}</h2>
        <p id={`${id}-b`}>{body}</p>
        <div className="dialog-actions">
          <button type="button" className="btn-danger" onClick={onYes}>
            {yes}
          </button>
          <button type="button" ref={cancel} onClick={onNo}>
            {no}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * "Open in sandbox": a small button beside a lesson step, a FAQ position or a choice that carries
 * that position, as it is, into /play (the position travels in the address: `#p=…`, so a reload or a
 * shared address shows it again).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocation } from 'wouter';
import type { GameState } from '../../../engine/rulesets/pittsburgh';
import { useAreas } from '../../../i18n/areas';
import { scenarioOf } from '../../../share/codec';
import { positionHref } from './links';
import './share.css';

export function OpenInSandbox({
  state,
  page = '/play',
  label,
}: {
  state: GameState | null | undefined;
  page?: '/play' | '/editor';
  label?: string;
}) {
  const { t } = useTranslation();
  useAreas('editor');
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const setup = state ? scenarioOf(state) : null;
  if (!setup) return null;
  return (
    <p className="open-in-sandbox">
      <button
        type="button"
        disabled={busy}
        data-testid={page === '/play' ? 'open-in-sandbox' : 'open-in-editor'}
        title={page === '/play' ? t('editor.open.hint') : undefined}
        onClick={() => {
          setBusy(true);
          void positionHref(page, setup).then((href) => {
            setBusy(false);
            navigate(href);
          });
        }}
      >
        {label ?? t('editor.open.button')}
      </button>
    </p>
  );
}

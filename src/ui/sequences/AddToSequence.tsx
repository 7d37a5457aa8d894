/**
 * "Add to lesson sequence": puts the position shown here (a lesson step, an FAQ position, a choice,
 * the editor's position, a sandbox moment) at the end of the sequence saved on the device, and
 * says how long the sequence now is, with a link to the sequences page.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'wouter';
import type { GameState } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { scenarioOf } from '../../share/codec';
import { MAX_SEQUENCE_ITEMS } from '../../share/sequence';
import { deviceStorage } from '../../store/storage';
import { appendToSavedSequence, type AppendResult } from '../../store/sequenceStore';
import { AppLink } from '../AppLink';
import { sourceAt } from './sourceLabel';
import './sequences.css';

export function AddToSequence({ state, step }: { state: GameState | null | undefined; step?: number }) {
  const { t } = useTranslation();
  useAreas('presenter');
  const [location] = useLocation();
  const [result, setResult] = useState<AppendResult | null>(null);
  const position = state ? scenarioOf(state) : null;
  if (!position) return null;
  const add = () =>
    setResult(appendToSavedSequence(deviceStorage(), { note: '', source: sourceAt(location, step), position }, MAX_SEQUENCE_ITEMS));
  return (
    <div className="add-to-sequence">
      <button type="button" onClick={add} data-testid="add-to-sequence">
        {t('sequences.add.button')}
      </button>{' '}
      <span role="status">
        {result === null ? null : result.ok ? (
          <>
            {result.setAside ? `${t('sequences.add.setAside')} ` : null}
            {t('sequences.add.added', { count: result.count })} <AppLink to="/sequences">{t('sequences.add.open')}</AppLink>
          </>
        ) : (
          t(`sequences.add.${result.reason}`, { max: MAX_SEQUENCE_ITEMS })
        )}
      </span>
    </div>
  );
}

/**
 * The practice page (/practice): short drills from the engine (tutorial/drills.ts), the weakest rule
 * first (store/ruleMemory.ts), what the device remembers and a way to forget it. The drills and the
 * board load on demand (PracticeDrills).
 */
import { lazy, useState } from 'react';
import { useStore } from 'zustand';
import { useAreas } from '../../i18n/areas';
import { useTranslation } from '../../i18n/useTranslation';
import { ruleMemory } from '../../store/ruleMemory';
import { LazyPart } from '../LazyPart';
import './practice.css';

const PracticeDrills = lazy(() => import('./PracticeDrills'));

export function PracticePage() {
  const { t } = useTranslation();
  const [memory] = useState(ruleMemory);
  const corrupted = useStore(memory, (s) => s.corrupted);
  const [cleared, setCleared] = useState(false);
  useAreas('practice');
  return (
    <article className="page practice-page">
      <h1>{t('practice.title')}</h1>
      <p className="lead">{t('practice.intro')}</p>
      {corrupted ? (
        <p className="lesson-note is-warning" role="status">
          {t('practice.memory.corrupted')}
        </p>
      ) : null}
      <LazyPart fallback={<p className="loading" role="status" aria-live="polite" />}>
        <PracticeDrills memory={memory} />
      </LazyPart>
      <section className="practice-memory">
        <p className="play-help">{t('practice.memory.local')}</p>
        <button
          type="button"
          onClick={() => {
            memory.getState().clear();
            setCleared(true);
          }}
        >
          {t('practice.memory.clear')}
        </button>
        <p role="status">{cleared ? t('practice.memory.cleared') : ''}</p>
      </section>
    </article>
  );
}

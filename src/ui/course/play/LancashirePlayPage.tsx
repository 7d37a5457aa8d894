/**
 * /course/play: a whole game of Brass: Lancashire on the drawn board, in the shared sandbox —
 * setup, then the game (store: createLancashirePlayStore). The running game is saved on the device
 * after every move and comes back after a reload; a save that cannot be read is named in words,
 * kept aside, and replaced only by a new game. A share link (`#p=2.lancashire.…`, LShare.tsx) opens
 * its position here once the user chooses who plays it; the game they had stays until then.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAreas } from '../../../i18n/areas';
import { createLancashirePlayStore, restoreLancashireGame, type LancashirePlayStore } from '../../../store/lancashirePlayStore';
import type { PlaySetup } from '../../../store/savedGame';
import { setAsideUnreadable } from '../../../store/savedGame';
import { deviceStorage } from '../../../store/storage';
import { AppLink } from '../../AppLink';
import { readSpeed, SPEEDS, type Speed } from '../../play/speed';
import { SpeedChoice } from '../../play/SpeedChoice';
import { keepSaved, loadSaved, SaveProblemNote } from '../../sandbox/savedSandbox';
import '../../play/play.css';
import '../course.css';
import './lplay.css';
import { LGame } from './LGame';
import { LSetup, randomSeed } from './LSetup';
import { LSharedPosition, LSharePanel } from './LShare';

function Running({ store, speed, onNew }: { store: LancashirePlayStore; speed: Speed; onNew: () => void }) {
  useEffect(() => keepSaved(store), [store]);
  const state = useStore(store, (s) => s.state);
  return (
    <>
      <LGame store={store} onNew={onNew} botDelay={SPEEDS[speed]} />
      <LSharePanel state={state} />
    </>
  );
}

export function LancashirePlayPage() {
  const { t } = useTranslation();
  const [saved] = useState(() => loadSaved('lancashire', restoreLancashireGame));
  const [store, setStore] = useState<LancashirePlayStore | null>(saved.store);
  const [seed] = useState(randomSeed);
  const [speed, setSpeed] = useState<Speed>(() => readSpeed(deviceStorage()));
  useAreas('course', 'lancashire', 'play'); // after every other hook: it may suspend
  const start = (setup: PlaySetup) => {
    if (saved.problem) setAsideUnreadable(deviceStorage(), 'lancashire');
    setStore(createLancashirePlayStore(setup));
  };
  return (
    <article className="page lplay-page">
      <h1>{t('pageTitle.coursePlay')}</h1>
      <p className="lead">{t('lplay.intro')}</p>
      <SpeedChoice speed={speed} onChange={setSpeed} />
      <LSharedPosition
        running={store !== null}
        onOpen={(seats, state) => {
          if (saved.problem) setAsideUnreadable(deviceStorage(), 'lancashire');
          setStore(createLancashirePlayStore({ seats, seed: state.rngSeed }, { state }));
        }}
      />
      {store ? (
        <Running store={store} speed={speed} onNew={() => setStore(null)} />
      ) : (
        <>
          {saved.problem ? <SaveProblemNote problem={saved.problem} /> : null}
          <LSetup initialSeed={seed} onStart={start} />
        </>
      )}
      <p>
        <AppLink to="/course">{t('nav.course')}</AppLink> · <AppLink to="/compare">{t('nav.compare')}</AppLink>
      </p>
    </article>
  );
}

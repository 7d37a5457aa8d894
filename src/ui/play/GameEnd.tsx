/** A finished game: the result with its tie-breaks, then the debrief (loaded on demand). Used by /play and /first-game. */
import { lazy } from 'react';
import { LazyPart } from '../LazyPart';
import { Result } from '../sandbox/Panels';

const Debrief = lazy(() => import('../debrief/Debrief'));

export function GameEnd() {
  return (
    <>
      <Result />
      <LazyPart fallback={null}>
        <Debrief />
      </LazyPart>
    </>
  );
}

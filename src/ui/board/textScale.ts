/**
 * How much larger the board's place and oilfield names are drawn than usual (1 = as designed).
 * Projector mode raises it so names stay readable from the back of a classroom.
 */
import { createContext, useContext } from 'react';

/** Place and oilfield names are drawn this much larger on the projector (see docs/ARCHITECTURE.md). */
export const PROJECTOR_TEXT_SCALE = 1.17;

/** Every scale the app draws names at: the board's labels are placed ahead for these (label-choices.json). */
export const TEXT_SCALES = [1, PROJECTOR_TEXT_SCALE] as const;

export const BoardTextScale = createContext(1);

export const useBoardTextScale = () => useContext(BoardTextScale);

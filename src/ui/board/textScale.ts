/**
 * How much larger the board's place and oilfield names are drawn than usual (1 = as designed).
 * Projector mode raises it so names stay readable from the back of a classroom.
 */
import { createContext, useContext } from 'react';

export const BoardTextScale = createContext(1);

export const useBoardTextScale = () => useContext(BoardTextScale);

/** The drawn board: the map, its key and its text alternatives. */
export { BoardMap, type BoardMapProps, type BoardPieces } from './BoardMap';
export { BoardLegend } from './BoardLegend';
export { BoardAsText } from './BoardAsText';
export { PiecesAsText } from './PiecesAsText';
export { OWNERS, ownerName, ownerStyle, type OwnerStyle } from './owners';
export { boardLayout } from './layout';

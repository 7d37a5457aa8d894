/** Scrolls a board frame that is narrower than its map so that map x `centreX` (viewBox units) sits in the middle. */
import { useEffect, useRef, type RefObject } from 'react';

export function useCentreScroll(centreX: number | undefined, viewBoxWidth: number, again?: unknown): RefObject<HTMLDivElement | null> {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const f = frame.current;
    if (!f || centreX === undefined || f.scrollWidth <= f.clientWidth) return;
    f.scrollLeft = (centreX / viewBoxWidth) * f.scrollWidth - f.clientWidth / 2;
  }, [centreX, viewBoxWidth, again]);
  return frame;
}

/** A part of a page that loads on demand (a Suspense boundary) and says when it is live (hydration.ts). */
import { Suspense, type ReactNode } from 'react';
import { LiveMark } from './hydration';

export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <LiveMark />
    </Suspense>
  );
}

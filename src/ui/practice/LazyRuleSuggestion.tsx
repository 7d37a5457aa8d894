/**
 * The rule suggestion of Home and the lesson list, loaded after the first paint: it reads the
 * mistakes store and the FAQ's links, which the first visit must not carry (npm run size).
 */
import { lazy } from 'react';
import { LazyPart } from '../LazyPart';

const RuleSuggestion = lazy(() => import('./RuleSuggestion').then((m) => ({ default: m.RuleSuggestion })));

export function LazyRuleSuggestion() {
  return (
    <LazyPart fallback={null}>
      <RuleSuggestion />
    </LazyPart>
  );
}

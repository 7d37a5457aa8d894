/**
 * Seeded randomness (mulberry32): the seed lives in the state, so every draw is replayable.
 * Functions return the next seed instead of mutating anything.
 */
export function nextRandom(seed: number): { value: number; seed: number } {
  let t = (seed + 0x6d2b79f5) | 0;
  const next = t;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: next };
}

/** Fisher–Yates shuffle with a seed: a new array and the next seed. */
export function shuffle<T>(items: readonly T[], seed: number): { items: T[]; seed: number } {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextRandom(s);
    s = r.seed;
    const j = Math.floor(r.value * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return { items: out, seed: s };
}

/** A stream of random numbers in [0, 1) from a seed (both rulesets' random bots and walks). */
export function seededRng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    const r = nextRandom(s);
    s = r.seed;
    return r.value;
  };
}

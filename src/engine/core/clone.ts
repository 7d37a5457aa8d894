/**
 * A deep copy of plain JSON data (a game state of either ruleset, a draft, a view): arrays and plain objects copied, scalars
 * shared. Hand-written because it runs once per executed or probed action: about 2× faster than
 * a generic Object.keys walk and 7× faster than structuredClone on a busy 4-player state.
 */
export function cloneJson<T>(v: T): T {
  return copy(v) as T;
}

function copy(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      out[i] = typeof x === 'object' && x !== null ? copy(x) : x;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const o = v as Record<string, unknown>;
  for (const k in o) {
    const x = o[k];
    out[k] = typeof x === 'object' && x !== null ? copy(x) : x;
  }
  return out;
}

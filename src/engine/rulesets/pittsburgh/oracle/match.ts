/**
 * Partial matching of an expectation against a view: only the fields named are compared.
 * Numbers and strings compare exactly; an expected 0 also matches an absent count; arrays
 * compare element by element with the same length; `industries` and `links` are keyed lists
 * (by `space` / `route`), where `absent: true` means "nothing there".
 */
type Json = unknown;

const KEYED: Record<string, string> = { industries: 'space', links: 'route' };

function show(v: Json): string {
  return v === undefined ? 'absent' : JSON.stringify(v);
}

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function matchKeyed(key: string, expected: Json, actual: Json, path: string, out: string[]): void {
  if (!Array.isArray(expected) || !Array.isArray(actual)) {
    out.push(`${path}: expected a list`);
    return;
  }
  for (const item of expected) {
    if (!isObject(item) || typeof item[key] !== 'string') {
      out.push(`${path}: each item must name its ${key}`);
      continue;
    }
    const id = item[key];
    const found = actual.find((a) => isObject(a) && a[key] === id);
    const at = `${path}[${id}]`;
    const { absent, ...fields } = item;
    if (absent === true) {
      if (found !== undefined) out.push(`${at}: expected nothing there, found ${show(found)}`);
    } else if (found === undefined) out.push(`${at}: expected a piece there, found none`);
    else matchInto(fields, found, at, out);
  }
}

export function matchInto(expected: Json, actual: Json, path: string, out: string[]): void {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
      return;
    }
    expected.forEach((e, i) => matchInto(e, actual[i], `${path}[${i}]`, out));
    return;
  }
  if (isObject(expected)) {
    if (!isObject(actual)) {
      out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
      return;
    }
    for (const [k, v] of Object.entries(expected)) {
      const at = path ? `${path}.${k}` : k;
      const keyed = path === '' ? KEYED[k] : undefined;
      if (keyed) matchKeyed(keyed, v, actual[k], at, out);
      else matchInto(v, actual[k], at, out);
    }
    return;
  }
  if (expected === 0 && actual === undefined) return;
  if (expected !== actual) out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
}

/** Every mismatch between an expectation and the view, as readable lines (none = match). */
export function mismatches(expected: Json, view: Json): string[] {
  const out: string[] = [];
  matchInto(expected, view, '', out);
  return out;
}

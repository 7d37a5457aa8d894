import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Keys written twice in one JSON object (JSON.parse silently keeps the last one), as "path.key". */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const stack: { keys: Set<string>; path: string }[] = [];
  let expectKey = false;
  let lastKey = '';
  const re = /"((?:[^"\\]|\\.)*)"\s*(:)?|[{}[\],]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const tok = m[0];
    if (tok === '{') {
      stack.push({ keys: new Set(), path: stack.length ? `${stack[stack.length - 1]?.path}.${lastKey}` : '' });
      expectKey = true;
    } else if (tok === '}') stack.pop();
    else if (tok === '[') {
      stack.push({ keys: new Set(), path: 'array' });
      expectKey = false;
    } else if (tok === ']') stack.pop();
    else if (tok === ',') expectKey = true;
    else if (m[2] && expectKey) {
      const top = stack[stack.length - 1];
      const key = m[1] ?? '';
      if (top?.keys.has(key)) found.push(`${top.path}.${key}`.replace(/^\./, ''));
      top?.keys.add(key);
      lastKey = key;
      expectKey = false;
    }
  }
  return found;
}

describe('locale files', () => {
  it('the scanner finds a key written twice, and only that', () => {
    expect(duplicateKeys('{"a": {"b": 1, "c": [{"b": 2}], "b": 3}, "d": "x"}')).toEqual(['a.b']);
    expect(duplicateKeys('{"a": 1, "b": {"a": 2}}')).toEqual([]);
  });

  it('no key is written twice in one object (the second would silently replace the first)', () => {
    for (const lang of ['en', 'zh']) {
      const dir = join(__dirname, '../../src/i18n/locales', lang);
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
        expect({ file: `${lang}/${f}`, duplicates: duplicateKeys(readFileSync(join(dir, f), 'utf8')) }).toEqual({
          file: `${lang}/${f}`,
          duplicates: [],
        });
      }
    }
  });
});

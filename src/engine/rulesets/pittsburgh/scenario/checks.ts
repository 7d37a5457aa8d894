/** Small typed readers for untrusted JSON: each records an error instead of throwing. */
import type { ScenarioErrorCode, SetupError } from './format.ts';

export class Checker {
  readonly errors: SetupError[] = [];

  err(path: string, code: ScenarioErrorCode, params?: Record<string, string | number>): void {
    this.errors.push(params ? { path, code, params } : { path, code });
  }

  obj(v: unknown, path: string): Record<string, unknown> | undefined {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
    this.err(path, v === undefined ? 'missing-field' : 'not-an-object');
    return undefined;
  }

  optObj(v: unknown, path: string): Record<string, unknown> | undefined {
    return v === undefined ? undefined : this.obj(v, path);
  }

  arr(v: unknown, path: string): unknown[] | undefined {
    if (Array.isArray(v)) return v;
    this.err(path, v === undefined ? 'missing-field' : 'wrong-type', { expected: 'array' });
    return undefined;
  }

  optArr(v: unknown, path: string): unknown[] | undefined {
    return v === undefined ? undefined : this.arr(v, path);
  }

  str(v: unknown, path: string): string | undefined {
    if (typeof v === 'string' && v.length > 0) return v;
    this.err(path, v === undefined ? 'missing-field' : 'wrong-type', { expected: 'string' });
    return undefined;
  }

  optStr(v: unknown, path: string): string | undefined {
    return v === undefined ? undefined : this.str(v, path);
  }

  /** An integer (or the default when absent). */
  int(v: unknown, path: string, dflt: number): number {
    if (v === undefined) return dflt;
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    this.err(path, 'wrong-type', { expected: 'integer' });
    return dflt;
  }

  /** A non-negative integer count (or the default). */
  count(v: unknown, path: string, dflt: number): number {
    const n = this.int(v, path, dflt);
    if (n < 0) {
      this.err(path, 'bad-count', { value: n });
      return 0;
    }
    return n;
  }

  bool(v: unknown, path: string, dflt: boolean): boolean {
    if (v === undefined) return dflt;
    if (typeof v === 'boolean') return v;
    this.err(path, 'wrong-type', { expected: 'boolean' });
    return dflt;
  }

  strList(v: unknown, path: string): string[] {
    const a = this.optArr(v, path) ?? [];
    const out: string[] = [];
    a.forEach((x, i) => {
      const s = this.str(x, `${path}[${i}]`);
      if (s !== undefined) out.push(s);
    });
    return out;
  }
}

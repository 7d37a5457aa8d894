import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const FORBIDDEN =
  /from\s+['"](react|react-dom(\/[^'"]*)?|i18next|react-i18next|zustand(\/[^'"]*)?|wouter)['"]|\b(window|document|localStorage|navigator)\./;

describe('layering (docs/ARCHITECTURE.md)', () => {
  it('the rules engine imports nothing from React, the DOM, i18next or zustand', () => {
    const engine = files(join(ROOT, 'src/engine')).filter((f) => !f.includes(`${join('src', 'engine', 'cli')}`));
    expect(engine.length).toBeGreaterThan(0);
    const offenders = engine.filter((f) => FORBIDDEN.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
  it('the engine imports no other layer of the app', () => {
    const engine = files(join(ROOT, 'src/engine'));
    const offenders = engine
      .filter((f) => /from\s+['"](\.\.\/)+(ui|store|tutorial|i18n)\//.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
  it('rulesets import core/ and brass/, never each other; core/ and brass/ import no ruleset', () => {
    const importsOf = (f: string) => [...readFileSync(f, 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => join(f, '..', m[1]!));
    const engineDir = join(ROOT, 'src/engine');
    const offenders: string[] = [];
    for (const f of files(engineDir)) {
      const area = relative(engineDir, f).split('/');
      const own = area[0] === 'rulesets' ? area[1] : area[0];
      if (own === 'cli' || (area[0] === 'rulesets' && area.length === 2)) continue; // the CLI and the registry see every ruleset
      for (const target of importsOf(f)) {
        const t = relative(engineDir, target).split('/');
        if (t[0] !== 'rulesets') continue;
        const shared = own === 'core' || own === 'brass';
        if (shared || t[1] !== own) offenders.push(`${relative(ROOT, f)} → ${relative(ROOT, target)}`);
      }
    }
    expect(files(join(engineDir, 'rulesets', 'pittsburgh')).length).toBeGreaterThan(50);
    expect(files(join(engineDir, 'rulesets', 'lancashire')).length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessons } from '../../src/ui/content';

describe('the lesson list', () => {
  it('each lesson’s step count (shown as "step n of m" before its file loads) is the number of steps in its file', () => {
    for (const l of lessons) {
      const file = JSON.parse(readFileSync(join(__dirname, '../../content/lessons', `${l.id}.json`), 'utf8')) as { steps: unknown[] };
      expect({ id: l.id, steps: l.steps }).toEqual({ id: l.id, steps: file.steps.length });
    }
  });
});

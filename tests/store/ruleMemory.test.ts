import { describe, expect, it } from 'vitest';
import {
  HALF_LIFE_MS,
  MEMORY_KEY,
  UNREADABLE_MEMORY_KEY,
  createRuleMemoryStore,
  mostMissed,
  readRuleMemory,
  strengthAt,
  weakestFirst,
} from '../../src/store/ruleMemory';
import { memoryStorage } from '../memory-storage';

const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, pass: (ms: number) => void (t += ms) };
};

describe('the rules remembered on the device', () => {
  it('counts refusals per rule (the FAQ topic of the code, in its context) and saves them under one versioned key', () => {
    const storage = memoryStorage();
    const m = createRuleMemoryStore(storage, clock().now);
    m.getState().refused({ code: 'not-in-network' });
    m.getState().refused({ code: 'not-in-network' });
    m.getState().refused({ code: 'dedicated-space-first' });
    // not-enough-cash for a second link counts against the second-link rule, not resource-priority
    m.getState().refused({ code: 'not-enough-cash', params: { for: 'second-link' } }, 'network');
    // an engine fault is nobody's mistake
    m.getState().refused({ code: 'internal-error' });
    const s = m.getState();
    expect(s.rules['your-network']?.refused).toBe(2);
    expect(s.rules['dedicated-spaces']?.refused).toBe(1);
    expect(s.rules['second-link']?.refused).toBe(1);
    expect(s.rules['actions-per-turn']).toBeUndefined();
    expect(mostMissed(s)).toEqual({ faq: 'your-network', count: 2 });
    const saved = JSON.parse(storage.map.get(MEMORY_KEY) ?? '{}');
    expect(saved.version).toBe(1);
    expect(saved.rules['your-network'].refused).toBe(2);
    // a new page load reads the same
    expect(readRuleMemory(storage).rules['your-network']?.refused).toBe(2);
  });

  it('a strength rises with right answers, falls with wrong ones and halves every half-life without practice', () => {
    const c = clock();
    const m = createRuleMemoryStore(memoryStorage(), c.now);
    m.getState().answered('upgrades', true);
    expect(m.getState().rules['upgrades']?.strength).toBeCloseTo(0.4);
    m.getState().answered('upgrades', true);
    expect(m.getState().rules['upgrades']?.strength).toBeCloseTo(0.64);
    c.pass(HALF_LIFE_MS);
    expect(strengthAt(m.getState().rules['upgrades'], c.now())).toBeCloseTo(0.32);
    m.getState().answered('upgrades', false); // from the faded 0.32: half of it
    expect(m.getState().rules['upgrades']?.strength).toBeCloseTo(0.16);
    expect(m.getState().rules['upgrades']).toMatchObject({ right: 2, wrong: 1 });
  });

  it('orders rules weakest first: unpractised and often-refused rules lead', () => {
    const c = clock();
    const m = createRuleMemoryStore(memoryStorage(), c.now);
    m.getState().answered('whiskey', true);
    m.getState().refused({ code: 'mat-tile-not-reachable' });
    expect(weakestFirst(['whiskey', 'upgrades', 'mat-reachable'], m.getState(), c.now())).toEqual(['mat-reachable', 'upgrades', 'whiskey']);
    // long without practice, the strong rule fades below a freshly practised one
    c.pass(10 * HALF_LIFE_MS);
    m.getState().answered('upgrades', true);
    m.getState().answered('mat-reachable', true);
    expect(weakestFirst(['whiskey', 'upgrades', 'mat-reachable'], m.getState(), c.now())[0]).toBe('whiskey');
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 9, rules: {} })],
    ['a wrong shape', JSON.stringify({ version: 1, rules: { 'your-network': { refused: -1 } } })],
    ['a bare list', '[1,2]'],
  ])('corrupted storage (%s) is ignored with a note and kept aside before the first save', (_, raw) => {
    const storage = memoryStorage({ [MEMORY_KEY]: raw });
    const m = createRuleMemoryStore(storage, clock().now);
    expect(m.getState().corrupted).toBe(true);
    expect(m.getState().rules).toEqual({});
    m.getState().refused({ code: 'not-in-network' });
    expect(storage.map.get(UNREADABLE_MEMORY_KEY)).toBe(raw);
    expect(JSON.parse(storage.map.get(MEMORY_KEY) ?? '{}').rules['your-network'].refused).toBe(1);
  });

  it('clear forgets everything; blocked storage never throws', () => {
    const storage = memoryStorage();
    const m = createRuleMemoryStore(storage, clock().now);
    m.getState().refused({ code: 'no-whiskey' });
    m.getState().clear();
    expect(m.getState().rules).toEqual({});
    expect(JSON.parse(storage.map.get(MEMORY_KEY) ?? '{}').rules).toEqual({});
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const b = createRuleMemoryStore(blocked, clock().now);
    expect(() => b.getState().refused({ code: 'no-whiskey' })).not.toThrow();
    expect(b.getState().rules['whiskey']?.refused).toBe(1);
  });
});

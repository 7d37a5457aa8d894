import { describe, expect, it } from 'vitest';
import { readSpeed, writeSpeed } from '../../src/ui/play/speed';
import { memoryStorage } from '../memory-storage';

describe("the bots' speed on the device", () => {
  it('is kept across visits', () => {
    const storage = memoryStorage();
    expect(readSpeed(storage)).toBe('normal');
    writeSpeed(storage, 'paused');
    expect(readSpeed(storage)).toBe('paused');
  });

  it('falls back to normal when the saved value is unknown, or storage is absent or full', () => {
    expect(readSpeed(memoryStorage({ 'brass-pgh.botSpeed': 'warp' }))).toBe('normal');
    expect(readSpeed(memoryStorage({ 'brass-pgh.botSpeed': 'constructor' }))).toBe('normal');
    expect(readSpeed(null)).toBe('normal');
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeSpeed(full, 'fast')).not.toThrow();
  });
});

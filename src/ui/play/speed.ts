import type { StorageLike } from '../../store/storage';

/** How long a bot waits before it moves (ms); `paused` waits for the Step button. */
export const SPEEDS = { slow: 1500, normal: 600, fast: 40, paused: null } as const;
export type Speed = keyof typeof SPEEDS;

/** The bots' speed is the device's setting: a reload (or a new game) keeps it. */
const SPEED_KEY = 'brass-pgh.botSpeed';

export function readSpeed(storage: StorageLike | null): Speed {
  const value = storage?.getItem(SPEED_KEY);
  return value && Object.hasOwn(SPEEDS, value) ? (value as Speed) : 'normal';
}

export function writeSpeed(storage: StorageLike | null, speed: Speed): void {
  try {
    storage?.setItem(SPEED_KEY, speed);
  } catch {
    // storage full or blocked: the speed still applies to this visit
  }
}

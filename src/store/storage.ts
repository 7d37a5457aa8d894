/**
 * The device's saved data (localStorage) as every store reads and writes it: null where storage is
 * absent or blocked (private mode, a sandboxed frame), and every reader and writer copes with null.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function deviceStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Projector mode's stepping, pure (no React, no DOM): which command a key means, and what
 * "forward" / "back" does on a lesson, a choice, the list of FAQ entries or a sandbox game's log. Presentation
 * clickers send Right/Left or PageDown/PageUp, so both pairs step.
 */
import type { Phase } from '../../tutorial/runner';

export type Command = 'next' | 'prev' | 'exit' | 'toggle';

/** What the key event is aimed at: enough to tell whether the person is typing. */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: { tagName?: string; isContentEditable?: boolean } | null;
}

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True while focus is in a text field, a list box or editable text: keys then belong to it. */
export function isTyping(target: KeyLike['target']): boolean {
  if (!target) return false;
  return TYPING.has((target.tagName ?? '').toUpperCase()) || target.isContentEditable === true;
}

/** The projector command of a key press, or null (modifier held, typing, or a key we do not use). */
export function commandOf(e: KeyLike): Command | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return null;
  switch (e.key) {
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'prev';
    case 'Escape':
      return 'exit';
    case 'p':
    case 'P':
      return 'toggle';
    default:
      return null;
  }
}

export type Direction = 1 | -1;

/** One step within 0…total−1, stopping at both ends. */
export function stepWithin(index: number, total: number, dir: Direction): number {
  if (total <= 0) return 0;
  return Math.min(total - 1, Math.max(0, index + dir));
}

/** The neighbour of `id` in `list` (no wrap); undefined at an end or when `id` is not listed. */
export function neighbour<T>(list: readonly T[], id: T, dir: Direction): T | undefined {
  const i = list.indexOf(id);
  if (i < 0) return undefined;
  return list[i + dir];
}

/** The three stages of a choice on the projector: option A, option B, then the comparison. */
export const CHOICE_STAGES = ['a', 'b', 'compare'] as const;

/** The part of a lesson run stepping needs. */
export interface RunLike {
  phase: Phase;
  picks: Record<string, string>;
  /** The refusal is the one this "try the wrong thing" step asks for. */
  expected?: boolean;
  /** Earlier runs (Back undoes to them). */
  historyLength: number;
}

/** What the lesson store should do for one press. */
export type LessonMove = { op: 'pick'; target: string } | { op: 'confirm' } | { op: 'proceed' } | { op: 'back' } | null;

/**
 * Forward through a lesson step: the demonstration picks one at a time, then confirm, then on to
 * the next step; an expected refusal moves on too. Back undoes one thing (the runner's own Back).
 * The engine still judges every pick: this only chooses which button the presenter would press.
 */
export function lessonMove(run: RunLike, demo: readonly string[], dir: Direction, lastStep: boolean): LessonMove {
  if (dir === -1) {
    const nothingToUndo = run.phase === 'pick' && Object.keys(run.picks).length === 0 && run.historyLength === 0;
    return nothingToUndo ? null : { op: 'back' };
  }
  switch (run.phase) {
    case 'pick': {
      const chosen = new Set(Object.values(run.picks));
      const target = demo.find((d) => !chosen.has(d));
      return target === undefined ? null : { op: 'pick', target };
    }
    case 'preview':
      return { op: 'confirm' };
    case 'refused':
      return run.expected && !lastStep ? { op: 'proceed' } : null;
    case 'step-done':
      return lastStep ? null : { op: 'proceed' };
    default:
      return null;
  }
}

/**
 * The sandbox on the projector steps through its game log: `viewing` is the log entry whose moment
 * is shown (null: the game as it stands, which is the moment after the last entry). Back from the
 * game as it stands shows the moment before the last move; Next from the newest moment returns to it.
 */
export function logStep(viewing: number | null, length: number, dir: Direction): number | null {
  if (length === 0) return null;
  if (viewing === null) return dir === -1 && length >= 2 ? length - 2 : null;
  if (dir === -1) return Math.max(0, viewing - 1);
  return viewing + 1 >= length - 1 ? null : viewing + 1;
}

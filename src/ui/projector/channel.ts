/**
 * The projector window and the presenter window talk over a BroadcastChannel of this origin
 * (no server). The projector says what it shows; the presenter asks it to step.
 */
import type { SequenceSource } from '../../share/sequence';

export const CHANNEL = 'brass-projector';

/** What the projector shows now: enough for the presenter to find its notes. */
export type Showing =
  | { page: 'lesson'; id: string; stepIndex: number; phase: string }
  | { page: 'faq'; id: string; next?: string }
  | { page: 'choice'; id: string; stage: string }
  | { page: 'play'; caption: string }
  | {
      page: 'sequence';
      title: string;
      /** 0-based; `total` 0 = an empty sequence. */
      index: number;
      total: number;
      note: string;
      source: SequenceSource | null;
      next?: { note: string; source: SequenceSource };
    };

export type Message = { type: 'showing'; showing: Showing } | { type: 'step'; dir: 1 | -1 } | { type: 'hello' };

/** A channel, or null where the browser has none (then projector mode works alone). */
export function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** Accepts only the messages above; anything else on the channel is ignored. */
export function asMessage(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as { type?: unknown; dir?: unknown; showing?: unknown };
  if (m.type === 'hello') return { type: 'hello' };
  if (m.type === 'step' && (m.dir === 1 || m.dir === -1)) return { type: 'step', dir: m.dir };
  if (m.type === 'showing' && typeof m.showing === 'object' && m.showing !== null && 'page' in m.showing)
    return { type: 'showing', showing: m.showing as Showing };
  return null;
}

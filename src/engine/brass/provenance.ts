/**
 * Provenance of a rules fact, shared by every Brass ruleset: the product shows "assumed" and
 * "inferred" marks to users, and known conflicts stay visible.
 */

/** How sure we are of a fact. read = seen on the public draft; inferred = follows from rules text or the seed's lessons; assumed = a teaching value we chose because the fact is not public. */
export type FactStatus = 'read' | 'inferred' | 'assumed';

export interface Provenance {
  status: FactStatus;
  /** Printed page of the public draft rulebook (Rulebook v2026.01), when known. */
  page?: number;
  /** Why the status is what it is, or what conflicts (English, for authors; the UI translates by status). */
  note?: string;
  /** True when two public sources disagree about this value. */
  conflict?: boolean;
}

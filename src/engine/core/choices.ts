/**
 * The choice enumerator's machinery shared by both rulesets (docs/choices.md). A ruleset brings
 * `question(draft)`: the next question of a draft (its options not yet probed), the complete
 * action, or the refusal. From it come the same answers for both: `choiceOf` probes every option
 * of a question; `completeRandomly` and `walkRoots` walk the tree at random (random play, the
 * fuzzer, the random bots). Nothing here decides a rule: options are checked by the ruleset's own
 * read-only checks (`precheck`) and its one executor.
 */
import type { AnswerPlace, CoreDraft } from './draft.ts';
import { answer, optionId } from './draft.ts';

/** A random number in [0, 1) from the caller's seeded stream. */
export type Rng = () => number;

/** One option as a question lists it, before probing; null = "none". */
export interface CoreOption {
  value: unknown;
}

export interface CoreAsk<O extends CoreOption = CoreOption, K extends string = string> extends AnswerPlace {
  kind: K;
  options: O[];
  /** Index of the engine's default option (-1: none). */
  defaultIndex: number;
}

export interface CoreQuestion<O extends CoreOption, K extends string, R> {
  ask: CoreAsk<O, K>;
  /** The ruleset's own cheap check of an option (null: worth probing on the executor). */
  precheck?: (o: O) => R | null;
}

/** `after` / `readyAfter`: the state the probe produced (the action alone, a private copy), for a playout to go on from. */
export type CoreStep<Q, A, E, R> =
  | { kind: 'ask'; q: Q; ready?: A; readyEffects?: E[]; readyAfter?: unknown }
  | { kind: 'complete'; action: A; effects: E[]; after?: unknown }
  | { kind: 'refused'; error: R };

/** An option with its legality, as `nextChoice` returns it. */
export type ProbedOption<O extends CoreOption, R, D> = O & {
  /** Stable id of the option within its question (JSON of the value; "none"). */
  id: string;
  legal: boolean;
  refusal?: R;
  isDefault: boolean;
  /** The draft after choosing this option. */
  draft: D;
};

/** Every option of a question with its legality: `probe` returns the option's refusal, or null when legal. */
export function probeOptions<O extends CoreOption, R, D extends CoreDraft>(
  draft: D,
  ask: CoreAsk<O, string>,
  probe: (o: O) => R | null,
): ProbedOption<O, R, D>[] {
  return ask.options.map((o, i) => {
    const refusal = probe(o);
    return {
      ...o,
      id: optionId(o.value),
      legal: refusal === null,
      ...(refusal !== null ? { refusal } : {}),
      isDefault: i === ask.defaultIndex,
      draft: answer(draft, ask, o.value),
    };
  });
}

export interface Walked<A, E> {
  action: A;
  effects: E[];
  /** Executor runs spent finding it. */
  probes: number;
  /** The state after the action alone, as the last probe left it (nobody else holds it), when the ruleset gives it. */
  after?: unknown;
}

export interface WalkOptions {
  /**
   * Once the draft is legal with the engine's defaults for every open choice, the chance of going
   * on choosing at random instead of taking those defaults (default 1: always choose). Random play
   * uses less to stay fast; the fuzzer chooses every time.
   */
  explore?: number;
  /** Told the code of every refused draft met on the way (the fuzzer's coverage). */
  onRefusal?: (code: string) => void;
}

export function pickOrder<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Complete a draft with random legal choices, or undefined when no completion is legal: each
 * question's options in a random order (an optional question says "none" first half of the time),
 * the first option whose subtree completes is taken; a refused draft prunes its subtree.
 */
export function completeRandomly<D extends CoreDraft, O extends CoreOption, A, E, R extends { code: string }>(
  question: (draft: D) => CoreStep<CoreQuestion<O, string, R>, A, E, R>,
  draft: D,
  rng: Rng,
  count: { probes: number },
  opts: WalkOptions = {},
): Walked<A, E> | undefined {
  count.probes++;
  const step = question(draft);
  if (step.kind === 'refused') {
    opts.onRefusal?.(step.error.code);
    return undefined;
  }
  if (step.kind === 'complete')
    return { action: step.action, effects: step.effects, probes: count.probes, ...(step.after !== undefined ? { after: step.after } : {}) };
  if (step.ready && step.readyEffects && rng() >= (opts.explore ?? 1))
    return {
      action: step.ready,
      effects: step.readyEffects,
      probes: count.probes,
      ...(step.readyAfter !== undefined ? { after: step.readyAfter } : {}),
    };
  const { q } = step;
  const [first, ...rest] = q.ask.options;
  let order = pickOrder(q.ask.options, rng);
  if (first?.value === null) order = rng() < 0.5 ? [first, ...pickOrder(rest, rng)] : [...pickOrder(rest, rng), first];
  for (const o of order) {
    if (o.value !== null && q.precheck?.(o)) continue;
    const r = completeRandomly(question, answer(draft, q.ask, o.value), rng, count, opts);
    if (r) return r;
  }
  return undefined;
}

/** A virtual list of roots: entry i (drafts tried in order) is built and checked only when asked for; null = already refused. */
export interface CoreRootSpace<D> {
  size: number;
  at(i: number): D[] | null;
}

/** The first root, in a uniformly random order, that `complete` completes (a lazily drawn permutation: a sparse Fisher–Yates). */
export function walkRoots<D, W>(space: CoreRootSpace<D>, complete: (d: D) => W | undefined, rng: Rng): W | undefined {
  const swapped = new Map<number, number>();
  for (let left = space.size; left > 0; left--) {
    const i = Math.floor(rng() * left);
    const pick = swapped.get(i) ?? i;
    swapped.set(i, swapped.get(left - 1) ?? left - 1);
    const root = space.at(pick);
    if (!root) continue;
    for (const d of root) {
      const r = complete(d);
      if (r) return r;
    }
  }
  return undefined;
}

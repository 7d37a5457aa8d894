/**
 * Practice drills made by the engine (the practice page, /practice): a position, the choices made
 * so far, one question of the choice enumerator and three of its options, where ONE rule decides
 * the answer — "which is refused?" (one option refused with that rule's code, two legal) or "which
 * is allowed?" (one legal, two refused with that rule's code). Every option's legality and refusal
 * is `nextChoice`'s own, probed through the one executor: nothing here decides a rule.
 *
 * Positions: the tutorial's scenarios (content/scenarios) and opening deals of seeded games; which
 * positions are searched for which rule is content/practice.json.
 */
import practice from '../../content/practice.json';
import type { ChoiceKind, ChoiceOption, Draft, GameState, RulesData } from '../engine/rulesets/pittsburgh/index.ts';
import { actingColour, defaultRules, newGame, nextChoice, validate, viewFor } from '../engine/rulesets/pittsburgh/index.ts';
import { ruleOf } from './ruleOf.ts';

const scenarios = import.meta.glob<unknown>('../../content/scenarios/*.json', { eager: true, import: 'default' });

export interface DrillTopic {
  faq: string;
  sources: string[];
}
export const DRILL_TOPICS: readonly DrillTopic[] = practice.topics;

export type DrillKind = 'refused' | 'legal';

export interface DrillStep {
  kind: ChoiceKind;
  key: string;
  option: ChoiceOption;
}

export interface Drill {
  /** Stable: source, question and the options shown. */
  id: string;
  faq: string;
  kind: DrillKind;
  /** "scenario:<id>" or "deal:<players>:<game number>". */
  source: string;
  /** The mover's view (what they may know). */
  state: GameState;
  mover: string;
  action: string;
  steps: DrillStep[];
  question: { kind: ChoiceKind; key: string };
  /** The three options shown, in order. */
  options: ChoiceOption[];
  /** The id of the right option. */
  answer: string;
}

/** The position a source names, or null when it names none (a test keeps content/practice.json right). */
export function sourceState(source: string, rules: RulesData = defaultRules): GameState | null {
  const [kind, a, b] = source.split(':');
  if (kind === 'deal') {
    const players = Number(a);
    const seed = Number(b);
    if (![2, 3, 4].includes(players) || !Number.isInteger(seed) || seed < 0) return null;
    return newGame({ players: players as 2 | 3 | 4, seed }, rules);
  }
  if (kind === 'scenario' && a) {
    const setup = scenarios[`../../content/scenarios/${a}.json`];
    if (setup === undefined) return null;
    const v = validate(setup, rules);
    return v.ok ? v.state : null;
  }
  return null;
}

/** A small deterministic shuffle (the variant number picks the order). */
function rotate<T>(xs: readonly T[], by: number): T[] {
  const n = xs.length;
  if (n === 0) return [];
  const k = ((by % n) + n) % n;
  return [...xs.slice(k), ...xs.slice(0, k)];
}

const pickFrom = <T>(xs: readonly T[], v: number): T | undefined => xs[((v % xs.length) + xs.length) % xs.length];

/**
 * Every drill on `faq` in one position: down each legal action, the engine's default answers, up
 * to `depth` questions deep; at each question where this rule refuses some options and allows others.
 * `variant` picks which options (and their order) when there are more.
 */
export function drillsIn(source: string, faq: string, variant = 0, rules: RulesData = defaultRules, depth = 5): Drill[] {
  const full = sourceState(source, rules);
  const mover = full ? actingColour(full) : undefined;
  if (!full || !mover || full.gameOver) return [];
  const view = viewFor(full, mover);
  const root = nextChoice(view, { action: {} }, rules);
  if (root.status !== 'choose') return [];
  const out: Drill[] = [];
  for (const first of root.choice.options.filter((o) => o.legal)) {
    const steps: DrillStep[] = [{ kind: root.choice.kind, key: root.choice.key, option: first }];
    let draft: Draft = first.draft;
    const action = (first.value as { type?: string } | null)?.type ?? '';
    for (let d = 0; d < depth; d++) {
      const c = nextChoice(view, draft, rules);
      if (c.status !== 'choose') break;
      const legal = c.choice.options.filter((o) => o.legal);
      const refused = c.choice.options.filter((o) => !o.legal && o.refusal && ruleOf(o.refusal, action) === faq);
      const make = (kind: DrillKind, right: ChoiceOption, others: ChoiceOption[]): Drill => {
        const options = rotate([right, ...others], variant);
        return {
          id: `${source}|${c.choice.key}|${options.map((o) => o.id).join('|')}`,
          faq,
          kind,
          source,
          state: view,
          mover,
          action,
          steps: [...steps],
          question: { kind: c.choice.kind, key: c.choice.key },
          options,
          answer: right.id,
        };
      };
      const r = pickFrom(refused, variant);
      if (r && legal.length >= 2) out.push(make('refused', r, rotate(legal, variant).slice(0, 2)));
      const l = pickFrom(legal, variant);
      if (l && refused.length >= 2) out.push(make('legal', l, rotate(refused, variant).slice(0, 2)));
      const next = legal.find((o) => o.isDefault) ?? legal[0];
      if (!next) break;
      steps.push({ kind: c.choice.kind, key: c.choice.key, option: next });
      draft = next.draft;
    }
  }
  return out;
}

/** One drill on `faq` from its positions (content/practice.json), the n-th variant; null when none. */
export function drillFor(faq: string, n = 0, rules: RulesData = defaultRules): Drill | null {
  const topic = DRILL_TOPICS.find((x) => x.faq === faq);
  if (!topic) return null;
  for (const source of rotate(topic.sources, n)) {
    const all = drillsIn(source, faq, n, rules);
    const d = pickFrom(all, n);
    if (d) return d;
  }
  return null;
}

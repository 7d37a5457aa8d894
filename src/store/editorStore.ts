/**
 * The position editor's store (createEditorStore): the position being built, written in the
 * scenario format (ScenarioSetup), with undo/redo. After every edit the engine's `validate` checks
 * it: `check` lists every problem (path + code), and `drawn` is the state to draw — the position
 * itself when valid, otherwise the position without the pieces that have problems (so the board
 * still shows everything else). No rule lives here: only `validate` decides what is valid.
 */
import { produce, type Draft } from 'immer';
import { createStore } from 'zustand/vanilla';
import type { GameState, RulesData, ScenarioSetup, ValidateResult } from '../engine/rulesets/pittsburgh/index.ts';
import { PLAYER_COLOURS, defaultRules, toScenario, validate } from '../engine/rulesets/pittsburgh/index.ts';

/** Edits kept for undo. */
export const EDITOR_HISTORY = 200;

export interface EditorStoreState {
  setup: ScenarioSetup;
  check: ValidateResult;
  /** What the board shows (null when not even a pruned position is valid). */
  drawn: GameState | null;
  past: ScenarioSetup[];
  future: ScenarioSetup[];
  /** Replace the whole position (a start, an import): undoable. */
  load: (setup: ScenarioSetup) => void;
  /** Any change to the position, written as a change to a draft of it. */
  edit: (change: (draft: Draft<ScenarioSetup>) => void) => void;
  undo: () => void;
  redo: () => void;
}

/** An empty board for n players (blue, orange, green, purple), each with the starting hand of nothing. */
export function emptySetup(n: number, rules: RulesData = defaultRules): ScenarioSetup {
  const colours = PLAYER_COLOURS.slice(0, Math.max(1, Math.min(4, n)));
  const v = validate({ board: n === 2 ? 'two' : 'three-four', players: colours.map((colour) => ({ colour })) }, rules);
  const out = v.ok ? toScenario(v.state, rules) : null;
  return out?.ok ? out.setup : { players: colours.map((colour) => ({ colour })) };
}

/** The position without what the errors point at: listed pieces dropped, other wrong values back to their defaults. */
function pruned(setup: ScenarioSetup, check: ValidateResult): ScenarioSetup | null {
  if (check.ok) return setup;
  const drop = { industries: new Set<number>(), links: new Set<number>() };
  const resets: string[][] = [];
  for (const e of check.errors) {
    const m = /^(industries|links)\[(\d+)\]/.exec(e.path);
    if (m) drop[m[1] as 'industries' | 'links'].add(Number(m[2]));
    else if (e.path !== '' && e.path !== 'players' && e.path !== 'cards') resets.push(e.path.split(/\.|\[|\]\.?/).filter((x) => x !== ''));
    else if (e.path === 'cards') resets.push(['deck']);
  }
  return produce(setup, (d) => {
    d.industries = d.industries?.filter((_, i) => !drop.industries.has(i));
    d.links = d.links?.filter((_, i) => !drop.links.has(i));
    for (const path of resets) {
      let at: unknown = d;
      for (const key of path.slice(0, -1)) at = (at as Record<string, unknown> | undefined)?.[key];
      const last = path[path.length - 1];
      if (at && typeof at === 'object' && last !== undefined) {
        if (Array.isArray(at) && /^\d+$/.test(last)) at.splice(Number(last), 1);
        else delete (at as Record<string, unknown>)[last];
      }
    }
  });
}

function drawable(setup: ScenarioSetup, check: ValidateResult, rules: RulesData): GameState | null {
  let s: ScenarioSetup | null = setup;
  let c = check;
  for (let i = 0; i < 3 && s; i++) {
    if (c.ok) return c.state;
    s = pruned(s, c);
    if (s) c = validate(s, rules);
  }
  return c.ok ? c.state : null;
}

export function createEditorStore(initial: ScenarioSetup, opts: { rules?: RulesData } = {}) {
  const rules = opts.rules ?? defaultRules;
  const derive = (setup: ScenarioSetup, last: GameState | null) => {
    const check = validate(setup, rules);
    return { setup, check, drawn: drawable(setup, check, rules) ?? last };
  };
  return createStore<EditorStoreState>()((set, get) => {
    const commit = (next: ScenarioSetup) => {
      const { setup, past, drawn } = get();
      if (next === setup) return;
      set({ ...derive(next, drawn), past: [...past, setup].slice(-EDITOR_HISTORY), future: [] });
    };
    return {
      ...derive(initial, null),
      past: [],
      future: [],
      load: (setup) => commit(setup),
      edit: (change) => commit(produce(get().setup, change)),
      undo: () => {
        const { past, future, setup, drawn } = get();
        const prev = past[past.length - 1];
        if (prev) set({ ...derive(prev, drawn), past: past.slice(0, -1), future: [setup, ...future] });
      },
      redo: () => {
        const { past, future, setup, drawn } = get();
        const next = future[0];
        if (next) set({ ...derive(next, drawn), past: [...past, setup], future: future.slice(1) });
      },
    };
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;

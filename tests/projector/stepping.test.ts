/** Projector mode's stepping: keys a clicker sends, the ends of a list, and a lesson stepped to its end by "next" alone. */
import { describe, expect, it } from 'vitest';
import { createLessonStore } from '../../src/store/lessonStore.ts';
import { en, zh } from '../../src/i18n/all-resources.ts';
import { lessonList } from '../../src/ui/lesson/lessonData.ts';
import { noteKeys, presenterStep } from '../../src/ui/projector/presenterData.ts';
import {
  CHOICE_STAGES,
  commandOf,
  isTyping,
  lessonMove,
  logStep,
  neighbour,
  stepWithin,
  type RunLike,
} from '../../src/ui/projector/stepping.ts';
import { projectorAsked, supportsProjector, withProjector } from '../../src/ui/projector/useProjector.ts';
import { asMessage } from '../../src/ui/projector/channel.ts';

const div = { tagName: 'DIV' };

describe('commandOf', () => {
  it('Right and PageDown step forward, Left and PageUp back, Escape leaves, P toggles', () => {
    expect(['ArrowRight', 'PageDown', 'ArrowLeft', 'PageUp', 'Escape', 'p', 'P'].map((key) => commandOf({ key, target: div }))).toEqual([
      'next',
      'next',
      'prev',
      'prev',
      'exit',
      'toggle',
      'toggle',
    ]);
  });
  it('ignores keys while typing and with a modifier held', () => {
    for (const tagName of ['INPUT', 'textarea', 'SELECT']) expect(commandOf({ key: 'p', target: { tagName } })).toBeNull();
    expect(commandOf({ key: 'ArrowRight', target: { tagName: 'DIV', isContentEditable: true } })).toBeNull();
    expect(commandOf({ key: 'p', ctrlKey: true, target: div })).toBeNull();
    expect(commandOf({ key: 'ArrowRight', altKey: true, target: div })).toBeNull();
    expect(commandOf({ key: 'x', target: div })).toBeNull();
    expect(isTyping(null)).toBe(false);
  });
});

describe('lists', () => {
  it('stepWithin stops at both ends', () => {
    expect(stepWithin(0, CHOICE_STAGES.length, -1)).toBe(0);
    expect(stepWithin(0, 3, 1)).toBe(1);
    expect(stepWithin(2, 3, 1)).toBe(2);
    expect(stepWithin(0, 0, 1)).toBe(0);
  });
  it('neighbour gives the next or previous entry, nothing past an end or for an unknown id', () => {
    const ids = ['a', 'b', 'c'];
    expect(neighbour(ids, 'b', 1)).toBe('c');
    expect(neighbour(ids, 'b', -1)).toBe('a');
    expect(neighbour(ids, 'c', 1)).toBeUndefined();
    expect(neighbour(ids, 'a', -1)).toBeUndefined();
    expect(neighbour(ids, 'z', 1)).toBeUndefined();
  });
});

describe('lessonMove', () => {
  const run = (over: Partial<RunLike>): RunLike => ({ phase: 'pick', picks: {}, historyLength: 0, ...over });
  it('picks the demonstration targets not yet picked, in order', () => {
    expect(lessonMove(run({}), ['t', 's'], 1, true)).toEqual({ op: 'pick', target: 't' });
    expect(lessonMove(run({ picks: { tile: 't' } }), ['t', 's'], 1, true)).toEqual({ op: 'pick', target: 's' });
    expect(lessonMove(run({}), [], 1, true)).toBeNull();
  });
  it('confirms a preview, moves on after a step or an expected refusal, stops at the end', () => {
    expect(lessonMove(run({ phase: 'preview' }), [], 1, true)).toEqual({ op: 'confirm' });
    expect(lessonMove(run({ phase: 'step-done' }), [], 1, false)).toEqual({ op: 'proceed' });
    expect(lessonMove(run({ phase: 'refused', expected: true }), [], 1, false)).toEqual({ op: 'proceed' });
    expect(lessonMove(run({ phase: 'refused', expected: false }), [], 1, false)).toBeNull();
    expect(lessonMove(run({ phase: 'done' }), [], 1, true)).toBeNull();
    expect(lessonMove(run({ phase: 'off-goal' }), [], 1, true)).toBeNull();
  });
  it('Back undoes, except at the very start', () => {
    expect(lessonMove(run({}), ['t'], -1, true)).toBeNull();
    expect(lessonMove(run({ picks: { a: 't' } }), ['t'], -1, true)).toEqual({ op: 'back' });
    expect(lessonMove(run({ phase: 'done', historyLength: 1 }), [], -1, true)).toEqual({ op: 'back' });
  });
});

describe.each(lessonList.map((l) => [l.id, l] as const))('lesson %s on the projector', (_id, lesson) => {
  it('has a question and an answer per step in both languages, and "next" alone reaches the lesson\'s success', () => {
    const get = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], tree);
    for (const step of lesson.steps) {
      const data = presenterStep(lesson.id, step.id);
      expect(data, step.id).toBeDefined();
      for (const target of data?.demo ?? []) expect(step.picks.some((p) => p.options.includes(target))).toBe(true);
      const keys = noteKeys(lesson.id, step.id);
      for (const k of [keys.question, keys.answer]) {
        expect(String(get(en, k) ?? '')).not.toBe('');
        expect(String(get(zh, k) ?? '')).not.toBe('');
      }
    }
    const store = createLessonStore(lesson);
    for (let i = 0; i < 20 && store.getState().run?.phase !== 'done'; i++) {
      const r = store.getState().run;
      if (!r) break;
      const step = lesson.steps[r.stepIndex];
      const move = lessonMove(
        { phase: r.phase, picks: r.picks, historyLength: r.history.length, ...(r.expected !== undefined ? { expected: r.expected } : {}) },
        step ? (presenterStep(lesson.id, step.id)?.demo ?? []) : [],
        1,
        r.stepIndex === lesson.steps.length - 1,
      );
      if (!move) break;
      if (move.op === 'pick') store.getState().pick(move.target);
      else store.getState()[move.op]();
    }
    expect(store.getState().run?.phase).toBe('done');
    // and "back" from the end undoes the confirm
    store.getState().back();
    expect(store.getState().run?.phase).toBe('preview');
  });
});

describe('the address and the channel', () => {
  it('projector mode is a URL parameter that keeps ?lang=', () => {
    expect(projectorAsked('lang=zh&projector=1')).toBe(true);
    expect(projectorAsked('projector=0')).toBe(false);
    expect(projectorAsked('')).toBe(false);
    expect(withProjector('/faq/transport', 'lang=zh', true)).toBe('/faq/transport?lang=zh&projector=1');
    expect(withProjector('/faq/transport', 'lang=zh&projector=1', false)).toBe('/faq/transport?lang=zh');
    expect(supportsProjector('/lessons/loan-levels')).toBe(true);
    expect(supportsProjector('/play')).toBe(true);
    expect(supportsProjector('/course/play')).toBe(true);
    expect(supportsProjector('/sources')).toBe(false);
  });
  it('accepts only well-formed messages', () => {
    expect(asMessage({ type: 'step', dir: 1 })).toEqual({ type: 'step', dir: 1 });
    expect(asMessage({ type: 'step', dir: 5 })).toBeNull();
    expect(asMessage('hello')).toBeNull();
    expect(asMessage({ type: 'showing', showing: { page: 'play', caption: 'x' } })).toEqual({
      type: 'showing',
      showing: { page: 'play', caption: 'x' },
    });
  });
});

describe('the sandbox steps through its game log', () => {
  it('back from the game as it stands shows the moment before the last move, then earlier ones, stopping at the first', () => {
    expect(logStep(null, 5, -1)).toBe(3);
    expect(logStep(3, 5, -1)).toBe(2);
    expect(logStep(0, 5, -1)).toBe(0);
  });
  it('next goes forward and, from the newest moment, back to the game as it stands (which Next leaves alone)', () => {
    expect(logStep(2, 5, 1)).toBe(3);
    expect(logStep(3, 5, 1)).toBeNull();
    expect(logStep(null, 5, 1)).toBeNull();
  });
  it('with one move or none there is nothing earlier to show', () => {
    expect(logStep(null, 1, -1)).toBeNull();
    expect(logStep(null, 0, -1)).toBeNull();
  });
});

/**
 * No position a learner sees holds more pieces than exist: for every scenario file (lessons, FAQ
 * positions, choices, the course) and every state of every lesson played to its end, each
 * player's link tiles (supply + board + still on the mat) and industry tiles (mat + board) are at
 * most the printed counts. Once, after lesson 8's era end, Blue held 10 Light Trains though 9
 * exist: the position's Light Train on the map had not come out of the supply.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contextFor, defaultRules, validate, type GameState } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { linkCopies, linkTilesPrinted, tileCopies } from '../../src/engine/rulesets/pittsburgh/flow/conservation.ts';

import { confirm, initialRun, pick, proceed, startLesson } from '../../src/tutorial/runner.ts';
import { lessonList } from '../../src/ui/lesson/lessonData.ts';
import { SOLUTIONS } from './solutions.ts';

const over = (s: GameState) => {
  const ctx = contextFor(defaultRules, s.board);
  return [...linkCopies(ctx, s), ...tileCopies(ctx, s)];
};
const dir = path.join(__dirname, '../../content/scenarios');

describe('supply counts', () => {
  it('every scenario position holds at most the printed pieces', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const r = validate(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      if (!r.ok) throw new Error(`${f}: ${JSON.stringify(r.errors)}`);
      expect(over(r.state), f).toEqual([]);
    }
  });

  it('every state of every lesson played to its end, too', () => {
    for (const l of lessonList) {
      const s = startLesson(l);
      if (!s.ok) throw new Error(l.id);
      let run = initialRun(s.state);
      expect(over(run.state), l.id).toEqual([]);
      (SOLUTIONS[l.id] ?? []).forEach((targets, i) => {
        for (const t of targets) run = pick(l, run, t);
        if (run.next) expect(over(run.next), `${l.id} step ${i + 1}`).toEqual([]);
        if (run.phase === 'preview') run = confirm(l, run);
        run = proceed(l, run);
        expect(over(run.state), `${l.id} after step ${i + 1}`).toEqual([]);
      });
    }
  });

  it('lesson 8: after the era end Blue holds 9 Light Trains, the one from the map back among them', () => {
    const l = lessonList.find((x) => x.id === 'era-scoring')!;
    const s = startLesson(l);
    if (!s.ok) throw new Error('lesson 8');
    const blue = (st: GameState) => st.players.find((p) => p.colour === 'blue')!;
    expect(s.state.links.filter((k) => k.owner === 'blue' && k.kind === 'lightRail')).toHaveLength(1);
    expect(blue(s.state).supply.lightRails).toBe(8);
    let run = initialRun(s.state);
    run = pick(l, run, 'score-era');
    const after = run.next!;
    expect(after.links.some((k) => k.kind === 'lightRail')).toBe(false);
    expect(blue(after).supply.lightRails).toBe(linkTilesPrinted(contextFor(defaultRules, after.board), 'lightRail'));
    expect(blue(after).supply.lightRails).toBe(9);
  });
});

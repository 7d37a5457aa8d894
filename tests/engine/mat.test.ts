/** Player-mat reachability (p.7): bottom of a path, or next along the arrows after removed tiles. */
import { describe, expect, it } from 'vitest';
import { contextFor, defaultRules } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { fullMat, isReachable, reachableTiles, unlockLinks } from '../../src/engine/rulesets/pittsburgh/rules/mat.ts';
import { position, ok, player, refusal, base } from './helpers.ts';

const ctx = contextFor(defaultRules, 'three-four');

describe('mat reachability', () => {
  it('at setup only the bottom of each path is reachable', () => {
    expect(
      reachableTiles(ctx, fullMat(ctx))
        .map((p) => p.id)
        .sort(),
    ).toEqual(['coal-mine-1', 'coke-works-1', 'kerosene-2', 'manufacturer-1', 'steel-works-1'].sort());
  });
  it('the highest tile is not takeable first (FAQ mat-reachable)', () => {
    expect(isReachable(ctx, fullMat(ctx), 'generator-4')).toBe(false);
    expect(isReachable(ctx, fullMat(ctx), 'automobile-6')).toBe(false);
  });
  it('a tile opens when the place below is empty, walking through a link place', () => {
    const mat = { ...fullMat(ctx), 'kerosene-2': 0 };
    expect(isReachable(ctx, mat, 'kerosene-3')).toBe(true);
    expect(isReachable(ctx, mat, 'kerosene-4')).toBe(false);
  });
  it('branches open along arrows: Skyscraper (lower) after Steel II, not before', () => {
    const mat = { ...fullMat(ctx), 'steel-works-1': 0 };
    expect(isReachable(ctx, mat, 'skyscraper-lower')).toBe(false);
    expect(isReachable(ctx, { ...mat, 'steel-works-2': 0 }, 'skyscraper-lower')).toBe(true);
  });
  it('an empty place is not reachable', () => {
    expect(isReachable(ctx, { ...fullMat(ctx), 'coal-mine-1': 0 }, 'coal-mine-1')).toBe(false);
  });
  it('a link tile moves into the supply when the place below it empties', () => {
    const p = player(position(base()));
    p.mat = { ...p.mat, 'steel-works-1': 0 };
    const before = p.supply.pipelines.length;
    const got = unlockLinks(ctx, p);
    expect(got.map((g) => g.place)).toEqual(['link-steel-pipeline-vp3']);
    expect(p.supply.pipelines).toHaveLength(before + 1);
    expect(p.mat['link-steel-pipeline-vp3']).toBe(0);
  });
});

describe('mat through actions', () => {
  it('developing Steel I unlocks its VP pipeline into the supply', () => {
    const s = position(base({ industries: [{ owner: 'blue', place: 'coal-mine-1', space: 'pittsburgh-1' }] }));
    const { next, effects } = ok(s, { type: 'develop', card: 'ind-coal-1', tiles: [{ place: 'steel-works-1' }] });
    expect(effects).toContainEqual({
      kind: 'unlock',
      player: 'blue',
      place: 'link-steel-pipeline-vp3',
      link: { kind: 'pipeline', type: 'vp', perBarrel: { kind: 'vp', amount: 3 } },
    });
    expect(player(next).supply.pipelines.map((p) => p.type)).toContain('vp');
  });
  it('building a tile that is not reachable is refused', () => {
    const s = position(base());
    expect(refusal(s, { type: 'build', card: 'loc-pittsburgh-1', place: 'coal-mine-2', space: 'pittsburgh-1' })).toBe(
      'mat-tile-not-reachable',
    );
  });
  it('a scenario with emptied places has their links in the supply already', () => {
    const s = position(base({}, { removed: ['coal-mine-1', 'coal-mine-2'] }));
    expect(player(s).supply.heavyRails.map((h) => h.type)).toContain('cokeResource');
    expect(isReachable(ctx, player(s).mat, 'coal-mine-3')).toBe(true);
  });
});

/**
 * The rail network kept with a position (rules/rail-network.ts): after every link placed by the executor (one line
 * more, `Tx.appendLink`, or a light rail replaced), the network the next position reads is the one built afresh from
 * its links.
 */
import { describe, expect, it } from 'vitest';
import { contextFor, defaultRules, legalActions } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { execute } from '../../src/engine/rulesets/pittsburgh/actions/executor.ts';
import { railGraph } from '../../src/engine/rulesets/pittsburgh/rules/connectivity.ts';
import { railNetworkOf } from '../../src/engine/rulesets/pittsburgh/rules/rail-network.ts';
import { busyPosition } from '../../scripts/bench.ts';

describe('the rail network after links are placed', () => {
  it('is the network built afresh, for every network action of the complete list', () => {
    const s = busyPosition();
    const ctx = contextFor(defaultRules, s.board);
    const links = legalActions(s, undefined, { mode: 'complete' }).filter((l) => l.action.type === 'network');
    expect(links.length).toBeGreaterThan(1000);
    const kinds = new Set<string>();
    for (const l of links) {
      const r = execute(ctx, s, l.action);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      for (const e of r.effects) if (e.kind === 'link-built') kinds.add(e.link);
      expect(railNetworkOf(ctx, r.state.links).graph).toEqual(railGraph(ctx, r.state));
    }
    expect([...kinds].sort()).toEqual(['heavyRail', 'lightRail', 'pipeline']);
  });
});

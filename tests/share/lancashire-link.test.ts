/**
 * Lancashire share links (src/share/lancashire.ts): a position goes through a link and comes back the
 * same, in both periods and at the game's end; Pittsburgh's old `1.` links still read; a link of the
 * other ruleset and a damaged one are each named.
 */
import { describe, expect, it } from 'vitest';
import { newLancashireGame, playRandomLancashire, toPosition, validatePosition } from '../../src/engine/rulesets/lancashire/index.ts';
import type { LState } from '../../src/engine/rulesets/lancashire/index.ts';
import { spaces } from '../../src/engine/rulesets/lancashire/data/index.ts';
import { invariantCodes } from '../../src/engine/rulesets/lancashire/invariants.ts';
import { lancashirePositionErrorCodes } from '../../src/engine/rulesets/lancashire/validate.ts';
import { newGame } from '../../src/engine/rulesets/pittsburgh/index.ts';
import { en, zh } from '../../src/i18n/all-resources';
import { decodeLink, encodeLink, MAX_LINK_CHARS, packLink, scenarioOf } from '../../src/share/codec.ts';
import { decodeLancashireLink, encodeLancashireLink } from '../../src/share/lancashire.ts';

/** A game played at random for `steps` moves (or to its end). */
const played = (seed: number, steps: number): LState => playRandomLancashire({ players: 3, seed, maxSteps: steps, check: false }).final;

/** What a position keeps of a state. */
const kept = (s: LState) => ({
  period: s.period,
  round: s.round,
  actionsLeft: s.actionsLeft,
  acting: s.gameOver ? s.gameOver.winners[0] : s.order[s.turn],
  players: s.players.map((p) => [p.colour, p.cash, p.incomeSpace, p.vp, p.spent, p.hasBuilt, p.taken]),
  hand: s.players.find((p) => p.colour === (s.gameOver?.winners[0] ?? s.order[s.turn]))?.hand,
  tiles: s.tiles,
  links: s.links.map((l) => [l.id, l.owner]),
  coal: s.coalDemand,
  iron: s.ironDemand,
  distant: s.distant,
  deck: s.deck.length,
  over: s.gameOver !== undefined,
});

describe('Lancashire share links', () => {
  const moments: [string, LState][] = [
    ['a new game', newLancashireGame({ players: 4, seed: 5 })],
    ['the Canal period', played(11, 25)],
    ['the Rail period', played(12, 70)],
    ['the end of the game', played(13, 2000)],
  ];
  it('the moments below are what they say', () => {
    expect(moments[2]?.[1].period).toBe('rail');
    expect(moments[3]?.[1].gameOver).toBeDefined();
  });
  for (const [name, s] of moments)
    it(`${name}: through a link and back, the same position; written again, the same link`, async () => {
      const link = await encodeLancashireLink(s);
      expect(link).toMatch(/^2\.lancashire\.[A-Za-z0-9_-]+$/);
      expect(link.length).toBeLessThan(MAX_LINK_CHARS / 2);
      const back = await decodeLancashireLink(link);
      if (!back.ok) throw new Error(JSON.stringify(back.problem));
      expect(kept(back.state)).toEqual(kept(s));
      expect(back.position).toEqual(toPosition(s));
      expect(await encodeLancashireLink(back.state)).toBe(link);
    });

  it('the position writer writes what the validator accepts, and reading it back changes nothing', () => {
    const s = played(21, 40);
    const v = validatePosition(toPosition(s));
    if (!v.ok) throw new Error(JSON.stringify(v.errors));
    expect(toPosition(v.state)).toEqual(toPosition(s));
  });

  it("Pittsburgh's links read as before: `1.` (as first written) and `2.pittsburgh.`", async () => {
    const setup = scenarioOf(newGame({ players: 2, seed: 3 }))!;
    const old = await encodeLink(setup);
    expect(old).toMatch(/^1\./);
    const a = await decodeLink(old);
    const b = await decodeLink(`2.pittsburgh.${old.slice(2)}`);
    expect(a.ok && a.state.players.map((p) => p.cash)).toEqual(newGame({ players: 2, seed: 3 }).players.map((p) => p.cash));
    expect(b).toEqual(a);
  });

  it("each page names the other ruleset's link", async () => {
    const pitt = await encodeLink(scenarioOf(newGame({ players: 2, seed: 3 }))!);
    const lanc = await encodeLancashireLink(newLancashireGame({ players: 2, seed: 3 }));
    expect(await decodeLancashireLink(pitt)).toEqual({ ok: false, problem: { code: 'other-ruleset', params: { ruleset: 'pittsburgh' } } });
    expect(await decodeLink(lanc)).toEqual({ ok: false, problem: { code: 'other-ruleset', params: { ruleset: 'lancashire' } } });
  });

  it('a damaged or unknown link says which way it is wrong', async () => {
    const link = await encodeLancashireLink(played(31, 10));
    const no = (code: string, params?: object) => ({ ok: false, problem: { code, ...(params ? { params } : {}) } });
    expect(await decodeLancashireLink('')).toEqual(no('empty'));
    expect(await decodeLancashireLink('lancashire')).toEqual(no('no-version'));
    expect(await decodeLancashireLink(`2.chess.${link.slice(13)}`)).toEqual(no('unknown-ruleset', { ruleset: 'chess' }));
    expect(await decodeLancashireLink(link.replace(/^2\.lancashire\./, '2.'))).toEqual(no('unknown-ruleset', { ruleset: '' }));
    expect(await decodeLancashireLink(`${link.slice(0, 20)}$$`)).toEqual(no('not-base64'));
    expect(await decodeLancashireLink(link.slice(0, link.length - 9))).toEqual(no('bad-compression'));
    expect(await decodeLancashireLink(`9.${link.slice(2)}`)).toEqual(no('wrong-version', { version: '9', expected: 1 }));
    expect(await decodeLancashireLink('2.lancashire.' + 'A'.repeat(MAX_LINK_CHARS))).toEqual(
      no('link-too-long', { size: MAX_LINK_CHARS + 13, max: MAX_LINK_CHARS }),
    );
    expect(await decodeLancashireLink(await packLink('2.lancashire', '{"players": ['))).toEqual(no('not-json'));
  });

  it("a tampered position gives the validator's every error", async () => {
    const bad = { ...toPosition(newLancashireGame({ players: 2, seed: 1 })), players: 2, actor: 'blue', tiles: { nowhere: {} } };
    const r = await decodeLancashireLink(await packLink('2.lancashire', JSON.stringify(bad)));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem.code === 'invalid' && r.problem.errors.map((e) => `${e.code} ${e.path}`)).toEqual([
      'unknown-colour actor',
      'unknown-space tiles.nowhere',
      'unknown-colour tiles.nowhere.owner',
      'wrong-type tiles.nowhere.kind',
      'wrong-type tiles.nowhere.level',
      'wrong-type tiles.nowhere.cubes',
      'wrong-type tiles.nowhere.flipped',
    ]);
  });

  it('a position that cannot happen in a game names each broken rule by its code and values, not in words of one language', async () => {
    const coal = [...spaces].find(([, v]) => v.icons.includes('coal'))![0];
    const bad = {
      ...toPosition(newLancashireGame({ players: 2, seed: 1 })),
      tiles: {
        'birkenhead-1': { owner: 'red', kind: 'shipyard', level: 1, cubes: 0, flipped: false },
        [coal]: { owner: 'yellow', kind: 'coal', level: 1, cubes: 9, flipped: false },
      },
    };
    const r = await decodeLancashireLink(await packLink('2.lancashire', JSON.stringify(bad)));
    expect(!r.ok && r.problem.code === 'invalid' && r.problem.errors).toEqual([
      { code: 'broken-invariant', path: '', params: { problem: 'shipyard-face-up', space: 'birkenhead-1' } },
      { code: 'broken-invariant', path: '', params: { problem: 'tile-cubes', space: coal, kind: 'coal', cubes: 9, max: 2 } },
    ]);
  });

  it('a turn that cannot be names the player to move by their place in the turn order, counted from 1, in both languages', async () => {
    const bad = { ...toPosition(newLancashireGame({ players: 3, seed: 1 })), actionsLeft: 3 };
    const r = await decodeLancashireLink(await packLink('2.lancashire', JSON.stringify(bad)));
    const params = { place: 1, players: 3, actions: 3 };
    expect(!r.ok && r.problem.code === 'invalid' && r.problem.errors).toEqual([
      { code: 'broken-invariant', path: '', params: { problem: 'turn', ...params } },
    ]);
    const said = (lang: typeof en) =>
      Object.entries(params).reduce(
        (text, [k, v]) => text.replaceAll(`{{${k}}}`, String(v)),
        (lang as unknown as { editor: { invariant: { turn: string } } }).editor.invariant.turn,
      );
    expect(said(en)).toContain('place 1 of 3');
    expect(said(en)).toContain('actions left (3)');
    expect(said(zh)).toContain('第1位，共3位');
  });

  it("every error the Lancashire validator gives is said in both languages (editor.error, editor.invariant), as are the links' new problems", () => {
    for (const lang of [en, zh]) {
      const ed = (
        lang as unknown as { editor: { error: Record<string, string>; problem: Record<string, string>; invariant: Record<string, string> } }
      ).editor;
      expect(lancashirePositionErrorCodes.filter((c) => !ed.error[c])).toEqual([]);
      expect([...invariantCodes, 'not-playing'].filter((c) => !ed.invariant[c])).toEqual([]);
      expect(['other-ruleset', 'unknown-ruleset'].filter((c) => !ed.problem[c])).toEqual([]);
    }
  });
});

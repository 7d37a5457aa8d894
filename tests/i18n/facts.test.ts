/**
 * Facts a review of the texts against the sources found wrong or overstated, each pinned in both
 * languages (the sources: /work/shared/rules, pages cited in the texts).
 */
import { describe, expect, it } from 'vitest';
import { en, zh } from '../../src/i18n/all-resources';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

describe('facts in the texts', () => {
  it('link points come from the tiles built at a location and the merchants’ printed icons, not from the location (p.11)', () => {
    expect(en.glossary.terms['link-points'].meaning).toMatch(/industry tiles built in those locations/);
    expect(en.glossary.terms['link-points'].meaning).not.toMatch(/printed beside a location/);
    expect(zh.glossary.terms['link-points'].meaning).toContain('产业板块');
    expect(zh.glossary.terms['link-points'].meaning).not.toContain('印在地点旁边');
  });

  it('the printed 2-player side is public in part (p.11’s example, a public test version), never "not public"', () => {
    const all = { en: leaves(en as Tree), zh: leaves(zh as Tree) };
    expect(all.en.filter((s) => /2-player side (of the board )?is not public/.test(s))).toEqual([]);
    expect(all.zh.filter((s) => /2 ?人面(尚未|没有)公开/.test(s))).toEqual([]);
    expect(en.board.twoNote).toMatch(/public only in part/);
    expect(zh.board.twoNote).toContain('只公开了一部分');
  });

  it('Era 2 is an era of 8 rounds, not "the game’s last round"; its last round is (p.11)', () => {
    const fine = { en: en.faqAnswers.items['era-scoring'].finePoint, zh: zh.faqAnswers.items['era-scoring'].finePoint };
    expect(fine.zh).not.toContain('第二时代是整局最后一轮');
    expect(fine.zh).toContain('第二时代的最后一轮也是整局的最后一轮');
    expect(fine.en).toContain("Era 2's last round, which is also the game's last round");
  });

  it('lesson 1’s develop hint names Vanderbilt, the source when no connected industry has the iron (p.7)', () => {
    expect(en.lesson.coach.rules['iron-by-rail'].develop).toMatch(/Vanderbilt \(iron \$7/);
    expect(zh.lesson.coach.rules['iron-by-rail'].develop).toContain('范德比尔特');
  });

  it('Brass: Lancashire is 《工业革命：兰开夏》 in Chinese, as on every other page; four texts once said 黄铜', () => {
    expect(leaves(zh as Tree).filter((s) => s.includes('黄铜'))).toEqual([]);
  });

  it('the pipeline kinds are the printed Income, Money, VP and Reserve Pipelines', () => {
    expect(en.faqAnswers.items['pipeline-kinds'].answer).toMatch(/^Income, Money and VP Pipelines/);
  });
});

/**
 * Rewrites src/ui/board/label-choices.json: where each place and oilfield name of both boards goes,
 * in both languages, at every scale the app draws names at (src/ui/board/labelPlacement.ts searches;
 * this keeps its answers so a page never waits for the search). Run after a name, the board layout
 * or the placement changes; tests/ui/label-placement.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { board2, board34 } from '../src/engine/rulesets/pittsburgh/data/index.ts';
import { boardLayout } from '../src/ui/board/layout.ts';
import { chooseLabels, choiceKey } from '../src/ui/board/labelPlacement.ts';
import { TEXT_SCALES } from '../src/ui/board/textScale.ts';

const out: Record<string, Record<string, number>> = {};
for (const board of [board34, board2])
  for (const lang of ['en', 'zh'] as const)
    for (const scale of TEXT_SCALES) out[choiceKey(board, lang, scale)] = chooseLabels(board, boardLayout(board), lang, scale);
const file = new URL('../src/ui/board/label-choices.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
console.log(
  `label-choices.json: ${Object.keys(out).length} boards × languages × scales, ${Object.values(out).reduce((n, c) => n + Object.keys(c).length, 0)} names`,
);

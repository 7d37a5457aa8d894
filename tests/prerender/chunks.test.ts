/** The code a pre-rendered page lists (scripts/prerender-chunks.ts): its own chunks and theirs, never the entry's again. */
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chunkGraphOf, pagePreloads } from '../../scripts/prerender-chunks';

const chunk = (fileName: string, over: Partial<Rollup.OutputChunk>) =>
  ({ type: 'chunk', fileName, imports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...over }) as Rollup.OutputChunk;

const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], facadeModuleId: '/app/index.html' }),
  'assets/react.js': chunk('assets/react.js', {}),
  'assets/LessonPlayer.js': chunk('assets/LessonPlayer.js', { isDynamicEntry: true, facadeModuleId: '/app/src/ui/lesson/LessonPlayer.tsx', imports: ['assets/react.js', 'assets/engine.js'] }),
  'assets/engine.js': chunk('assets/engine.js', { imports: ['assets/data.js'] }),
  'assets/data.js': chunk('assets/data.js', {}),
  'assets/board.js': chunk('assets/board.js', { isDynamicEntry: true, facadeModuleId: '/app/src/i18n/locales/en/board.json' }),
  'assets/MatPage.js': chunk('assets/MatPage.js', { isDynamicEntry: true, facadeModuleId: '/app/src/ui/pages/MatPage.tsx' }),
  'assets/style.css': { type: 'asset', fileName: 'assets/style.css' } as Rollup.OutputAsset,
} as Rollup.OutputBundle;

describe('the code a pre-rendered page lists', () => {
  const graph = chunkGraphOf(BUNDLE);

  it('is the chunks of the lazy parts and areas its render evaluated, with what they import, less the entry', () => {
    const evaluated = ['/app/src/ui/App.tsx', '/app/src/ui/lesson/LessonPlayer.tsx', '/app/src/i18n/locales/en/board.json', 'react'];
    expect(pagePreloads(graph, evaluated, '/').sort()).toEqual(['/assets/LessonPlayer.js', '/assets/board.js', '/assets/data.js', '/assets/engine.js']);
  });

  it('is nothing for a page that evaluated no lazy part, and follows the base', () => {
    expect(pagePreloads(graph, ['/app/src/ui/App.tsx'], '/')).toEqual([]);
    expect(pagePreloads(graph, ['/app/src/ui/pages/MatPage.tsx'], '/brass/')).toEqual(['/brass/assets/MatPage.js']);
  });
});

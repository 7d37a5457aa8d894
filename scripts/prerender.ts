/**
 * The build's pre-rendered pages (a Vite plugin, used by vite.config.ts): after the browser build,
 * every address of src/prerender/pages.ts is rendered to HTML in English by the app itself
 * (src/prerender/render.tsx, loaded through Vite's SSR loader) and written next to index.html
 * as `<path>.html`, with its own title and description; `/` replaces index.html. The empty page
 * the app started from stays as shell.html: the service worker answers every later navigation with
 * it, and so does a server for addresses that have no file of their own. The browser hydrates a
 * pre-rendered page when it is the one asked for, in English, and renders from nothing otherwise
 * (src/main.tsx).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

interface RenderModule {
  prerenderedPaths(): string[];
  fileOf(path: string): string;
  renderPage(path: string, base: string): Promise<{ html: string; title: string; description: string }>;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** index.html with the page's content in #root and the page's own title and description. */
export function fillTemplate(template: string, path: string, page: { html: string; title: string; description: string }): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`prerender: index.html has no ${root}`);
  return (
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeAttr(page.description)}"`)
      .replace(root, () => `<div id="root" data-page="${escapeAttr(path)}" data-lang="en" data-hydrating>${page.html}</div>`)
      // The page is in the HTML: its code is not needed for the first paint, so the stylesheet goes first.
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
  );
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'brass:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Before the service worker is generated (vite-plugin-pwa's closeBundle), so shell.html is precached.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const started = Date.now();
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, 'shell.html'), template);
        const base = config.base.replace(/\/$/, '');
        const server = await createServer({
          configFile: false,
          root: config.root,
          base: config.base,
          mode: 'production',
          plugins: [react()],
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
          // A cache of its own per output folder: the browser tests build two sites at once, and two
          // servers sharing node_modules/.vite raced to commit React's optimised copy there
          // (ENOTEMPTY on a clean clone, a failed CI run).
          cacheDir: join(config.cacheDir, `prerender-${basename(outDir)}`),
        });
        try {
          const mod = (await server.ssrLoadModule('/src/prerender/render.tsx')) as RenderModule;
          const paths = mod.prerenderedPaths();
          for (const path of paths) {
            const page = await mod.renderPage(path, base);
            // The CSP allows no inline script: a page that still waited for something would carry one.
            if (/<script/i.test(page.html)) throw new Error(`prerender: ${path} rendered an inline script (a part never finished loading)`);
            // Nor any style attribute: the browser would ignore it, and hydration would never put it back.
            const styled = /<[^>]*\sstyle="[^"]*"/.exec(page.html);
            if (styled) throw new Error(`prerender: ${path} rendered a style attribute, which the CSP blocks: ${styled[0].slice(0, 120)}`);
            const file = join(outDir, mod.fileOf(path));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, fillTemplate(template, path, page));
          }
          config.logger.info(`prerender: ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * `vite preview` (and so `npm start` and the browser tests) answers an address without a file of its
 * own with shell.html, not with the pre-rendered Home, as a deployment should (docs/DEPLOY.md).
 */
export function shellFallback(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'brass:shell-fallback',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://x');
        const accept = req.headers.accept ?? '';
        if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html') && url.pathname.startsWith(config.base)) {
          const rel = decodeURIComponent(url.pathname.slice(config.base.length));
          const file = rel === '' ? 'index.html' : rel.endsWith('/') ? `${rel}index.html` : extname(rel) ? rel : `${rel}.html`;
          if (!existsSync(join(outDir, file)) && existsSync(join(outDir, 'shell.html'))) req.url = `${config.base}shell.html${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * Which code a pre-rendered page needs beyond the entry (scripts/prerender.ts): the build's chunks, and for a
 * page the chunks of the modules its render evaluated (its lazy parts, its translation areas) with every chunk
 * they import, less what the entry already brings. Listed in the page's HTML, they load beside the entry.
 */
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

export interface ChunkGraph {
  /** A dynamically imported chunk's file, by the source module it stands for. */
  readonly dynamicEntries: ReadonlyMap<string, string>;
  /** The chunks each chunk imports statically, by file. */
  readonly imports: ReadonlyMap<string, readonly string[]>;
  /** The entry chunk and everything it imports statically: already in the page's HTML. */
  readonly entry: ReadonlySet<string>;
}

export function chunkGraphOf(bundle: OutputBundle): ChunkGraph {
  const dynamicEntries = new Map<string, string>();
  const imports = new Map<string, readonly string[]>();
  const entries: string[] = [];
  for (const out of Object.values(bundle)) {
    if (out.type !== 'chunk') continue;
    imports.set(out.fileName, out.imports);
    if (out.isEntry) entries.push(out.fileName);
    if (out.isDynamicEntry && out.facadeModuleId) dynamicEntries.set(out.facadeModuleId, out.fileName);
  }
  return { dynamicEntries, imports, entry: closure(entries, imports) };
}

function closure(start: readonly string[], imports: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of imports.get(file) ?? []) visit(dep);
  };
  start.forEach(visit);
  return seen;
}

/** The addresses of the chunks a page needs beyond the entry's, given the source modules its render evaluated. */
export function pagePreloads(graph: ChunkGraph, modules: Iterable<string>, base: string): string[] {
  const started = [...modules].flatMap((id) => {
    const file = graph.dynamicEntries.get(id);
    return file ? [file] : [];
  });
  return [...closure(started, graph.imports)].filter((file) => !graph.entry.has(file)).map((file) => `${base}${file}`);
}

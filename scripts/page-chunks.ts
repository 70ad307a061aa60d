// Which chunk each module of the client goes in, so that a prerendered public page loads a handful of
// chunks holding just the code it runs (decision 0068). Rolldown's own splitting makes one chunk per set
// of importing screens, counting the back office's thirty screens too: the landing loaded 62 chunks,
// most of them 1 KB, and each request costs a phone's main thread and the browser's network threads.
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import PRERENDERED from '../src/client/config/prerendered-pages.json';

/** The part of the module graph this needs: a module's static and dynamic imports, by id. */
export interface ModuleGraph {
  ids: readonly string[];
  staticImports: (id: string) => readonly string[];
  dynamicImports: (id: string) => readonly string[];
  /** Whether some module imports this one dynamically: it keeps a chunk of its own (the build manifest names it). */
  isDynamicEntry: (id: string) => boolean;
}

export interface PageRoots {
  /** The app shell every page runs (src/client/boot.tsx). */
  shell: string;
  /** The loader (src/client/main.tsx): its modules stay in the entry, needed before the first paint. */
  loader: string;
  /** Each prerendered page's screen module, by page name. */
  screens: Record<string, string>;
}

function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...graph.staticImports(id));
  }
  return seen;
}

/**
 * Chunk names by module id. The shell's modules go in `boot`. A module that prerendered pages import
 * goes in one chunk per set of such pages (`page-quiz`, `pages-landing-signals`...), so a public page
 * loads no other page's code. A page's screen and the lazy sections it loads count apart
 * (`page-landing-sections`): the screen's chunk then imports only what the screen itself runs, and the
 * sections stay lazy. Modules no public page imports are left to rolldown (member and back-office screens).
 */
export function pageChunkGroups(graph: ModuleGraph, roots: PageRoots): Map<string, string> {
  const loader = staticClosure(graph, [roots.loader]);
  const shell = staticClosure(graph, [roots.shell]);
  // boot.tsx's own dynamic imports run on every prerendered page before it hydrates (the signed-in
  // user's declaration). Their modules are left to rolldown: grouped with the pages that also import
  // them, they would load those pages' code on every page (decision 0072: every page built /login's
  // and /register's account schemas, from a chain of chunks fetched one round trip after another).
  const everyPage = staticClosure(graph, graph.dynamicImports(roots.shell));
  const usersOf = new Map<string, Set<string>>();
  const use = (ids: Set<string>, user: string) => {
    for (const id of ids) usersOf.set(id, (usersOf.get(id) ?? new Set()).add(user));
  };
  for (const [page, screen] of Object.entries(roots.screens)) {
    if (!graph.ids.includes(screen)) continue;
    const own = staticClosure(graph, [screen]);
    use(own, page);
    const sections = staticClosure(graph, graph.dynamicImports(screen));
    use(new Set([...sections].filter((id) => !own.has(id))), `${page}-sections`);
  }
  const groups = new Map<string, string>();
  for (const id of graph.ids) {
    if (loader.has(id) || graph.isDynamicEntry(id) || (everyPage.has(id) && !shell.has(id))) continue;
    if (shell.has(id)) groups.set(id, 'boot');
    else {
      const users = [...(usersOf.get(id) ?? [])].sort();
      if (users.length === 1) groups.set(id, `page-${users[0]}`);
      else if (users.length > 1) groups.set(id, `pages-${users.join('-')}`);
    }
  }
  return groups;
}

/**
 * lucide-react's index imports every icon, so following it would make every icon part of every page
 * that shows one. Instead a module importing the index counts as importing the icons it names.
 */
export function iconModulesOf(importerCode: string, iconFiles: ReadonlyMap<string, string>): string[] {
  const files: string[] = [];
  for (const m of importerCode.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
    for (const spec of m[1].split(',')) {
      const file = iconFiles.get(spec.trim().split(/\s+as\s+/)[0]);
      if (file) files.push(file);
    }
  return files;
}

/** Icon name -> module id, from lucide-react's index (`export { default as Name, ... } from './icons/x.mjs'`). */
export function iconFilesOf(indexId: string, indexCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of indexCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g))
    for (const spec of m[1].split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[1];
      if (name) files.set(name, resolve(dirname(indexId), m[2]));
    }
  return files;
}

/**
 * The Vite plugin: it reads the module graph once the client build has it, and `groupOf` (a
 * codeSplitting group's `name`) answers from it when rolldown makes the chunks. Client build only.
 */
export function pageChunks(root: string): { plugin: Plugin; groupOf: (id: string) => string | null } {
  let groups = new Map<string, string>();
  const src = (file: string) => `${root}/src/client/${file}`;
  const plugin: Plugin = {
    name: 'trendlab-page-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const lucideIndex = ids.find((id) => id.endsWith('/lucide-react/dist/esm/lucide-react.mjs'));
      const iconFiles = lucideIndex
        ? iconFilesOf(lucideIndex, info(lucideIndex)?.code ?? '')
        : new Map<string, string>();
      const graph: ModuleGraph = {
        ids,
        staticImports: (id) => {
          const imported = info(id)?.importedIds ?? [];
          if (!lucideIndex || !imported.includes(lucideIndex)) return imported;
          const icons = iconModulesOf(info(id)?.code ?? '', iconFiles);
          return [...imported.filter((i) => i !== lucideIndex), ...icons];
        },
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
        isDynamicEntry: (id) => (info(id)?.dynamicImporters.length ?? 0) > 0,
      };
      const screens = Object.fromEntries(
        Object.values(PRERENDERED).map((file) => {
          const page = file.replace(/\.html$/, '');
          return [page, src(`routes/${page}.tsx`)];
        }),
      );
      groups = pageChunkGroups(graph, { shell: src('boot.tsx'), loader: src('main.tsx'), screens });
    },
  };
  return { plugin, groupOf: (id) => groups.get(id) ?? null };
}

// Prerenders the public pages: the server bundle of src/client/entry-server.tsx renders
// each page's whole tree into dist/client/index.html's #root, with the stylesheet inlined so the
// first screen paints from the HTML alone, before any JavaScript runs; the client then hydrates it.
// Each page also names every chunk it needs before hydrating (the app, its screen, the screen's lazy
// sections and their imports), so the loader fetches them at once after the first paint, not one by one.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CLIENT = 'dist/client';
const SSR = 'dist/ssr';
/** The pages served prerendered: path -> file under dist/client/pages (the server reads the same list). */
export const PRERENDERED = JSON.parse(
  readFileSync(new URL('../src/client/config/prerendered-pages.json', import.meta.url), 'utf8'),
);

export async function prerender() {
  execSync(`npx vite build --ssr src/client/entry-server.tsx --outDir ${SSR} --logLevel warn`, {
    stdio: 'inherit',
  });
  const { renderPage } = await import(pathToFileURL(join(process.cwd(), SSR, 'entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(CLIENT, MANIFEST), 'utf8'));
  const index = readFileSync(join(CLIENT, 'index.html'), 'utf8');
  // Pages that are not prerendered still fetch the app at once rather than after the entry runs.
  writeFileSync(join(CLIENT, 'index.html'), withPreloads(index, appChunks(manifest)));
  const shell = inlineStylesheets(index);
  // The shell's own dynamic imports: boot.tsx loads them on every prerendered page before it hydrates.
  const everyPage = manifest[SHELL].dynamicImports ?? [];
  mkdirSync(join(CLIENT, 'pages'), { recursive: true });
  for (const [path, file] of Object.entries(PRERENDERED)) {
    const { html, queries } = await renderPage(path);
    // pages/landing.html is the screen src/client/routes/landing.tsx, and so on.
    const screen = `src/client/routes/${file.replace(/\.html$/, '.tsx')}`;
    if (!manifest[screen]) throw new Error(`${path}: no chunk for ${screen} in the build manifest`);
    const chunks = appChunks(manifest, [...everyPage, screen, ...(manifest[screen].dynamicImports ?? [])]);
    writeFileSync(
      join(CLIENT, 'pages', file),
      withPreloads(shell, chunks)
        .replace(
          '</head>',
          `  <meta name="app-queries" content="${queries.map(escapeAttr).join(' ')}">\n  </head>`,
        )
        .replace('<div id="root"></div>', `<div id="root">${html}</div>`),
    );
  }
  rmSync(SSR, { recursive: true, force: true });
  rmSync(join(CLIENT, '.vite'), { recursive: true, force: true }); // never served
  console.log(`prerendered ${Object.keys(PRERENDERED).length} pages`);
}

const MANIFEST = '.vite/manifest.json';
const SHELL = 'src/client/boot.tsx';

const escapeAttr = (s) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Files of the chunks needed to start the app (what the loader imports: React DOM, Zod's core,
 * boot.tsx) plus `extra` manifest keys, with all their static imports; the entry itself is excluded
 * (its script tag loads it). The loader's dynamic imports are listed on the chunk that holds it, a
 * static import of the entry, not on the entry: a chunk left off the list was fetched only when the
 * loader asked for it, one more round trip before hydration.
 */
function appChunks(manifest, extra = []) {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loader = [entry, ...(entry.imports ?? []).map((key) => manifest[key])];
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const key of [...loader.flatMap((c) => c.dynamicImports ?? []), ...extra]) visit(key);
  files.delete(entry.file);
  return [...files];
}

/**
 * The chunk list goes in a meta tag, not as modulepreload links: the loader (src/client/main.tsx)
 * preloads them all at once after the first paint, so nothing but the HTML and the small entry
 * competes with the first screen (Lighthouse counts every request begun before it, decision 0023).
 */
function withPreloads(html, files) {
  return html.replace('</head>', `  <meta name="app-chunks" content="${files.join(' ')}">\n  </head>`);
}

/**
 * `<link rel="stylesheet" href="/assets/x.css">` becomes a `<style>`: no render-blocking request. A
 * disabled link to the same file stays (a disabled stylesheet is not fetched): Vite's loader of lazy
 * chunks looks for that link, and without it would fetch the stylesheet again and restyle the whole
 * page while it hydrates.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_m, file) => {
    const css = readFileSync(join(CLIENT, file), 'utf8');
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender();
  // The rendered tree leaves timers behind (the query cache's 5-minute garbage collection): the
  // build would sit idle until they fire.
  process.exit(0);
}

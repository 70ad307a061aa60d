// Prerenders the public pages (issue 14): the server bundle of src/client/entry-server.tsx renders
// each page's whole tree into dist/client/index.html's #root, with the stylesheet inlined so the
// first screen paints from the HTML alone, before any JavaScript runs; the client then hydrates it.
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
  const shell = inlineStylesheets(readFileSync(join(CLIENT, 'index.html'), 'utf8'));
  mkdirSync(join(CLIENT, 'pages'), { recursive: true });
  for (const [path, file] of Object.entries(PRERENDERED)) {
    const html = await renderPage(path);
    writeFileSync(
      join(CLIENT, 'pages', file),
      shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`),
    );
  }
  rmSync(SSR, { recursive: true, force: true });
  console.log(`prerendered ${Object.keys(PRERENDERED).length} pages`);
}

/** `<link rel="stylesheet" href="/assets/x.css">` becomes a `<style>`: no render-blocking request. */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_m, file) => {
    const css = readFileSync(join(CLIENT, file), 'utf8');
    return `<style>${css}</style>`;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender();
  // The rendered tree leaves timers behind (the query cache's 5-minute garbage collection): the
  // build would sit idle until they fire.
  process.exit(0);
}

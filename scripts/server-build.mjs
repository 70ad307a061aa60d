// Builds the server to one JavaScript file, dist/server/main.js (decision 0051): Node loads it in about
// a third of the time and with 60 MB less memory than the TypeScript sources through tsx.
// Used by `npm start` and `npm run build`; development and tests keep running the sources with tsx.
import { build } from 'esbuild';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = 'src/server/main.ts';
export const SERVER_BUNDLE = 'dist/server/main.js';
/** The strategy lab's worker thread (features/lab/pool.ts finds it next to the bundle). */
export const LAB_WORKER_ENTRY = 'src/server/features/lab/lab-worker.ts';
export const LAB_WORKER_BUNDLE = 'dist/server/lab-worker.js';
/**
 * Node's flags for the built server, wherever it runs (`npm start`, `npm run serve`, the benchmarks,
 * cluster workers inherit them). V8's young generation starts at 1 MB and stays there while few
 * objects survive, as in a server answering from memory: a scavenge every few hundred answers, each
 * paying a fixed walk of the startup snapshot's object cache. 16 MB from the start: up to 30 MB more
 * per process for 5-8% fewer instructions per cached answer (decision 0066). V8 reads the
 * flag only at start, so it is on the command line; package.json's `serve` repeats it (a test checks).
 */
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16'];
const OUT_DIR = resolve(ROOT, 'dist/server');

/**
 * Source files find their runtime files next to themselves (`new URL('./migrations', import.meta.url)`,
 * the game data asset, createRequire of a package). In the bundle import.meta.url would be the bundle's
 * own URL, so each module's import.meta.url is replaced by the URL of its source file, found from the
 * bundle's place: the migrations, the asset and every other file are read where they are in the repo.
 */
const sourceMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      if (/import\.meta\.(dirname|filename)\b/.test(text))
        throw new Error(`${args.path}: use import.meta.url (the server build maps it to the source file)`);
      const fromBundle = relative(OUT_DIR, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: text.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Writes dist/server/main.js (and its source map) in one rename, so a starting server never reads half a file. */
export async function buildServer() {
  const tmp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await build({
    absWorkingDir: ROOT,
    entryPoints: [SERVER_ENTRY],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node26',
    // Every npm package stays a runtime import: native and wasm modules (argon2, PGlite), pdfkit's fonts
    // and the packages' own files resolve from node_modules as under tsx.
    packages: 'external',
    // The map is written but not loaded by default: --enable-source-maps costs ~15 MB and ~0.3 s per
    // process. The bundle is not minified (each module is marked with its source path), so stack traces
    // stay readable; NODE_OPTIONS=--enable-source-maps maps them to the TypeScript lines when wanted.
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceMetaUrl],
    // The lab's pool loads the built worker only from the bundle (under tsx it runs the source).
    define: { 'process.env.TRENDLAB_SERVER_BUNDLE': '"true"' },
  });
  // The worker first: a server started from the new bundle finds it in place.
  await build({
    absWorkingDir: ROOT,
    entryPoints: [LAB_WORKER_ENTRY],
    outfile: LAB_WORKER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node26',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The map is named after the temporary file: point the bundle at the final name.
  const js = (await readFile(resolve(ROOT, tmp), 'utf8')).replace(
    /\/\/# sourceMappingURL=.*\n?$/,
    '//# sourceMappingURL=main.js.map\n',
  );
  await writeFile(resolve(ROOT, tmp), js);
  await rename(resolve(ROOT, `${tmp}.map`), resolve(ROOT, `${SERVER_BUNDLE}.map`));
  await rename(resolve(ROOT, tmp), resolve(ROOT, SERVER_BUNDLE));
  return SERVER_BUNDLE;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Built ${SERVER_BUNDLE} in ${Math.round(performance.now() - started)} ms`);
}

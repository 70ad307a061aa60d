import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { pageChunks } from './scripts/page-chunks';
import { reactEsm } from './scripts/react-esm';

const API_PORT = Number(process.env.PORT ?? 5000);

/**
 * The chunks every page runs while it starts (React DOM, the router and query libraries, the app
 * shell) carry V8's explicit compile hint: the browser compiles all their functions on a background
 * thread while the file streams in, instead of one by one on the main thread when each is first called
 * during hydration (decision 0060). Page chunks keep lazy compilation: most of their code runs later.
 */
const EAGER_CHUNKS = new Set(['react-dom', 'router-query', 'boot']);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function compileHints(): Plugin {
  return {
    name: 'trendlab-compile-hints',
    apply: 'build',
    // After minification, which drops comments, and after Vite's own rewrites of the chunks (the
    // magic comment must open the file). The files' names keep the hash of the code without it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && EAGER_CHUNKS.has(chunk.name)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const pageChunk = pageChunks(root);

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [reactEsm(root), react(), tailwindcss(), compileHints(), pageChunk.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest tells scripts/prerender.mjs which chunks each prerendered page needs (it then deletes it).
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      output: {
        // Each module's body runs when it is first imported, in source order, whatever chunk holds it
        // (rolldown wraps it in an init function): the groups below may then put a module in a chunk
        // of its own set of pages without breaking the order its importers expect (decision 0068).
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router-query', test: /node_modules[\\/](react-router|@tanstack)[\\/]/, priority: 3 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            // The rest of what the prerendered pages run: the shell in `boot`, each page's own code in
            // one chunk per set of pages that share it (scripts/page-chunks.ts).
            {
              name: pageChunk.groupOf,
              debugName: 'page-chunks',
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false } },
  },
});

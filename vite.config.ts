import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageChunks } from './scripts/page-chunks';

const API_PORT = Number(process.env.PORT ?? 5000);

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const pageChunk = pageChunks(root);

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), pageChunk.plugin],
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

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PORT = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
        // Every page needs these libraries: a few chunks instead of dozens of small ones. main.tsx
        // evaluates each in a task of its own (one chunk's evaluation is one task; Total Blocking Time).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router-query', test: /node_modules[\\/](react-router|@tanstack)[\\/]/, priority: 3 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
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

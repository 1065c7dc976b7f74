import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/build/precompress.js';
import { preloadFont } from './scripts/build/preload-font.js';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss(), preloadFont(), precompress()],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@': fromRoot('./client'),
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger files (issue 15, Lighthouse): automatic splitting gave /dashboard 51
        // scripts, most under 1 KB, and over HTTP/1.1 (six connections) each costs a round trip.
        // Common chunks under 20 KiB are copied into the chunks that use them instead (13
        // scripts); rolldown's runtime keeps one instance of each module across the copies.
        // Styles stay in their own files. Experimental in rolldown 1.x: check on upgrades.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 20 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/uploads': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
});

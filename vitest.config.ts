import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./client', import.meta.url)),
    },
  },
  test: {
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

/** `src` as a file path, without needing Node's types in a browser project. */
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: { '@': srcDir },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Node server; `ZX_BACKEND=http://127.0.0.1:3100 npx vite` points the proxy elsewhere. */
const nodeEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const backend = nodeEnv.ZX_BACKEND ?? 'http://127.0.0.1:3000';

/** `src` as a file path, without needing Node's types in a browser project. */
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/** Served by the same server under /admin (apps/server's web-app.ts). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      // Exactly `zod`: the wrapper itself imports `zod/v4`.
      { find: /^zod$/, replacement: `${srcDir}/lib/zod-without-eval.ts` },
    ],
  },
  server: { port: 5174, proxy: { '/api/admin': { target: backend, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
});

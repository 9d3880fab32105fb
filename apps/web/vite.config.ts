import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Node server; `ZX_BACKEND=http://127.0.0.1:3100 npx vite` points the proxy elsewhere. */
const nodeEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const backend = nodeEnv.ZX_BACKEND ?? 'http://127.0.0.1:3000';
/**
 * Paths the Node server answers; the dev and preview servers pass them through. `/media/` serves
 * the signed lesson videos and slides; `/dev/` is the development WeChat scan page, shown in the
 * login modal's QR frame.
 */
const proxy = Object.fromEntries(
  ['/api', '/healthz', '/readyz', '/uploads', '/media/', '/dev/'].map((path) => [
    path,
    { target: backend, changeOrigin: false },
  ]),
);

/**
 * Vendor groups. Everything the shell needs on every page is split by library so that a change
 * in our code does not bust the cache of the big, rarely changing ones; what only some routes use
 * (QR code generator, player ...) stays inside the lazy chunks that import it.
 */
const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router)[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
];

/** `src` as a file path, without needing Node's types in a browser project. */
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      // Exactly `zod`: the wrapper itself imports `zod/v4`.
      { find: /^zod$/, replacement: `${srcDir}/lib/zod-without-eval.ts` },
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the chunk graph scripts/first-load-size.mjs measures.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
});

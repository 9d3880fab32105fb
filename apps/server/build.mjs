// Bundles the server into dist/main.mjs; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspacePackages = new Set(['@zhixue/contract']);
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !workspacePackages.has(name));

await build({
  entryPoints: ['src/main.ts'],
  // A private output (SERVER_BUILD_OUT=dist-mine/main.mjs) lets parallel journeys run against their own build.
  outfile: process.env.SERVER_BUILD_OUT ?? 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'zod'],
  // `require` for any bundled CommonJS code; its import has a name of its own, since esbuild does not
  // see the banner and would repeat a source file's own `import { createRequire }` beside it.
  banner: {
    js: "import { createRequire as createBannerRequire } from 'node:module'; const require = createBannerRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`server bundled: apps/server/${process.env.SERVER_BUILD_OUT ?? 'dist/main.mjs'}`);

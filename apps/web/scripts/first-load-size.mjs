// Measures the JavaScript the home page loads first: the entry chunk, the chunks it imports
// statically (the modulepreload links of index.html), and the home route chunk with its own
// static imports. Sizes are gzip level 9 of the built files. Run after `npm run build -w @zhixue/web`.
//   node apps/web/scripts/first-load-size.mjs [--budget 170]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetArg = process.argv.indexOf('--budget');
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 170;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/pages/home-page.tsx'));
if (!entryKey || !homeKey) throw new Error('entry or home chunk not found in the manifest');

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entryKey);
collect(homeKey);

let total = 0;
const rows = [...files].map((file) => {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  return { file, kb: (gz / 1024).toFixed(2) };
});
rows.sort((a, b) => Number(b.kb) - Number(a.kb));
for (const row of rows) console.log(`${row.kb.padStart(8)} KB  ${row.file}`);
const totalKb = total / 1024;
console.log(
  `${totalKb.toFixed(2).padStart(8)} KB  total first-load JavaScript (gzip), budget ${budgetKb} KB`,
);
if (totalKb > budgetKb) {
  console.error('over budget');
  process.exit(1);
}

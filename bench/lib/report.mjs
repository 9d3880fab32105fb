import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** @typedef {import('./load.mjs').LoadResult} LoadResult */
/** @typedef {import('./bundle-size.mjs').FirstLoad} FirstLoad */

export const JS_BUDGET_KB = 170;

/**
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {number[]} rightAligned column indexes
 */
function table(header, rows, rightAligned) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) =>
        rightAligned.includes(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * @param {LoadResult[]} results
 * @param {LoadResult} ceiling
 * @param {LoadResult} dbFloor
 */
export function formatLoadTable(results, ceiling, dbFloor) {
  const rows = results.map((result) => [
    result.path,
    result.requestsPerSecond.toFixed(0),
    result.p99Ms.toFixed(1),
    (result.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2),
    (result.requestsPerSecond / dbFloor.requestsPerSecond).toFixed(2),
    String(result.errors + result.non2xx),
  ]);
  return table(['call', 'req/s', 'p99 ms', 'x ceiling', 'x db floor', 'errors'], rows, [1, 2, 3, 4, 5]);
}

/** @param {FirstLoad} firstLoad */
export function formatFirstLoad(firstLoad) {
  const rows = firstLoad.files.map((file) => [file.kind, file.path, kb(file.bytes), kb(file.gzipBytes)]);
  for (const kind of /** @type {const} */ (['js', 'css'])) {
    rows.push([kind, 'total', kb(firstLoad.totals[kind].bytes), kb(firstLoad.totals[kind].gzipBytes)]);
  }
  return table(['kind', 'file', 'KB', 'KB gzip -9'], rows, [2, 3]);
}

/** @param {FirstLoad} firstLoad */
export function budgetLine(firstLoad) {
  const gzipKb = firstLoad.totals.js.gzipBytes / 1024;
  const verdict = gzipKb <= JS_BUDGET_KB ? 'OK' : 'OVER';
  return {
    ok: verdict === 'OK',
    text: `JS first load: ${gzipKb.toFixed(1)} KB gzip (budget ${JS_BUDGET_KB} KB): ${verdict}`,
  };
}

/**
 * @param {string} file
 * @param {unknown} results
 */
export function writeJson(file, results) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

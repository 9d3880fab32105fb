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
    result.label,
    result.requestsPerSecond.toFixed(0),
    result.p99Ms.toFixed(1),
    (result.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2),
    (result.requestsPerSecond / dbFloor.requestsPerSecond).toFixed(2),
    cpuText(result.serverCpuMsPerRequest),
    cpuText(result.databaseCpuMsPerRequest),
    String(result.errors + result.non2xx),
  ]);
  return table(
    ['call', 'req/s', 'p99 ms', 'x ceiling', 'x db floor', 'server CPU ms/req', 'db CPU ms/req', 'errors'],
    rows,
    [1, 2, 3, 4, 5, 6, 7],
  );
}

/** @param {number | null} ms */
const cpuText = (ms) => (ms === null ? '-' : ms.toFixed(3));

/**
 * One measurement as printed when it ends: throughput, p99 and the CPU each request cost.
 *
 * @param {LoadResult} result
 * @param {string} [note] how it was measured, in parentheses
 */
export function lineOf(result, note) {
  return (
    `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(1)} ms, ` +
    `CPU/req server ${cpuText(result.serverCpuMsPerRequest)} ms + db ${cpuText(result.databaseCpuMsPerRequest)} ms` +
    (note ? ` (${note})` : '')
  );
}

/**
 * @typedef {object} Target
 * @property {string} label the call's label in the load table
 * @property {'ratio' | 'p99'} measure req/s as a share of the reference's (at least `goal`), or p99 ms (below `goal`)
 * @property {number} goal
 * @property {string} reference label of a floor measured just before the call: the machine's load
 *   drifts during a run (and other work may share it), so a ratio compares neighbours
 */

/**
 * Each target with the figure measured in this run and PASS or MISS.
 *
 * @param {Target[]} targets
 * @param {LoadResult[]} results
 */
export function judgeTargets(targets, results) {
  const find = (/** @type {string} */ label) => {
    const result = results.find((candidate) => candidate.label === label);
    if (!result) throw new Error(`no measurement labelled ${label}`);
    return result;
  };
  return targets.map((target) => {
    const result = find(target.label);
    const reference = find(target.reference);
    const verdict = (/** @type {boolean} */ pass) => (pass ? 'PASS' : 'MISS');
    if (target.measure === 'p99') {
      const pass = result.p99Ms < target.goal;
      return {
        ...target,
        figure: result.p99Ms,
        pass,
        text:
          `${target.label}: p99 ${result.p99Ms.toFixed(1)} ms at ${result.connections} connections` +
          `${result.rate === null ? '' : `, ${result.rate} requests a second`} ` +
          `(${target.reference}: p99 ${reference.p99Ms.toFixed(1)} ms; target < ${target.goal} ms): ${verdict(pass)}`,
      };
    }
    const ratio = result.requestsPerSecond / reference.requestsPerSecond;
    const pass = ratio >= target.goal;
    return {
      ...target,
      figure: ratio,
      pass,
      text:
        `${target.label}: ${result.requestsPerSecond.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of ` +
        `${target.reference} (${reference.requestsPerSecond.toFixed(0)} req/s; target ≥ ${(target.goal * 100).toFixed(0)}%): ${verdict(pass)}`,
    };
  });
}

/**
 * Calls without a target, each as a ratio to a floor measured just before them: req/s as a share of
 * the floor's and p99 as a multiple of the floor's.
 *
 * @param {LoadResult[]} results
 * @param {string[]} labels
 * @param {string} referenceLabel
 */
export function compareWithFloor(results, labels, referenceLabel) {
  const reference = results.find((result) => result.label === referenceLabel);
  if (!reference) throw new Error(`no measurement labelled ${referenceLabel}`);
  const lines = results
    .filter((result) => labels.includes(result.label))
    .map(
      (result) =>
        `  ${result.label}: ${result.requestsPerSecond.toFixed(0)} req/s = ` +
        `${(result.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}x, p99 ${result.p99Ms.toFixed(1)} ms = ` +
        `${(result.p99Ms / reference.p99Ms).toFixed(1)}x`,
    );
  return [
    `against ${referenceLabel} (${reference.requestsPerSecond.toFixed(0)} req/s, p99 ${reference.p99Ms.toFixed(1)} ms):`,
    ...lines,
  ].join('\n');
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

// The end of `npm test`: a time table (each stage's wall time, then the slowest test files), then
// one closing line added up from the Vitest JSON reports: "tests: N passed, N failed, N skipped".
// Arguments: the stages file (name, seconds, exit status per line, tab-separated), then the reports.
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const SLOWEST_SHOWN = 10;
const [stagesFile, ...reports] = process.argv.slice(2);

const stages = readFileSync(stagesFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, seconds, status] = line.split('\t');
    return { name, seconds: Number(seconds), status: Number(status) };
  });

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
const failures = [];
const retried = [];
for (const file of reports.filter((report) => existsSync(report))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // The report's name says which pass ran the file (pglite, postgres, e2e).
  const pass = basename(file, '.json');
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      // The first line of the first message is the assertion or error; the full text is in the log above.
      const firstLine = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 240);
      const named = `  ${pass}  ${relative(process.cwd(), result.name)} > ${test.fullName}\n      ${firstLine}`;
      if (test.status === 'failed') failures.push(named);
      // A retry keeps the failures of the tries before it: a passed test that holds one passed on a retry.
      else if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) retried.push(named);
    }
    // A file that fails before its tests run (an import error, a hook's timeout) has no failed test to name.
    if (
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((test) => test.status === 'failed')
    ) {
      failures.push(
        `  ${pass}  ${relative(process.cwd(), result.name)}\n      ${(result.message ?? '').split('\n')[0].slice(0, 240)}`,
      );
    }
    files.push({
      pass,
      path: relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
    });
  }
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
const width = Math.max(...stages.map((stage) => stage.name.length), 'total'.length);
console.log('\ntime table');
for (const stage of stages) {
  const verdict = stage.status === 0 ? '' : `  (failed, exit ${stage.status})`;
  console.log(`  ${stage.name.padEnd(width)}  ${clock(stage.seconds).padStart(10)}${verdict}`);
}
const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(10)}`);
// Per pass: the journeys' files are the slowest by far, and one list of them all would hide where
// the server passes spend their time. The summed file time says how much a pass's workers ran.
for (const pass of [...new Set(files.map((file) => file.pass))]) {
  const ofPass = files.filter((file) => file.pass === pass).sort((a, b) => b.seconds - a.seconds);
  const summed = ofPass.reduce((sum, file) => sum + file.seconds, 0);
  console.log(
    `\n${pass}: ${ofPass.length} files, ${clock(summed)} of file time; the ${Math.min(SLOWEST_SHOWN, ofPass.length)} slowest`,
  );
  for (const file of ofPass.slice(0, SLOWEST_SHOWN)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.path}`);
  }
}

// Named at the end, next to the count, because a CI record may keep only the output's last lines.
if (retried.length > 0) console.log(`\npassed only on a retry (flaky: mend them):\n${retried.join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const fixture = path.join(import.meta.dirname, 'table-writes-fixture');
const script = path.join(import.meta.dirname, '../../../scripts/check-table-writes.mjs');
const foreignWrites = 'src/modules/library/foreign-writes.ts';

/** The fixture's lines marked `// expect: <verb>[ (in SQL text)]`, as the check should report them. */
async function expectedViolations(): Promise<string[]> {
  const lines = (await readFile(path.join(fixture, foreignWrites), 'utf8')).split('\n');
  return lines.flatMap((line, index) => {
    const marked = /\/\/ expect: (.+?)( \(in SQL text\))?$/.exec(line);
    if (!marked) return [];
    const [, verb, inSql = ''] = marked;
    return [`${foreignWrites}:${index + 1}: library ${verb} baskets, a table of shop${inSql}`];
  });
}

describe('the table-write check (scripts/check-table-writes.mjs)', () => {
  it("fails on each write of another area's table, and on nothing else", async () => {
    const outcome = await run(process.execPath, [script, fixture], { cwd: fixture }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    const expected = await expectedViolations();
    expect(expected).toHaveLength(11);
    expect(outcome.stderr).toContain('A module writes only its own tables');
    const reported = outcome.stderr
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim());
    expect(reported).toEqual(expected);
    // The check builds a TypeScript program of the fixture: seconds, more on a busy machine.
  }, 60_000);
});

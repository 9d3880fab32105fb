import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { IN_MEMORY, openDatabase } from '../src/platform/db/index.js';
import {
  copyTemplate,
  ensureTemplate,
  MIGRATIONS_FOLDER,
  removeTemplate,
  type TemplateContents,
  templateKey,
} from './templates.js';

const serverUrl = process.env.DATABASE_URL;
const changedMigrations = mkdtempSync(join(tmpdir(), 'zx-migrations-'));
let changedKey: string | undefined;
afterAll(async () => {
  if (changedKey) await removeTemplate('migrated', changedKey, serverUrl);
  rmSync(changedMigrations, { recursive: true, force: true });
});

/** Whether a copy of the template of `contents` under `key` has a table named `table`. */
async function copyHasTable(contents: TemplateContents, key: string, table: string): Promise<boolean> {
  const copy = await copyTemplate(contents, key, serverUrl);
  const database = await openDatabase({
    databaseUrl: copy.databaseUrl,
    dataDir: IN_MEMORY,
    poolSize: 1,
    ...(copy.pgliteStart ? { pgliteStart: copy.pgliteStart } : {}),
  });
  try {
    const [row] = await database.runPrepared(
      { name: 'find_table', text: 'select to_regclass($1) as found' },
      [table],
    );
    return row?.found != null;
  } finally {
    await database.close();
    await copy.drop();
  }
}

it('makes a new template when a migration changes, and never copies the old one for it', async () => {
  const runKey = inject('testTemplateKey');
  cpSync(MIGRATIONS_FOLDER, changedMigrations, { recursive: true });
  // The key follows the files' contents, not where they are.
  expect(templateKey(changedMigrations)).toBe(templateKey());

  const journal = JSON.parse(readFileSync(join(changedMigrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const lastMigration = join(changedMigrations, `${journal.entries.at(-1)?.tag}.sql`);
  appendFileSync(lastMigration, '\n--> statement-breakpoint\ncreate table template_marker (id integer);\n');
  changedKey = templateKey(changedMigrations);
  expect(changedKey).not.toBe(templateKey());

  await ensureTemplate('migrated', { key: changedKey, migrationsFolder: changedMigrations }, serverUrl);
  expect(await copyHasTable('migrated', changedKey, 'template_marker')).toBe(true);
  expect(await copyHasTable('migrated', runKey, 'template_marker')).toBe(false);
});

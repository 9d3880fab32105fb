import type { TestProject } from 'vitest/node';
import { dropStaleTemplates, ensureTemplate, MIGRATIONS_FOLDER, templateKey } from './templates.js';

/**
 * Before any server test file runs: the database templates every file copies (test/templates.ts),
 * made unless this tree's key has them already, on the PostgreSQL server of DATABASE_URL or, without
 * it, as PGlite tarballs.
 */
export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const key = templateKey();
  const started = performance.now();
  await dropStaleTemplates(key, serverUrl);
  await ensureTemplate('migrated', { key, migrationsFolder: MIGRATIONS_FOLDER }, serverUrl);
  await ensureTemplate('seeded', { key, migrationsFolder: MIGRATIONS_FOLDER }, serverUrl);
  console.log(
    `test database templates ${key} on ${serverUrl ? 'PostgreSQL' : 'PGlite'} ready in ${Math.round(performance.now() - started)} ms`,
  );
  project.provide('testTemplateKey', key);
}

import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { createSecretBox } from '../src/modules/operators/index.js';
import { DEVELOPMENT_SECRETS } from '../src/platform/config/index.js';
import { IN_MEMORY, openDatabase } from '../src/platform/db/index.js';
import { seedDemoData } from '../src/seed/index.js';
import { seedDemoOperators } from '../src/seed/operators.js';

/**
 * Test databases are copies of templates made once per run instead of being migrated and seeded
 * file by file (which cost a PGlite file some 10 s before its first test):
 * - `migrated`: every migration applied, no rows;
 * - `seeded`: migrated, then the demo data and the demo operators, as a server starting with
 *   SEED_DEMO leaves it.
 * On PostgreSQL a template is a database that each copy is created from (`create database … template`);
 * on PGlite it is the data folder saved as a tarball, which a new PGlite loads instead of running initdb.
 * A template is named by a key hashed from everything its contents depend on, so a changed migration
 * or seed makes a new one and a stale one is never used.
 */
export type TemplateContents = 'migrated' | 'seeded';

const serverRoot = join(import.meta.dirname, '..');
const repoRoot = join(serverRoot, '../..');
export const MIGRATIONS_FOLDER = join(serverRoot, 'drizzle');
const PGLITE_CACHE = join(repoRoot, 'node_modules/.cache/zhixue-test-templates');
const PGLITE_DIST = join(repoRoot, 'node_modules/@electric-sql/pglite/dist');
/** Templates of other keys are left to runs that may still use them for this long, then dropped. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The key of the templates of `migrationsFolder`: a hash of the migrations, of the server's sources
 * (the seed runs module code: password hashes, search grams, the demo operators' secrets), of the
 * lockfile (PGlite's and drizzle's versions) and of the day, from which the seed dates camp terms,
 * promotions and tasks. Files are named relative to their folder: a copy of the migrations elsewhere
 * has the key of the original.
 */
export function templateKey(migrationsFolder: string = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  const add = (label: string, folder: string, files: string[]) => {
    for (const file of files) {
      hash
        .update(`${label}/${relative(folder, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    }
  };
  add('migrations', migrationsFolder, filesUnder(migrationsFolder));
  const sources = join(serverRoot, 'src');
  add(
    'src',
    sources,
    filesUnder(sources).filter((file) => !file.endsWith('.test.ts')),
  );
  add('root', repoRoot, [join(repoRoot, 'package-lock.json')]);
  hash.update(new Date().toLocaleDateString('sv'));
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The PostgreSQL database that is the template of `contents` under `key`. */
export function templateDatabaseName(key: string, contents: TemplateContents): string {
  return `zx_template_${key}_${contents}`;
}

function templateFile(key: string, contents: TemplateContents): string {
  return join(PGLITE_CACHE, `${key}-${contents}.tar`);
}

export interface TemplateSource {
  key: string;
  migrationsFolder: string;
}

/** Fills a new database with what `contents` asks for. */
async function fill(
  contents: TemplateContents,
  open: { databaseUrl?: string; migrationsFolder: string },
  whileOpen: (client: unknown) => Promise<void> = async () => {},
): Promise<void> {
  const database = await openDatabase({ ...open, dataDir: IN_MEMORY, poolSize: 2 });
  try {
    await database.migrate();
    if (contents === 'seeded') {
      await seedDemoData(database.db);
      await seedDemoOperators(database.db, createSecretBox(DEVELOPMENT_SECRETS.OPERATOR_SECRET));
    }
    await whileOpen((database.db as unknown as { $client: unknown }).$client);
  } finally {
    await database.close();
  }
}

/**
 * Makes the template of `contents` for `source` unless it exists: on the PostgreSQL server of
 * `serverUrl`, or as a PGlite tarball without one. Several runs may make the same template at once:
 * each builds under a name of its own and the first to finish gives it the template's name.
 */
export async function ensureTemplate(
  contents: TemplateContents,
  source: TemplateSource,
  serverUrl: string | undefined,
): Promise<void> {
  if (serverUrl) await ensureDatabaseTemplate(contents, source, serverUrl);
  else await ensureTarballTemplate(contents, source);
}

async function ensureTarballTemplate(contents: TemplateContents, { key, migrationsFolder }: TemplateSource) {
  const file = templateFile(key, contents);
  if (existsSync(file)) return;
  mkdirSync(PGLITE_CACHE, { recursive: true });
  await fill(contents, { migrationsFolder }, async (client) => {
    const tarball = await (client as { dumpDataDir(compression: 'none'): Promise<Blob> }).dumpDataDir('none');
    const building = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(building, Buffer.from(await tarball.arrayBuffer()));
    renameSync(building, file);
  });
}

async function ensureDatabaseTemplate(
  contents: TemplateContents,
  { key, migrationsFolder }: TemplateSource,
  serverUrl: string,
) {
  const name = templateDatabaseName(key, contents);
  if (await onServer(serverUrl, async (admin) => await databaseExists(admin, name))) return;
  const building = `zx_template_building_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${building}`));
  try {
    await fill(contents, { databaseUrl: databaseUrl(serverUrl, building), migrationsFolder });
    await onServer(serverUrl, async (admin) => {
      if (await databaseExists(admin, name)) return;
      await admin.query(`alter database ${building} rename to ${name}`);
      // No connection may hold the template while it is copied: refuse them all.
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
    });
  } finally {
    await onServer(serverUrl, (admin) => admin.query(`drop database if exists ${building} with (force)`));
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
}

/**
 * Drops the templates of other keys made more than a day ago (a run of another checkout or of
 * yesterday's sources may still be copying from a younger one).
 */
export async function dropStaleTemplates(key: string, serverUrl: string | undefined): Promise<void> {
  const staleBefore = Date.now() - STALE_AFTER_MS;
  if (!serverUrl) {
    if (!existsSync(PGLITE_CACHE)) return;
    for (const file of filesUnder(PGLITE_CACHE)) {
      if (!relative(PGLITE_CACHE, file).startsWith(key) && statSync(file).mtimeMs < staleBefore) rmSync(file);
    }
    return;
  }
  await onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as made from pg_database
       where datname like 'zx\\_template\\_%' and datname not like $1`,
      [`zx\\_template\\_${key}\\_%`],
    );
    for (const { datname, made } of rows) {
      const madeAt = made ? Date.parse(made) : Number.NaN;
      if (Number.isNaN(madeAt) || madeAt < staleBefore) await dropTemplateDatabase(admin, datname);
    }
  });
}

/** Removes the template of `contents` under `key`. */
export async function removeTemplate(
  contents: TemplateContents,
  key: string,
  serverUrl: string | undefined,
): Promise<void> {
  if (serverUrl) {
    await onServer(serverUrl, (admin) => dropTemplateDatabase(admin, templateDatabaseName(key, contents)));
  } else {
    rmSync(templateFile(key, contents), { force: true });
  }
}

/** PostgreSQL refuses to drop a database marked as a template. */
async function dropTemplateDatabase(admin: pg.Client, name: string) {
  await admin.query(`alter database ${name} with is_template false`);
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** A database of its own for one test (or one file), and how to get rid of it. */
export interface DatabaseCopy {
  /** PostgreSQL: the copy's connection string. */
  databaseUrl?: string;
  /** PGlite: what a new PGlite loads to start as a copy of the template. */
  pgliteStart?: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'>;
  drop(): Promise<void>;
}

/**
 * A copy of the template of `contents` under `key`: a new database on the PostgreSQL server of
 * `serverUrl`, or without one what PGlite needs to start from the tarball. `empty` is a database
 * with nothing in it, for a test of what a server does on its first start.
 */
export async function copyTemplate(
  contents: TemplateContents | 'empty',
  key: string,
  serverUrl: string | undefined,
): Promise<DatabaseCopy> {
  if (serverUrl) {
    const name = `zx_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, (admin) =>
      admin.query(
        contents === 'empty'
          ? `create database ${name}`
          : // The default strategy (wal_log): file_copy skips the log but forces two checkpoints,
            // which took 0.5 to 1.4 s a copy against wal_log's 0.3 to 0.4 s on a busy test machine.
            `create database ${name} template ${templateDatabaseName(key, contents)}`,
      ),
    );
    return {
      databaseUrl: databaseUrl(serverUrl, name),
      drop: async () => {
        await onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  if (contents === 'empty') return { pgliteStart: await pgliteModules(), drop: async () => {} };
  return {
    pgliteStart: { ...(await pgliteModules()), loadDataDir: tarball(templateFile(key, contents)) },
    drop: async () => {},
  };
}

/** Node's WebAssembly global, which the server's types (Node's, without the DOM's) declare only as types. */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;
let modules: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> | undefined;
const tarballs = new Map<string, Blob>();

/**
 * PGlite's WebAssembly module compiled, and its file bundle read, once per test worker: a new PGlite
 * would otherwise do both again.
 */
function pgliteModules(): Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> {
  modules ??= (async () => ({
    pgliteWasmModule: await wasm.compile(readFileSync(join(PGLITE_DIST, 'pglite.wasm'))),
    fsBundle: new Blob([readFileSync(join(PGLITE_DIST, 'pglite.data'))]),
  }))();
  return modules;
}

/** A template's tarball, read once per worker (PGlite copies out of it, leaving it as it was). */
function tarball(file: string): Blob {
  let blob = tarballs.get(file);
  if (!blob) {
    if (!existsSync(file))
      throw new Error(`no test template at ${file}: the server project's globalSetup makes it`);
    blob = new Blob([readFileSync(file)]);
    tarballs.set(file, blob);
  }
  return blob;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<R>(serverUrl: string, work: (admin: pg.Client) => Promise<R>): Promise<R> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

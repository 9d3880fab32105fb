import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own for one benchmark run, created on the PostgreSQL server behind `serverUrl`
 * (any database on it we may connect to) and dropped afterwards, so every run starts from the seed.
 *
 * @param {string} serverUrl
 * @returns {Promise<{ name: string, url: string, drop(): Promise<void> }>}
 */
export async function createFreshDatabase(serverUrl) {
  const name = `zx_bench_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot connect to PostgreSQL at ${redact(url)} (set BENCH_DATABASE_URL): ${errorText(error)}`,
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** @param {string} url */
export function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** @param {unknown} error */
export function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

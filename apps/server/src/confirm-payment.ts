import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSessions } from './modules/auth/index.js';
import { confirmAssistedPayment, type FulfilmentDeps } from './modules/payments/index.js';
import { openCache } from './platform/cache/index.js';
import { ConfigError, loadConfig } from './platform/config/index.js';
import { openDatabase } from './platform/db/index.js';

/**
 * The operator's confirmation of an assisted payment (pay/peiban), until the admin console exists:
 *
 *   npm run confirm-payment -w @zhixue/server -- <orderNo> [reference]
 *
 * `reference` names the transfer (a bank serial number); it is kept as the order's trade number.
 * It uses the server's configuration (DATABASE_URL, REDIS_URL, DATA_DIR). On the embedded database
 * stop the server first: only one process may open its folder.
 */
async function main(): Promise<number> {
  const [orderNo, reference = `manual-${new Date().toISOString()}`] = process.argv.slice(2);
  if (!orderNo || !/^[A-Za-z0-9]{6,32}$/.test(orderNo)) {
    console.error('usage: npm run confirm-payment -w @zhixue/server -- <orderNo> [reference]');
    return 2;
  }
  // npm runs workspace scripts in apps/server: resolve DATA_DIR from where the command was typed,
  // as `npm start` does, so the operator reaches the server's own database.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'pglite'))) {
    console.error(`no database in ${config.DATA_DIR}: set DATA_DIR or DATABASE_URL as for the server`);
    return 2;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  const cache = await openCache(config.REDIS_URL);
  try {
    const sessions = createSessions(
      database.db,
      cache,
      config.SESSION_SECRET,
      config.SESSIONS_PER_DEVICE_TYPE,
    );
    const log: FulfilmentDeps['log'] = {
      info: (details, message) => console.log(message, details),
      warn: (details, message) => console.warn(message, details),
      error: (details, message) => console.error(message, details),
    };
    const result = await confirmAssistedPayment(
      { db: database.db, log, forgetUser: sessions.forgetUser },
      orderNo,
      reference.slice(0, 64),
    );
    if (typeof result === 'string') {
      console.error(`not confirmed: ${result}`);
      return 1;
    }
    const messages: Record<string, string> = {
      fulfilled: `order ${orderNo} is paid and fulfilled`,
      duplicate: `order ${orderNo} was already confirmed with this reference; nothing changed`,
      double: `order ${orderNo} was already paid otherwise: return this transfer`,
      unpayable: `order ${orderNo} is no longer open (cancelled or closed): return this transfer`,
      rejected: `order ${orderNo} not confirmed`,
    };
    console.log(messages[result.outcome]);
    return result.outcome === 'fulfilled' || result.outcome === 'duplicate' ? 0 : 1;
  } finally {
    await cache.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

import { buildApp } from './app.js';
import { createSecretBox } from './modules/operators/index.js';
import { openCache } from './platform/cache/index.js';
import { ConfigError, loadConfig } from './platform/config/index.js';
import { openDatabase, tolerateLostStatements } from './platform/db/index.js';
import { createJobs } from './platform/jobs/index.js';
import { serializeError } from './platform/log/index.js';
import { seedDemoData } from './seed/index.js';
import { seedDemoOperators } from './seed/operators.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the migrations, which take a while: a cache that never answers is told at once.
  const cache = await openCache(config.REDIS_URL, {
    startTimeoutMs: config.REDIS_START_TIMEOUT_SECONDS * 1000,
    onStartRetry: (error) => console.error(`waiting for ${error.message}: ${String(error.cause)}`),
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoData(database.db);
  // Their passwords and second factors are in the README: never on a production server.
  if (config.SEED_DEMO && !config.isProduction) {
    await seedDemoOperators(database.db, createSecretBox(config.OPERATOR_SECRET));
  }
  const jobs = createJobs(database, {
    workers: config.JOBS_ENABLED,
    pollSeconds: config.JOBS_POLL_SECONDS,
    leaseSeconds: config.JOBS_LEASE_SECONDS,
  });
  const { app, beginDraining } = await buildApp({ config, database, cache, jobs });
  tolerateLostStatements(app.log);
  await jobs.start(app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Ctrl-C at a terminal has no load balancer to wait for.
    const drainMs = signal === 'SIGTERM' ? config.DRAIN_SECONDS * 1000 : 0;
    app.log.info(
      { signal, drainMs },
      'shutting down: answering 503 while the load balancer notices, then finishing in-flight requests',
    );
    beginDraining();
    const deadline = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, drainMs + config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    // A job still running near the deadline is handed back (failed, to be retried) before it strikes.
    const jobsStopped = jobs.stop(config.SHUTDOWN_TIMEOUT_MS * 0.8);
    // The listener stays open through the drain: a closed port would refuse the requests a load
    // balancer still sends until its readiness check sees the 503, where a 503 can be retried.
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await Promise.all([app.close(), jobsStopped]);
    await cache.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('127.0.0.1', 'localhost');
  app.log.info(
    { database: database.kind, cache: cache.kind },
    `知学 is running: open ${shown}/ (database: ${database.kind}, cache: ${cache.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // A failed seed or migration statement would otherwise print every value it was run with.
    const { message } = serializeError(error) as { message?: string };
    console.error('failed to start:', message ?? error);
  }
  process.exit(1);
});

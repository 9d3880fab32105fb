import type { Cache } from './cache/index.js';
import type { Config } from './config/index.js';
import type { Database, DatabaseHandle } from './db/index.js';
import type { RouteDeps } from './http/index.js';
import type { Jobs } from './jobs/index.js';

/** What every module receives when it registers its routes. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  cache: Cache;
  /** The job queue: modules declare their queues while they register, before it starts. */
  jobs: Jobs;
  routes: RouteDeps;
}

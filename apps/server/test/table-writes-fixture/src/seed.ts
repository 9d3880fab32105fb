// Not module code (as the server's seed, app.ts and tests): it may fill any table.

import { baskets } from './modules/shop/tables.js';
import type { Database } from './platform/db.js';

export const seed = (db: Database) => db.insert(baskets).values({ sort: 1 });

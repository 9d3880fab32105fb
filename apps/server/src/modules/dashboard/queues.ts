import {
  DASHBOARD_QUEUE_NAMES,
  DASHBOARD_QUEUES,
  type DashboardQueue,
  type DashboardQueueName,
  type OperatorRole,
  roleHasPermission,
} from '@zhixue/contract';
import { count, eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../platform/db/index.js';
import { countJobsByQueue } from '../../platform/jobs/index.js';
import * as examTables from '../exams/tables.js';
import * as marketingTables from '../marketing/tables.js';
import { transferQueue } from '../orders/index.js';
import * as orderTables from '../orders/tables.js';

const { examAttempts } = examTables;
const { cityCenterApplications } = marketingTables;
const { orderRefunds } = orderTables;

const counted = async (rows: Promise<Array<{ count: number }>>) => (await rows)[0]?.count ?? 0;

/** How many wait in each queue: the same rows as the screen that works it lists. */
function counters(db: Database, executeSql: DatabaseHandle['executeSql']) {
  return {
    grading: () =>
      counted(db.select({ count: count() }).from(examAttempts).where(eq(examAttempts.status, 'submitted'))),
    refunds: () =>
      counted(db.select({ count: count() }).from(orderRefunds).where(eq(orderRefunds.status, 'failed'))),
    transfers: async () => (await transferQueue(db, { pageCurrent: 1, pageSize: 1 }, false)).total,
    // 0 审核中 (marketing's tables.ts).
    applications: () =>
      counted(
        db
          .select({ count: count() })
          .from(cityCenterApplications)
          .where(eq(cityCenterApplications.status, 0)),
      ),
    failedJobs: async () =>
      (await countJobsByQueue(executeSql))
        .filter((figure) => figure.state === 'failed')
        .reduce((sum, figure) => sum + figure.jobs, 0),
  } satisfies Record<DashboardQueueName, () => Promise<number>>;
}

/** The queues of the screens the role may open, each with its count, counted side by side. */
export async function queuesFor(
  db: Database,
  executeSql: DatabaseHandle['executeSql'],
  role: OperatorRole,
): Promise<DashboardQueue[]> {
  const count = counters(db, executeSql);
  const mine = DASHBOARD_QUEUE_NAMES.filter((queue) => roleHasPermission(role, DASHBOARD_QUEUES[queue]));
  return Promise.all(mine.map(async (queue) => ({ queue, count: await count[queue]() })));
}

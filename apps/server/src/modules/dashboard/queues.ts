import {
  DASHBOARD_QUEUE_NAMES,
  DASHBOARD_QUEUES,
  type DashboardQueue,
  type DashboardQueueName,
  type OperatorRole,
  roleHasPermission,
} from '@zhixue/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as examTables from '../exams/tables.js';
import * as marketingTables from '../marketing/tables.js';
import { awaitingTransfer } from '../orders/index.js';
import * as orderTables from '../orders/tables.js';

const { examAttempts } = examTables;
const { cityCenterApplications } = marketingTables;
const { orders, orderRefunds } = orderTables;

/** How many wait in each queue: the same rows as the screen that works it lists. */
const COUNTS: Record<DashboardQueueName, () => SQL> = {
  grading: () => sql`select count(*) from ${examAttempts} where ${examAttempts.status} = 'submitted'`,
  refunds: () => sql`select count(*) from ${orderRefunds} where ${orderRefunds.status} = 'failed'`,
  transfers: () => sql`select count(*) from ${orders} where ${awaitingTransfer()}`,
  // 0 审核中 (marketing's tables.ts).
  applications: () =>
    sql`select count(*) from ${cityCenterApplications} where ${cityCenterApplications.status} = 0`,
  // Jobs that ran out of retries, pg-boss's own queues apart (as platform/jobs/queue-figures.ts counts them).
  failedJobs: () =>
    sql`select count(*) from pgboss.job where state = 'failed' and not starts_with(name, '__pgboss__')`,
};

/**
 * The queues of the screens the role may open, each with its count, in one statement: the dashboard
 * is asked by every operator at every sign-in, and a round trip per queue was most of its time.
 */
export async function queuesFor(db: Database, role: OperatorRole): Promise<DashboardQueue[]> {
  const mine = DASHBOARD_QUEUE_NAMES.filter((queue) => roleHasPermission(role, DASHBOARD_QUEUES[queue]));
  if (mine.length === 0) return [];
  const columns = mine.map((queue) => sql`(${COUNTS[queue]()})::int as ${sql.identifier(queue)}`);
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const [counts] = (result as unknown as { rows: Array<Record<DashboardQueueName, number>> }).rows;
  return mine.map((queue) => ({ queue, count: Number(counts?.[queue] ?? 0) }));
}

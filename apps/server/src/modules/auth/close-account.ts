import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { AppError, type Session } from '../../platform/http/index.js';
import type { Jobs } from '../../platform/jobs/index.js';
import { CLOSURE_COOLING_OFF_DAYS, cancelClosure, eraseDueAccount, requestClosure } from '../users/index.js';
import type { Sessions } from './sessions.js';
import * as tables from './tables.js';

const { wechatAccounts } = tables;

export const ACCOUNT_CLOSURE_QUEUE = 'account-closure';

interface ClosureJob {
  userId: number;
}

interface ClosureDeps {
  db: Database;
  jobs: Jobs;
  sessions: Sessions;
}

/**
 * `user/account/close`: the request and its job, due after the cooling-off days, in one transaction.
 * A request made again moves the date; the earlier job then finds its date not reached and does nothing.
 */
export async function askToCloseAccount(deps: ClosureDeps, session: Session, now = new Date()) {
  const dueAt = new Date(now.getTime() + CLOSURE_COOLING_OFF_DAYS * 24 * 3600_000);
  await deps.db.transaction(async (tx) => {
    if (!(await requestClosure(tx, session.userId, dueAt))) throw new AppError('ENTERPRISE_ACCOUNT_CLOSURE');
    await deps.jobs.send<ClosureJob>(
      ACCOUNT_CLOSURE_QUEUE,
      { userId: session.userId },
      { startAfter: dueAt, within: tx },
    );
  });
  return { dueAt: formatChinaTime(dueAt) };
}

export async function withdrawClosure(deps: ClosureDeps, session: Session) {
  await cancelClosure(deps.db, session.userId);
  return null;
}

/**
 * Erases an account whose request is due, with what identifies the learner to the sign-in (the linked
 * WeChat) and every session: in one transaction, the cached sessions dropped once it commits.
 */
export async function closeDueAccount(deps: ClosureDeps, userId: number, now = new Date()): Promise<boolean> {
  const revoked = await deps.db.transaction(async (tx) => {
    if (!(await eraseDueAccount(tx, userId, now))) return null;
    await tx.delete(wechatAccounts).where(eq(wechatAccounts.userId, userId));
    return deps.sessions.revokeAllOf(tx, userId, 'closed');
  });
  if (revoked === null) return false;
  await deps.sessions.forget(revoked);
  return true;
}

export function defineClosureJob(deps: ClosureDeps): void {
  deps.jobs.define<ClosureJob>({
    name: ACCOUNT_CLOSURE_QUEUE,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    handler: async (job) => ({ closed: await closeDueAccount(deps, job.data.userId) }),
  });
}

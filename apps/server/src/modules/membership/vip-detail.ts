import type { ResponseOf, vipDetail } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import type { Session } from '../../platform/http/index.js';
import { countMemberCourses } from '../catalog/index.js';
import { isVipActive } from '../users/index.js';
import * as usersTables from '../users/tables.js';
import * as tables from './tables.js';

const { vipPlans } = tables;
const { users } = usersTables;

/** The member page: plans on sale, how many courses membership opens, and the learner's own status. */
export async function loadVipDetail(
  db: Database,
  session: Session | null,
): Promise<ResponseOf<typeof vipDetail>> {
  const [plans, memberCourseCount, [user]] = await Promise.all([
    db
      .select({
        id: vipPlans.id,
        name: vipPlans.name,
        durationDays: vipPlans.durationDays,
        price: vipPlans.price,
        linePrice: vipPlans.linePrice,
        benefits: vipPlans.benefits,
      })
      .from(vipPlans)
      .where(eq(vipPlans.enabled, true))
      .orderBy(asc(vipPlans.sort), asc(vipPlans.id)),
    countMemberCourses(db),
    session
      ? db.select({ vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, session.userId))
      : Promise.resolve([]),
  ]);
  // Read from the account rather than the session, so a membership bought a moment ago shows at once.
  const vipExpiresAt = user?.vipExpiresAt ?? null;
  return {
    plans,
    memberCourseCount,
    vip: isVipActive(vipExpiresAt) ? 1 : 0,
    vipExpiresAt: vipExpiresAt?.toISOString() ?? null,
  };
}

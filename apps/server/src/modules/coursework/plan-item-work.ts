import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as tables from './tables.js';

const { courseworkAssignments, courseworkSubmissions } = tables;

/**
 * The assignments set on camp plan items (by template item), and whether the learner's submission of
 * each counts by its rule (`counted_at`, what camp progress counts too): what a camp plan's coursework
 * item shows (camps ask for it through app.ts, coursework sitting above camps).
 */
export async function courseworkOfPlanItems(
  db: Database,
  userId: number,
  planItemIds: number[],
): Promise<Map<number, { assignmentId: number; counted: boolean }>> {
  if (planItemIds.length === 0) return new Map();
  const rows = await db
    .select({
      planItemId: courseworkAssignments.planItemId,
      assignmentId: courseworkAssignments.id,
      counted: sql<boolean>`${courseworkSubmissions.id} is not null`,
    })
    .from(courseworkAssignments)
    .leftJoin(
      courseworkSubmissions,
      and(
        eq(courseworkSubmissions.assignmentId, courseworkAssignments.id),
        eq(courseworkSubmissions.userId, userId),
        isNull(courseworkSubmissions.removedAt),
        isNotNull(courseworkSubmissions.countedAt),
      ),
    )
    .where(inArray(courseworkAssignments.planItemId, planItemIds));
  return new Map(rows.map(({ planItemId, ...rest }) => [planItemId, rest]));
}

import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as usersTables from '../users/tables.js';
import * as tables from './tables.js';

const { groupMembers } = tables;
const { users } = usersTables;

export interface MemberView {
  userId: number;
  orderId: number;
  /** The nickname with its middle hidden (张**), as strangers on a share page see it. */
  name: string;
  avatar: string;
  starter: boolean;
  paid: boolean;
  refunded: boolean;
}

/** 张三丰 → 张*丰, 小满 → 小*: enough to recognise a friend, not to identify a stranger. */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '学员';
  if (letters.length <= 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(Math.min(letters.length - 2, 3))}${letters[letters.length - 1]}`;
}

/**
 * The members of each group, in the order they joined (the starter first). `withOrders` adds those
 * whose order is still open, as the console sees them; the share page shows paid members only.
 */
export async function memberViews(
  db: Database,
  groupIds: number[],
  { withOrders }: { withOrders: boolean },
): Promise<Map<number, MemberView[]>> {
  const byGroup = new Map<number, MemberView[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ member: groupMembers, nickname: users.nickname, avatar: users.avatar })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(
      and(inArray(groupMembers.groupId, groupIds), withOrders ? undefined : isNotNull(groupMembers.paidAt)),
    )
    .orderBy(asc(groupMembers.id));
  for (const { member, nickname, avatar } of rows) {
    if (member.groupId === null) continue;
    const list = byGroup.get(member.groupId) ?? [];
    list.push({
      userId: member.userId,
      orderId: member.orderId,
      name: maskName(nickname),
      avatar,
      starter: list.length === 0,
      paid: member.paidAt !== null,
      refunded: member.refundedAt !== null,
    });
    byGroup.set(member.groupId, list);
  }
  return byGroup;
}

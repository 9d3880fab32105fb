/**
 * Which announcements a learner sees, as SQL text over `announcements a` for prepared statements
 * whose first three parameters are the viewer: `$1` user id, `$2` member or not, `$3` enterprise id.
 * Read state is a row per learner and announcement, written only when read.
 */
export interface Viewer {
  userId: number;
  isVip: boolean;
  entId: number | null;
}

export const viewerParams = ({ userId, isVip, entId }: Viewer): unknown[] => [userId, isVip, entId];

export const VISIBLE_ANNOUNCEMENT = `a.withdrawn_at is null and a.starts_at <= now() and a.ends_at > now()
  and (a.audience = 'all' or (a.audience = 'vip' and $2::boolean) or (a.audience = 'enterprise' and a.ent_id = $3::int))`;

export const READ_BY_VIEWER = `exists (select 1 from announcement_reads r where r.user_id = $1::int and r.announcement_id = a.id)`;

export const UNREAD_ANNOUNCEMENT = `${VISIBLE_ANNOUNCEMENT} and not ${READ_BY_VIEWER}`;

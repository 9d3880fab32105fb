import type { MemberProgramme } from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import * as catalogTables from '../catalog/tables.js';
import * as tables from './tables.js';

const { memberProgrammes } = tables;
const { lecturers } = catalogTables;

/** Member live sessions are lives, listed by the live module. */
type ProgrammeKind = 'activity' | 'banyue';

type ProgrammesByKind = Record<ProgrammeKind, MemberProgramme[]>;

/**
 * Activities still to come (or running) lead, soonest first, then past ones,
 * latest first; talks are listed latest first. Only the first `limit` of each kind.
 */
const rank = sql<number>`row_number() over (
  partition by ${memberProgrammes.kind}
  order by
    case when ${memberProgrammes.kind} <> 'banyue' and ${memberProgrammes.endsAt} >= now() then 0 else 1 end,
    case when ${memberProgrammes.kind} <> 'banyue' and ${memberProgrammes.endsAt} >= now() then ${memberProgrammes.startsAt} end asc,
    ${memberProgrammes.startsAt} desc,
    ${memberProgrammes.sort},
    ${memberProgrammes.id}
)`;

/** Every kind's list in one query: rank within the kind, keep the first `limit`. */
export async function listMemberProgrammes(db: Database, limit: number): Promise<ProgrammesByKind> {
  const ranked = db
    .select({
      id: memberProgrammes.id,
      kind: memberProgrammes.kind,
      title: memberProgrammes.title,
      summary: memberProgrammes.summary,
      picCover: memberProgrammes.picCover,
      lecturerName: sql<string | null>`${lecturers.name}`.as('lecturer_name'),
      lecturerAvatar: sql<string | null>`${lecturers.avatar}`.as('lecturer_avatar'),
      location: memberProgrammes.location,
      startsAt: memberProgrammes.startsAt,
      endsAt: memberProgrammes.endsAt,
      audienceCount: memberProgrammes.audienceCount,
      rank: rank.as('rank'),
    })
    .from(memberProgrammes)
    .leftJoin(lecturers, eq(lecturers.id, memberProgrammes.lecturerId))
    .where(eq(memberProgrammes.enabled, true))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(ranked.kind, ranked.rank);
  const byKind: ProgrammesByKind = { activity: [], banyue: [] };
  for (const { kind, rank: _rank, startsAt, endsAt, ...row } of rows) {
    // An operator's row of an unknown kind shows nowhere rather than breaking the page.
    if (!(kind in byKind)) continue;
    byKind[kind as ProgrammeKind].push({
      ...row,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    });
  }
  return byKind;
}

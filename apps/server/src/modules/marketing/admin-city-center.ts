import {
  type AdminCityCenterApplication,
  CityCenterStatus,
  type Page,
  type PageQuery,
  rowsBefore,
} from '@zhixue/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, type Database } from '../../platform/db/index.js';
import { maskMobile } from '../../platform/format/index.js';
import { AppError, type AuditChange, type Operator } from '../../platform/http/index.js';
import { notify } from '../messages/index.js';
import * as operatorsTables from '../operators/tables.js';
import * as usersTables from '../users/tables.js';
import { presentApplication } from './city-center-application.js';
import * as tables from './tables.js';

const { cityCenterApplications } = tables;
const { users } = usersTables;
const { operators } = operatorsTables;

const columns = {
  application: cityCenterApplications,
  nickname: users.nickname,
  reviewerName: operators.name,
};
type Selected = {
  application: typeof cityCenterApplications.$inferSelect;
  nickname: string;
  reviewerName: string | null;
};

/** The applicant's own view of it, with who applied and who decided; phones whole for roles that may. */
function present({ application, nickname, reviewerName }: Selected, showPhones: boolean) {
  const { canResubmit: _, ...shown } = presentApplication(application);
  return {
    ...shown,
    userId: application.userId,
    nickname,
    mobile: showPhones ? application.mobile : shown.mobile,
    reviewerName,
  } satisfies AdminCityCenterApplication;
}

function selectApplications(db: Database) {
  return db
    .select(columns)
    .from(cityCenterApplications)
    .innerJoin(users, eq(users.id, cityCenterApplications.userId))
    .leftJoin(operators, eq(operators.id, cityCenterApplications.reviewedBy));
}

/** Eleven digits are the phone the applicant gave; anything else part of the name, company or city. */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  if (/^\d{11}$/.test(keyword)) return eq(cityCenterApplications.mobile, keyword);
  const pattern = containsPattern(keyword);
  return or(
    ilike(cityCenterApplications.name, pattern),
    ilike(cityCenterApplications.company, pattern),
    ilike(cityCenterApplications.city, pattern),
    ilike(cityCenterApplications.province, pattern),
  );
}

export async function pageCityCenterApplications(
  db: Database,
  query: PageQuery & { status?: CityCenterStatus | undefined; keyword?: string | undefined },
  showPhones: boolean,
): Promise<Page<AdminCityCenterApplication>> {
  const where = and(
    query.status === undefined ? undefined : eq(cityCenterApplications.status, query.status),
    keywordFilter(query.keyword),
  );
  // The queue is worked oldest first; decisions are looked up latest first.
  const order =
    query.status === CityCenterStatus.PENDING
      ? [asc(cityCenterApplications.submittedAt), asc(cityCenterApplications.id)]
      : [
          sql`case when ${cityCenterApplications.status} = ${CityCenterStatus.PENDING} then 0 else 1 end`,
          sql`case when ${cityCenterApplications.status} = ${CityCenterStatus.PENDING}
            then ${cityCenterApplications.submittedAt} end asc`,
          desc(cityCenterApplications.reviewedAt),
          desc(cityCenterApplications.id),
        ];
  const [rows, [counted]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(rowsBefore(query)),
    db.select({ total: count() }).from(cityCenterApplications).where(where),
  ]);
  return {
    list: rows.map((row) => present(row, showPhones)),
    total: counted?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

async function loadApplicationRow(db: Database, id: number, showPhones: boolean) {
  const [row] = await selectApplications(db).where(eq(cityCenterApplications.id, id));
  if (!row) throw new AppError('CITY_CENTER_APPLICATION_NOT_FOUND');
  return present(row, showPhones);
}

export interface ReviewContext {
  tx: Database;
  audit: (change: AuditChange) => void;
  operator: Operator;
  showPhones: boolean;
}

type Verdict =
  | { status: typeof CityCenterStatus.APPROVED; note: string | null }
  | { status: typeof CityCenterStatus.REJECTED; note: string };

/**
 * Decides a pending application, in the console call's transaction: the row moves only while it is
 * still 审核中, so of two operators deciding at once one wins and the other is told it is decided.
 * The applicant hears of it in the message centre, once per decision (a resubmitted application
 * is a new submission and is told again when decided).
 */
export async function reviewCityCenterApplication(
  { tx, audit, operator, showPhones }: ReviewContext,
  id: number,
  verdict: Verdict,
): Promise<AdminCityCenterApplication> {
  const before = await loadApplicationRow(tx, id, showPhones);
  const [decided] = await tx
    .update(cityCenterApplications)
    .set({
      status: verdict.status,
      reviewNote: verdict.note,
      reviewedAt: sql`now()`,
      reviewedBy: operator.id,
    })
    .where(
      and(eq(cityCenterApplications.id, id), eq(cityCenterApplications.status, CityCenterStatus.PENDING)),
    )
    .returning();
  if (!decided) throw new AppError('CITY_CENTER_ALREADY_REVIEWED');
  await notify(tx, 'cityCenterReviewed', {
    userId: decided.userId,
    dedupeKey: `city-center-reviewed:${decided.id}:${decided.submittedAt.getTime()}`,
    params:
      verdict.status === CityCenterStatus.APPROVED
        ? {
            approved: true,
            city: decided.city,
            // An application always has a phone (its form requires one): masked, it is never null.
            contactMobile: maskMobile(decided.mobile) ?? '',
            note: verdict.note,
          }
        : { approved: false, city: decided.city, note: verdict.note },
  });
  const after = await loadApplicationRow(tx, id, showPhones);
  audit({ entity: 'city_center_application', entityId: id, before, after });
  return after;
}

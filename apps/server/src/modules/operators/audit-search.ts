import type { AuditEntry, AuditSearchRequest, Page } from '@zhixue/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern, type Database } from '../../platform/db/index.js';
import { chinaMidnight, chinaMidnightAfter } from '../../platform/format/index.js';
import { presentAuditEntry } from './audit-presentation.js';
import * as tables from './tables.js';

const { auditLog } = tables;

export async function searchAuditLog(
  db: Database,
  query: z.output<typeof AuditSearchRequest>,
): Promise<Page<AuditEntry>> {
  const filters: Array<SQL | undefined> = [
    query.operatorId === undefined ? undefined : eq(auditLog.operatorId, query.operatorId),
    query.operatorName ? ilike(auditLog.operatorName, containsPattern(query.operatorName)) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.from ? gte(auditLog.at, chinaMidnight(query.from)) : undefined,
    query.to ? lt(auditLog.at, chinaMidnightAfter(query.to)) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.pageCurrent - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map((row) => presentAuditEntry({ ...row, at: row.at.toISOString() })),
    total: total?.total ?? 0,
    pageCurrent: query.pageCurrent,
    pageSize: query.pageSize,
  };
}

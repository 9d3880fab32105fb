import { CITY_CENTER_STATUS_TEXT, type CityCenterApplication, CityCenterStatus } from '@zhixue/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { maskMobile } from '../../platform/format/index.js';
import * as tables from './tables.js';

const { cityCenterApplications } = tables;

export type CityCenterApplicationRow = typeof cityCenterApplications.$inferSelect;

export function presentApplication(row: CityCenterApplicationRow): CityCenterApplication {
  const status = row.status as CityCenterStatus;
  return {
    id: row.id,
    name: row.name,
    mobile: maskMobile(row.mobile) ?? '',
    province: row.province,
    city: row.city,
    company: row.company,
    experience: row.experience,
    status,
    statusText: CITY_CENTER_STATUS_TEXT[status],
    reviewNote: row.reviewNote,
    canResubmit: status === CityCenterStatus.REJECTED,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** city/gift/detail: the learner's application and where its review stands, or null. */
export async function loadApplication(db: Database, userId: number): Promise<CityCenterApplication | null> {
  const [row] = await db
    .select()
    .from(cityCenterApplications)
    .where(eq(cityCenterApplications.userId, userId));
  return row ? presentApplication(row) : null;
}

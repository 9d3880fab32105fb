import {
  type CityCenterApplication,
  CityCenterStatus,
  type cityGiftAdd,
  type ParsedRequestOf,
} from '@zhixue/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { presentApplication } from './city-center-application.js';
import * as tables from './tables.js';

const { cityCenterApplications } = tables;

export type CityCenterApplicationInput = ParsedRequestOf<typeof cityGiftAdd>;

/**
 * city/gift/add. One application per learner: while one is under review or accepted, another is
 * refused (A0409). A rejected one may be sent again: the learner fixes what the reviewer pointed
 * out, and the same row goes back to 审核中 with the old verdict cleared, so the programme team
 * always sees one current application per person.
 *
 * A single `insert ... on conflict do update ... where status = rejected` decides it: of two
 * submissions racing for one learner, the database lets exactly one write, with no lock to hold.
 */
export async function applyForCityCenter(
  db: Database,
  userId: number,
  input: CityCenterApplicationInput,
): Promise<CityCenterApplication> {
  const fields = {
    name: input.name,
    mobile: input.mobile,
    province: input.province,
    city: input.city,
    company: input.company,
    experience: input.experience,
  };
  const [row] = await db
    .insert(cityCenterApplications)
    .values({ ...fields, userId })
    .onConflictDoUpdate({
      target: cityCenterApplications.userId,
      set: {
        ...fields,
        status: CityCenterStatus.PENDING,
        reviewNote: null,
        reviewedAt: null,
        reviewedBy: null,
        submittedAt: sql`now()`,
      },
      setWhere: eq(cityCenterApplications.status, CityCenterStatus.REJECTED),
    })
    .returning();
  if (row) return presentApplication(row);
  throw await refusal(db, userId);
}

async function refusal(db: Database, userId: number): Promise<AppError> {
  const [existing] = await db
    .select({ status: cityCenterApplications.status })
    .from(cityCenterApplications)
    .where(eq(cityCenterApplications.userId, userId));
  return existing?.status === CityCenterStatus.APPROVED
    ? new AppError('CITY_CENTER_APPROVED')
    : new AppError('CITY_CENTER_PENDING');
}

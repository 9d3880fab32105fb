import type { AdminVipPlan, adminVipPlanCreate, ParsedRequestOf } from '@zhixue/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { type Database, reorderRows } from '../../platform/db/index.js';
import { AppError, type AuditChange } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { vipPlans } = tables;
type Audit = (change: AuditChange) => void;
type VipPlanFields = ParsedRequestOf<typeof adminVipPlanCreate>;

/** Every plan, disabled ones too, in the member page's order. */
export function listAdminVipPlans(db: Database): Promise<AdminVipPlan[]> {
  return db.select().from(vipPlans).orderBy(asc(vipPlans.sort), asc(vipPlans.id));
}

async function findVipPlan(tx: Database, id: number, lock = false): Promise<AdminVipPlan> {
  const query = tx.select().from(vipPlans).where(eq(vipPlans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('VIP_PLAN_NOT_FOUND');
  return row;
}

/**
 * A new plan goes last. Orders already placed keep the price they were placed at: an order copies
 * its amount when it is saved, so a price change here applies to new orders only.
 */
export async function createVipPlan(
  tx: Database,
  fields: VipPlanFields,
  audit: Audit,
): Promise<AdminVipPlan> {
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${vipPlans.sort}), 0)::int` })
    .from(vipPlans);
  const [row] = await tx
    .insert(vipPlans)
    .values({ ...fields, sort: (last?.sort ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('the new VIP plan was not inserted');
  audit({ entity: 'vip-plan', entityId: row.id, before: null, after: row });
  return row;
}

export async function updateVipPlan(
  tx: Database,
  { id, ...fields }: VipPlanFields & { id: number },
  audit: Audit,
): Promise<AdminVipPlan> {
  const before = await findVipPlan(tx, id, true);
  await tx.update(vipPlans).set(fields).where(eq(vipPlans.id, id));
  const after = await findVipPlan(tx, id);
  audit({ entity: 'vip-plan', entityId: id, before, after });
  return after;
}

export async function reorderVipPlans(tx: Database, ids: number[], audit: Audit): Promise<AdminVipPlan[]> {
  const before = await reorderRows(
    tx,
    { table: vipPlans, id: vipPlans.id, sort: vipPlans.sort },
    undefined,
    ids,
  );
  if (!before) throw new AppError('LIST_ORDER_MISMATCH');
  audit({ entity: 'vip-plan-order', entityId: 0, before, after: ids });
  return listAdminVipPlans(tx);
}

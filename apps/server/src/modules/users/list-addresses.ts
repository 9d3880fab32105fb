import type { Address } from '@zhixue/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { presentAddress } from './address-book.js';
import * as tables from './tables.js';

const { addresses } = tables;

/** The learner's own addresses: the default first, then the newest. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(presentAddress);
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { addressNotFound } from './address-book.js';
import * as tables from './tables.js';

const { addresses } = tables;

export async function removeAddress(db: Database, userId: number, id: number): Promise<null> {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (removed.length === 0) throw addressNotFound();
  return null;
}

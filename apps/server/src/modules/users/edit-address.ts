import type { Address } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import {
  type AddressInput,
  addressNotFound,
  clearOtherDefaults,
  lockAddressBook,
  presentAddress,
} from './address-book.js';
import * as tables from './tables.js';

const { addresses } = tables;

/** Rewrites one of the learner's own addresses; making it the default clears the others. */
export async function editAddress(
  db: Database,
  userId: number,
  input: AddressInput & { id: number },
): Promise<Address> {
  const { id, ...fields } = input;
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set(fields)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw addressNotFound();
    if (row.isDefault === 1) await clearOtherDefaults(tx, userId, row.id);
    return presentAddress(row);
  });
}

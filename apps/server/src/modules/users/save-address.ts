import { type Address, MAX_ADDRESSES } from '@zhixue/contract';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { type AddressInput, clearOtherDefaults, lockAddressBook, presentAddress } from './address-book.js';
import * as tables from './tables.js';

const { addresses } = tables;

/** Adds an address. The first one becomes the default whatever was asked. */
export async function saveAddress(db: Database, userId: number, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const held = existing?.n ?? 0;
    if (held >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT', { max: MAX_ADDRESSES });
    const isDefault = held === 0 || input.isDefault === 1 ? 1 : 0;
    if (isDefault) await clearOtherDefaults(tx, userId, null);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId, isDefault })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return presentAddress(row);
  });
}

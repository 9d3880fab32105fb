import type { Address } from '@zhixue/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import * as tables from './tables.js';

const { addresses, users } = tables;

export type AddressRow = typeof addresses.$inferSelect;

/** The fields of a save or edit, as the contract validated them. */
export interface AddressInput {
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: 0 | 1;
}

export function presentAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    isDefault: row.isDefault === 1 ? 1 : 0,
  };
}

/**
 * Locks the learner's row for the rest of the transaction, so that two writes to one address book
 * run one after the other: the count limit and the single default cannot be raced past.
 */
export async function lockAddressBook(tx: Database, userId: number): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!owner) throw new AppError('NOT_LOGGED_IN');
}

/** Clears the default flag of the learner's other addresses, so at most one is the default. */
export async function clearOtherDefaults(tx: Database, userId: number, keepId: number | null) {
  const others = and(eq(addresses.userId, userId), eq(addresses.isDefault, 1));
  await tx
    .update(addresses)
    .set({ isDefault: 0 })
    .where(keepId === null ? others : and(others, ne(addresses.id, keepId)));
}

/** Someone else's address answers exactly like one that does not exist. */
export const addressNotFound = () => new AppError('ADDRESS_NOT_FOUND');

import { type SQL, sql } from 'drizzle-orm';
import * as tables from './tables.js';

/** The 8 digits after the time stamp range over 0 … 10^8 - 1. */
const DIGIT_VALUES = 100_000_000;
/** Coprime to 10^8: multiplying by it modulo 10^8 maps the sequence's values one to one. */
const SHUFFLE = 48_271;

/**
 * A new order's number, made by the database in the insert: the transaction's time in China
 * (`20261121203015`, so numbers sort by time) and 8 digits drawn from one sequence that every
 * process shares. Unique by construction: two orders share digits only 10^8 orders apart, never in
 * one second. The digits are the sequence's value shuffled one to one (times SHUFFLE modulo 10^8),
 * so consecutive orders do not show a count. 22 characters, within the 32 the providers accept.
 */
export function newOrderNo(): SQL<string> {
  const sequence = `"${tables.orderNoSequence.seqName}"`;
  return sql<string>`to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') ||
    lpad(((nextval(${sequence}::regclass) % ${sql.raw(String(DIGIT_VALUES))}) * ${sql.raw(String(SHUFFLE))}
      % ${sql.raw(String(DIGIT_VALUES))})::text, 8, '0')`;
}

/** The unique index an order number was found on, when an insert drew one already taken. */
export const ORDER_NO_INDEX = 'orders_order_no_unique';

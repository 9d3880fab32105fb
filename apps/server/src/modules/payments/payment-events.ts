import type { AdminPaymentEvent } from '@zhixue/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { formatChinaTime } from '../../platform/format/index.js';
import { describePaymentRecord } from '../../platform/payment/index.js';
import * as tables from './tables.js';

const { paymentNotifications } = tables;

/** Every payment decision recorded for an order, oldest first, as the console's order page lists them. */
export async function listPaymentEvents(db: Database, orderNo: string): Promise<AdminPaymentEvent[]> {
  const events = await db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderNo, orderNo))
    .orderBy(asc(paymentNotifications.id));
  return events.map((event) => ({
    id: event.id,
    channel: event.channel,
    outcome: event.outcome,
    tradeNo: event.tradeNo,
    amount: event.amount,
    summary: describePaymentRecord(event),
    at: formatChinaTime(event.createdAt),
  }));
}

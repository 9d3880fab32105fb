import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { accountLabel, COUPON_SUBSIDY } from './accounts.js';
import * as tables from './tables.js';

const { ledgerEntries } = tables;

export interface AccountBalance {
  account: string;
  label: string;
  debit: number;
  credit: number;
  balance: number;
}

/** Every account with the money through it; debits and credits of all accounts sum equal. */
export async function accountBalances(db: Database): Promise<{
  accounts: AccountBalance[];
  totalDebit: number;
  totalCredit: number;
  entries: number;
}> {
  const result = await db.execute(sql`
    select account, sum(debit)::bigint as debit, sum(credit)::bigint as credit from (
      select ${ledgerEntries.debit} as account, ${ledgerEntries.amount} as debit, 0 as credit from ${ledgerEntries}
      union all
      select ${ledgerEntries.credit}, 0, ${ledgerEntries.amount} from ${ledgerEntries}
    ) moves group by account order by account`);
  const rows = (result as unknown as { rows: Array<{ account: string; debit: string; credit: string }> })
    .rows;
  const accounts = rows.map((row) => {
    const debit = Number(row.debit);
    const credit = Number(row.credit);
    return { account: row.account, label: accountLabel(row.account), debit, credit, balance: debit - credit };
  });
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
  return {
    accounts,
    totalDebit: accounts.reduce((sum, account) => sum + account.debit, 0),
    totalCredit: accounts.reduce((sum, account) => sum + account.credit, 0),
    entries: count?.n ?? 0,
  };
}

/** Per order with entries: the cash it brought in net of refunds, and the coupon subsidy it holds. */
export async function ledgerByOrder(db: Database): Promise<Map<number, { cash: number; subsidy: number }>> {
  const result = await db.execute(sql`
    select ${ledgerEntries.orderId} as order_id,
      sum(case when ${ledgerEntries.debit} like 'cash:%' then ${ledgerEntries.amount}
               when ${ledgerEntries.credit} like 'cash:%' then -${ledgerEntries.amount} else 0 end)::bigint as cash,
      sum(case when ${ledgerEntries.debit} = ${COUPON_SUBSIDY} then ${ledgerEntries.amount}
               when ${ledgerEntries.credit} = ${COUPON_SUBSIDY} then -${ledgerEntries.amount} else 0 end)::bigint as subsidy
    from ${ledgerEntries} where ${ledgerEntries.orderId} is not null group by ${ledgerEntries.orderId}`);
  const rows = (result as unknown as { rows: Array<{ order_id: number; cash: string; subsidy: string }> })
    .rows;
  return new Map(
    rows.map((row) => [Number(row.order_id), { cash: Number(row.cash), subsidy: Number(row.subsidy) }]),
  );
}

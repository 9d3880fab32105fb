import type { LedgerReport } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/index.js';
import { COMMISSION_AVAILABLE, COMMISSION_FROZEN, COMMISSION_WITHDRAWING } from '../ledger/index.js';
import * as ledgerTables from '../ledger/tables.js';
import * as tables from './tables.js';

const { ledgerEntries } = ledgerTables;
const { referralBalances, referralCommissions } = tables;

type Mismatch = LedgerReport['orderMismatches'][number];

/** What an account owes (credits less debits) by the ledger. */
const owedBy = (account: string) =>
  sql`coalesce((select sum(case when ${ledgerEntries.credit} = ${account} then ${ledgerEntries.amount} else -${ledgerEntries.amount} end)
    from ${ledgerEntries} where ${ledgerEntries.credit} = ${account} or ${ledgerEntries.debit} = ${account}), 0)::bigint`;

/**
 * Where the ledger's commission accounts disagree with the sharers' balances (frozen, available,
 * under withdrawal, all sharers together), and each commission whose frozen money the ledger records
 * otherwise than its state (its amount while frozen, nothing after). For the ledger's report.
 */
export async function commissionMismatches(db: Database, shown: number): Promise<Mismatch[]> {
  const totals = rowsOf<Record<string, string>>(
    await db.execute(sql`select
      coalesce(sum(${referralBalances.frozen}), 0)::bigint as frozen,
      coalesce(sum(${referralBalances.available}), 0)::bigint as available,
      coalesce(sum(${referralBalances.withdrawing}), 0)::bigint as withdrawing,
      ${owedBy(COMMISSION_FROZEN)} as ledger_frozen,
      ${owedBy(COMMISSION_AVAILABLE)} as ledger_available,
      ${owedBy(COMMISSION_WITHDRAWING)} as ledger_withdrawing
      from ${referralBalances}`),
  )[0];
  const found: Mismatch[] = [];
  const compare = (what: string, expected: string | undefined, recorded: string | undefined) => {
    if (Number(expected ?? 0) !== Number(recorded ?? 0))
      found.push({
        orderNo: '推广佣金',
        what,
        expected: Number(expected ?? 0),
        recorded: Number(recorded ?? 0),
      });
  };
  compare('冻结中佣金', totals?.frozen, totals?.ledger_frozen);
  compare('可提现佣金', totals?.available, totals?.ledger_available);
  compare('提现审核中', totals?.withdrawing, totals?.ledger_withdrawing);
  const byCommission = rowsOf<{ order_no: string; expected: string; recorded: string }>(
    await db.execute(sql`
      with l as (
        select ${ledgerEntries.orderId} as order_id,
          sum(case when ${ledgerEntries.credit} = ${COMMISSION_FROZEN} then ${ledgerEntries.amount}
                   when ${ledgerEntries.debit} = ${COMMISSION_FROZEN} then -${ledgerEntries.amount} else 0 end) as frozen
        from ${ledgerEntries} where ${ledgerEntries.orderId} is not null
          and (${ledgerEntries.credit} = ${COMMISSION_FROZEN} or ${ledgerEntries.debit} = ${COMMISSION_FROZEN})
        group by ${ledgerEntries.orderId})
      select c.order_no, case when c.status = 'frozen' then c.amount else 0 end as expected,
        coalesce(l.frozen, 0) as recorded
      from ${referralCommissions} c left join l on l.order_id = c.order_id
      where coalesce(l.frozen, 0) <> case when c.status = 'frozen' then c.amount else 0 end
      order by c.id limit ${shown}`),
  );
  for (const row of byCommission)
    found.push({
      orderNo: row.order_no,
      what: '冻结佣金',
      expected: Number(row.expected),
      recorded: Number(row.recorded),
    });
  return found;
}

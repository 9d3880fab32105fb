import type { Coupon, CouponBatchFields, LedgerReport } from '@zhixue/contract';
import { expect } from 'vitest';
import type { ApiClient } from './harness.js';
import type { LoggedIn } from './login-helpers.js';
import type { SignedInOperator } from './operator-helpers.js';
import { orderApi } from './orders-support.js';

/** A batch any learner may claim, ¥10 off anything, for 7 days after claiming: tests override what they test. */
export const plainBatch = (fields: Partial<CouponBatchFields> = {}): CouponBatchFields => ({
  name: '新人立减',
  kind: 'no_threshold',
  reduction: 1000,
  scope: 'all',
  validDays: 7,
  quantity: 100,
  perLearner: 1,
  claimBy: 'button',
  ...fields,
});

/** The coupon calls of a learner and of the console, over HTTP as the site and the console make them. */
export function couponApi(server: ApiClient) {
  const { call, ok, refused } = orderApi(server);
  const admin = (operator: SignedInOperator, path: string, body: unknown) =>
    server.post(`/api/admin/${path}`, body, { headers: operator.headers });
  return {
    createBatch: async (editor: SignedInOperator, fields: CouponBatchFields) =>
      ok<{ batchId: number; claimBy: string }>(admin(editor, 'coupon/create', fields)),
    refusedBatch: (editor: SignedInOperator, fields: unknown) =>
      refused(admin(editor, 'coupon/create', fields)),
    claim: (learner: LoggedIn, batchId: number) => ok<Coupon>(call(learner, 'coupon/claim', { batchId })),
    claimAnswer: (learner: LoggedIn, batchId: number) => call(learner, 'coupon/claim', { batchId }),
    redeem: (learner: LoggedIn, code: string) => call(learner, 'coupon/redeem', { code }),
    mine: async (learner: LoggedIn, tab: 'available' | 'used' | 'expired') =>
      (await ok<{ list: Coupon[] }>(call(learner, 'coupon/mine', { tab }))).list,
    /** The ledger's report, after checking every account balances and agrees with the orders. */
    balancedLedger: async (finance: SignedInOperator) => {
      const report = await ok<LedgerReport>(admin(finance, 'ledger/report', {}));
      expect(report.orderMismatches).toEqual([]);
      expect(report.totalDebit).toBe(report.totalCredit);
      expect(report.balanced).toBe(true);
      return report;
    },
    ledgerReport: (finance: SignedInOperator) => ok<LedgerReport>(admin(finance, 'ledger/report', {})),
    exportCodes: (operator: SignedInOperator, id: number) =>
      ok<{ fileName: string; base64: string }>(admin(operator, 'coupon/codes-export', { id })),
  };
}

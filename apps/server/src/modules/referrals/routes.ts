import {
  adminReferralCommissions,
  adminReferralRateSet,
  adminReferralRates,
  adminReferralWithdrawalPay,
  adminReferralWithdrawalReject,
  adminReferralWithdrawals,
  referralCommissions,
  referralLink,
  referralLinks,
  referralSummary,
  referralVisit,
  referralWithdraw,
  seesLearnerPhones,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import { pageCommissions, pageRates, setRate } from './admin.js';
import { scheduleCommissionRelease } from './commissions.js';
import { followLink, pageOwnLinks, shareLink } from './links.js';
import { pageOwnCommissions, referralSummaryOf } from './sharer.js';
import { decideWithdrawal, pageWithdrawals, requestWithdrawal } from './withdrawals.js';

export function registerReferralRoutes(app: FastifyInstance, { db, routes, jobs }: AppContext): void {
  scheduleCommissionRelease(jobs, db);
  registerEndpoint(app, routes, referralLink, ({ body, session }) => shareLink(db, session.userId, body));
  registerEndpoint(app, routes, referralVisit, ({ body, session }) =>
    followLink(db, session?.userId ?? null, body.code, body.visitorId),
  );
  registerEndpoint(app, routes, referralSummary, ({ session }) => referralSummaryOf(db, session.userId));
  registerEndpoint(app, routes, referralCommissions, ({ body, session }) =>
    pageOwnCommissions(db, session.userId, body),
  );
  registerEndpoint(app, routes, referralLinks, ({ body, session }) => pageOwnLinks(db, session.userId, body));
  registerEndpoint(app, routes, referralWithdraw, ({ body, session }) =>
    requestWithdrawal(db, session.userId, body.amount),
  );

  registerEndpoint(app, routes, adminReferralRates, ({ body }) => pageRates(db, body));
  registerEndpoint(app, routes, adminReferralRateSet, ({ body, tx, audit, operator }) =>
    setRate(tx, operator.id, body, audit),
  );
  registerEndpoint(app, routes, adminReferralCommissions, ({ body }) => pageCommissions(db, body));
  registerEndpoint(app, routes, adminReferralWithdrawals, ({ body, operator }) =>
    pageWithdrawals(db, body, seesLearnerPhones(operator.role)),
  );
  registerEndpoint(app, routes, adminReferralWithdrawalPay, ({ body, tx, audit, operator }) =>
    decideWithdrawal(
      tx,
      { id: body.id, operatorId: operator.id, paid: true, transferRef: body.transferRef },
      audit,
      seesLearnerPhones(operator.role),
    ),
  );
  registerEndpoint(app, routes, adminReferralWithdrawalReject, ({ body, tx, audit, operator }) =>
    decideWithdrawal(
      tx,
      { id: body.id, operatorId: operator.id, paid: false, reason: body.reason },
      audit,
      seesLearnerPhones(operator.role),
    ),
  );
}

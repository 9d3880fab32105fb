export {
  COMMISSION_RELEASE_QUEUE,
  creditReferral,
  followedReferralLink,
  type ReferredOrder,
  releaseDueCommissions,
  scheduleCommissionRelease,
  takeBackCommission,
} from './commissions.js';
export { commissionMismatches } from './ledger-check.js';

export { MyReferrals } from './components/my-referrals';
export { ReferralShare } from './components/share-button';

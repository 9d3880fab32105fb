export { listBanners } from './banners.js';
export { claimedGifts, claimGift, offerLoginGift, pendingGift } from './gifts.js';
export { currentLegalVersion } from './legal-documents.js';

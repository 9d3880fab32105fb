export { listBanners } from './banners.js';
export { claimedGifts, claimGift, offerLoginGift, pendingGift } from './gifts.js';

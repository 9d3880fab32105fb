export { listBanners } from './banners.js';
export { claimedGifts, claimGift, GIFT_VIP_DAYS, offerLoginGift, pendingGift } from './gifts.js';
export { registerMarketingRoutes } from './routes.js';

export { type FlashHold, flashSaleFor } from './offer.js';
export { returnFlashUnit, sellFlashUnit, takeFlashUnit } from './stock.js';

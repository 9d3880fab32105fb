export { type FlashHold, flashSaleFor } from './offer.js';
export { flashSaleRefusal, flashUnitParts, returnFlashUnit, sellFlashUnit, takeFlashUnit } from './stock.js';

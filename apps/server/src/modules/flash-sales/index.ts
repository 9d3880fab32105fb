export { type FlashHold, flashSaleFor } from './offer.js';
export {
  flashSaleRefusal,
  flashUnitParts,
  holdFlashUnit,
  returnFlashUnit,
  sellFlashUnit,
  takeFlashStock,
  takeWhileUnitsLeft,
} from './stock.js';

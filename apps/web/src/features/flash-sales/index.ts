export { FlashSaleBar } from './components/flash-sale-bar';

export { AppDownloadModal } from './app-download-modal';
export { CustomerServiceModal } from './customer-service-modal';
export { QrModalFrame, type QrModalProps } from './qr-modal';

export { PageBanner, type PageBannerTone } from './page-banner';

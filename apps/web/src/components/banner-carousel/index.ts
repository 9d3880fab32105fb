export { BannerCarousel } from './banner-carousel';

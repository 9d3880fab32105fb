export { extendVip, shortenVip } from './vip.js';

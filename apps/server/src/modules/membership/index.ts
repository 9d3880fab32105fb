export { extendVip, isVipActive, shortenVip } from './vip.js';

export { extendVip, isVipActive } from './vip.js';

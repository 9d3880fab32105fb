export { registerMembershipRoutes } from './routes.js';
export { extendVip, isVipActive } from './vip.js';

/** The 领券中心's address (the route table's /coupons). */
export const COUPON_CENTRE_PATH = '/coupons';

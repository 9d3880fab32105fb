import type { vipPlans } from '../schema/index.js';
import type { BannerArt } from './art.js';

const BASE_BENEFITS = [
  '200+精选课程会员免费学',
  '付费课程享会员专属价',
  '会员专享课程随时看',
  '专属会员身份标识',
];

/** [name, days, price yuan, line price yuan, extra benefits]. */
const PLANS: Array<[name: string, days: number, price: number, linePrice: number, extra: string[]]> = [
  ['月度会员', 31, 49, 69, []],
  ['季度会员', 92, 129, 199, ['训练营报名享会员价']],
  ['年度会员', 366, 399, 699, ['训练营报名享会员价', '每月一场会员专属直播', '年度学习报告']],
];

export const vipPlanRows: (typeof vipPlans.$inferInsert)[] = PLANS.map(
  ([name, durationDays, price, linePrice, extra], index) => ({
    id: index + 1,
    name,
    durationDays,
    price: price * 100,
    linePrice: linePrice * 100,
    benefits: [...BASE_BENEFITS, ...extra],
    sort: index + 1,
    enabled: true,
  }),
);

/** The member page's top picture; not a column of any row, the web page refers to it by path. */
export const membershipArt: BannerArt[] = [
  {
    kind: 'banner',
    file: 'vip/member-header.svg',
    title: '知学会员',
    sub: '畅学200+精选课程，会员专享课与会员价一站尽享',
    cta: '',
    palette: 'gold',
    motif: 2,
  },
];

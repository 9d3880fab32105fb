import type { SiteSettings } from '@zhixue/contract';
import type { banners, hotSearches, siteSettings } from '../modules/marketing/tables.js';
import { type BannerArt, demoPicture, type Palette } from './art.js';
import { legalDocuments } from './legal-documents.js';

/** A carousel banner with the texts its demo picture shows; the member page's are in membership.ts. */
export interface BannerDef {
  id: number;
  position: 'home' | 'training' | 'member';
  /** Jump code of the spec: 1 url, 2 member page, 3 course, 4 bundle, 5 youke, 6 online camp, 7 offline camp. */
  jump: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** Course id (3, 4) or training id (6, 7). */
  productId?: number;
  shareUrl?: string;
  title: string;
  sub: string;
  cta: string;
  palette: Palette;
}

const BANNERS: BannerDef[] = [
  {
    id: 1,
    position: 'home',
    jump: 1,
    shareUrl: 'https://www.zhixue.example/activity/tdc-2026',
    title: '2026企业培训发展大会',
    sub: '6月·上海 | 百位培训管理者共话组织学习新趋势',
    cta: '立即报名',
    palette: 'navy',
  },
  {
    id: 2,
    position: 'home',
    jump: 2,
    title: '开通知学会员，畅学200+精选课程',
    sub: '年度会员每天约1元，会员专享课与会员价课程一站畅享',
    cta: '开通会员',
    palette: 'gold',
  },
  {
    id: 3,
    position: 'home',
    jump: 3,
    productId: 1,
    title: 'TTT培训师授课技巧',
    sub: '从新手到讲台高手 · 会员价199元',
    cta: '立即学习',
    palette: 'indigo',
  },
  {
    id: 4,
    position: 'home',
    jump: 4,
    productId: 101,
    title: '培训师成长全能套餐',
    sub: '授课技巧与课程开发六门精品课 · 套餐价799元',
    cta: '查看套餐',
    palette: 'violet',
  },
  {
    id: 5,
    position: 'home',
    jump: 5,
    title: '免费体验课 · 每周上新',
    sub: '新任经理、培训师入门、职场沟通三大专题免费学',
    cta: '免费学习',
    palette: 'emerald',
  },
  {
    id: 6,
    position: 'home',
    jump: 6,
    productId: 1,
    title: '金牌内训师21天训练营',
    sub: '名师带教 · 每日打卡 · 结营认证',
    cta: '报名下一期',
    palette: 'ocean',
  },
  {
    id: 7,
    position: 'home',
    jump: 7,
    productId: 11,
    title: 'TTT职业培训师认证班',
    sub: '上海站 · 5天4晚封闭式集训 · 小班教学',
    cta: '咨询报名',
    palette: 'rose',
  },
  {
    id: 8,
    position: 'training',
    jump: 6,
    productId: 3,
    title: '新任经理90天转型训练营',
    sub: '上任关键90天，导师陪你走好管理第一步',
    cta: '立即报名',
    palette: 'teal',
  },
  {
    id: 9,
    position: 'training',
    jump: 7,
    productId: 12,
    title: '领导力发展研修班 · 北京站',
    sub: '案例研讨 · 沙盘模拟 · 同侪教练',
    cta: '查看详情',
    palette: 'navy',
  },
  {
    id: 10,
    position: 'training',
    jump: 6,
    productId: 2,
    title: '课程开发线上工作坊',
    sub: '四周带着业务经验来，带着一门好课走',
    cta: '咨询报名',
    palette: 'plum',
  },
];

export function bannerArt(banner: BannerDef): BannerArt {
  return {
    kind: 'banner',
    file: `banners/${banner.position}-${banner.id}.svg`,
    title: banner.title,
    sub: banner.sub,
    cta: banner.cta,
    palette: banner.palette,
    motif: banner.id,
  };
}

export function bannerRow(banner: BannerDef): typeof banners.$inferInsert {
  return {
    id: banner.id,
    position: banner.position,
    title: banner.title,
    picPc: demoPicture(bannerArt(banner)),
    jump: banner.jump,
    shareUrl: banner.shareUrl ?? null,
    productId: banner.productId ?? null,
    sort: banner.id,
    enabled: true,
  };
}

export const bannerRows: (typeof banners.$inferInsert)[] = BANNERS.map(bannerRow);

export const bannerArtList = BANNERS.map(bannerArt);

/** Hot searches in display order, with plausible click counts. */
const HOT_SEARCHES: Array<[name: string, clicks: number]> = [
  ['TTT培训师', 18620],
  ['课程开发', 15340],
  ['领导力', 13980],
  ['结构化思维', 12210],
  ['销售技巧', 10870],
  ['绩效管理', 9650],
  ['非人力资源经理的人力资源管理', 8420],
  ['时间管理', 7730],
  ['沟通技巧', 7160],
  ['数字化转型', 6380],
];

export const hotSearchRows: (typeof hotSearches.$inferInsert)[] = HOT_SEARCHES.map(
  ([name, clickCount], index) => ({
    id: index + 1,
    name,
    clickCount,
    sort: index + 1,
    enabled: true,
  }),
);

/** Footer, sidebar and modal settings; QR fields hold what the codes encode. */
const SITE: SiteSettings = {
  siteName: '知学',
  slogan: '让每一位培训师持续成长',
  aboutText:
    '知学是面向企业培训行业的在线学习与课程分发平台。我们为培训师提供系统的专业成长路径，' +
    '为企业提供精品课程一站式采购与学习管理服务，让组织学习更简单、更有效。',
  servicePhone: '400-820-6688',
  serviceHours: '周一至周日 9:00-21:00',
  serviceEmail: 'service@zhixue.example',
  address: '上海市徐汇区宜山路700号 知学培训中心',
  customerServiceQr: 'https://work.weixin.qq.com/kfid/kfc7d3a9e1b5f2c8640',
  appDownloadQr: 'https://www.zhixue.example/app/download',
  officialAccountQr: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzkzNjUxODQ2Mg==',
  icpRecord: '沪ICP备2026012345号-1',
  policeRecord: '沪公网安备 31010402001234号',
  copyright: '© 2026 上海知学教育科技有限公司 版权所有',
};

export const siteSettingRows: (typeof siteSettings.$inferInsert)[] = [
  { key: 'site', value: SITE },
  { key: 'legal', value: legalDocuments },
];

import type { banners } from '../modules/marketing/tables.js';
import type { memberProgrammes, vipPlans } from '../modules/membership/tables.js';
import { CHINA_OFFSET_MS } from '../platform/format/index.js';
import { type BannerArt, type CoverArt, demoPicture, type Palette } from './art.js';
import { type BannerDef, bannerArt, bannerRow } from './marketing.js';

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

/** The member page's carousel: banners of position `member` (ids from 51, after the marketing ones). */
const MEMBER_BANNERS: BannerDef[] = [
  {
    id: 51,
    position: 'member',
    jump: 3,
    productId: 44,
    title: 'AI助手在职场中的应用',
    sub: '会员免费学 · 写材料、做分析、备课件，效率翻倍',
    cta: '免费学习',
    palette: 'gold',
  },
  {
    id: 52,
    position: 'member',
    jump: 3,
    productId: 16,
    title: '教练式领导力',
    sub: '会员专享课 · 用提问代替命令，激发团队内驱力',
    cta: '会员专享',
    palette: 'plum',
  },
  {
    id: 53,
    position: 'member',
    jump: 3,
    productId: 4,
    title: '引导技术：让会议与工作坊更高效',
    sub: '原价499元，会员免费学 · 焦点讨论、团队共创一次学会',
    cta: '立即学习',
    palette: 'navy',
  },
];

export const memberBannerRows: (typeof banners.$inferInsert)[] = MEMBER_BANNERS.map(bannerRow);

type ProgrammeKind = 'activity' | 'banyue' | 'live';

interface ProgrammeDef {
  id: number;
  kind: ProgrammeKind;
  title: string;
  summary: string;
  lecturerId: number | null;
  location: string | null;
  /** Start, in days from the seeding day, at a China-time clock time. */
  day: number;
  at: string;
  /** Length in minutes (activities may last days). */
  minutes: number;
  audienceCount: number;
  palette: Palette;
}

const DAY_MINUTES = 24 * 60;

/**
 * Member activities, the 半月谈 talks (one every half month) and member live sessions. Dates are
 * relative to the seeding day, like the promotions' (activities.ts), so a fresh database always has
 * talks behind it and live sessions ahead of it.
 */
const PROGRAMMES: ProgrammeDef[] = [
  {
    id: 1,
    kind: 'activity',
    title: '内训师授课大赛 · 会员绿色通道',
    summary: '提交一段10分钟授课视频即可参赛，会员免初审直接进入复赛，优胜者获得知学认证讲师推荐。',
    lecturerId: 1,
    location: '线上',
    day: -10,
    at: '09:00',
    minutes: 30 * DAY_MINUTES,
    audienceCount: 1268,
    palette: 'gold',
  },
  {
    id: 2,
    kind: 'activity',
    title: '会员共读：《讲台上的第一分钟》',
    summary: '21天共读打卡，每晚一章，导师带读并答疑，完成打卡的会员获赠纸质签名书。',
    lecturerId: 15,
    location: '线上',
    day: 5,
    at: '20:00',
    minutes: 21 * DAY_MINUTES,
    audienceCount: 436,
    palette: 'orange',
  },
  {
    id: 3,
    kind: 'activity',
    title: '会员日 · 培训师线下沙龙（上海站）',
    summary: '“好课是怎样打磨出来的”主题沙龙，三位资深课程开发专家现场拆解精品课，会员免费报名，限60席。',
    lecturerId: 2,
    location: '上海 · 静安区知学学习中心',
    day: 12,
    at: '14:00',
    minutes: 4 * 60,
    audienceCount: 58,
    palette: 'rose',
  },
  {
    id: 4,
    kind: 'activity',
    title: '会员见面会（北京站）：组织学习年度趋势',
    summary: '与培训管理者面对面交流年度学习项目设计思路，现场发布《企业学习发展趋势报告》。',
    lecturerId: 12,
    location: '北京 · 朝阳区知学学习中心',
    day: -25,
    at: '14:00',
    minutes: 3 * 60,
    audienceCount: 120,
    palette: 'navy',
  },
  {
    id: 11,
    kind: 'banyue',
    title: '第24期｜AI时代培训师需要的三种新能力',
    summary: '当学员可以随时问AI，培训师的价值在哪里？陈思远谈提问设计、学习体验设计与数据解读。',
    lecturerId: 1,
    location: null,
    day: -3,
    at: '20:00',
    minutes: 60,
    audienceCount: 3860,
    palette: 'indigo',
  },
  {
    id: 12,
    kind: 'banyue',
    title: '第23期｜如何让业务专家愿意开发课程',
    summary: '业务专家没时间、不会写、不愿讲？林婉清分享三个激励机制与一套“半天出课”的萃取流程。',
    lecturerId: 2,
    location: null,
    day: -18,
    at: '20:00',
    minutes: 60,
    audienceCount: 3125,
    palette: 'teal',
  },
  {
    id: 13,
    kind: 'banyue',
    title: '第22期｜新任经理的第一个90天',
    summary: '从骨干到管理者，前90天最容易踩的五个坑，以及一份可以直接使用的角色转型计划表。',
    lecturerId: 3,
    location: null,
    day: -33,
    at: '20:00',
    minutes: 60,
    audienceCount: 4410,
    palette: 'violet',
  },
  {
    id: 14,
    kind: 'banyue',
    title: '第21期｜绩效面谈中的“难谈话”',
    summary: '员工不认可评价、情绪激动或沉默不语时怎么办？赵敏用三段真实对话演示反馈的分寸。',
    lecturerId: 4,
    location: null,
    day: -48,
    at: '20:00',
    minutes: 60,
    audienceCount: 2978,
    palette: 'emerald',
  },
  {
    id: 21,
    kind: 'live',
    title: '大客户销售：如何拿下第一次高层拜访',
    summary: '拜访前的信息准备、开场三句话与需求挖掘提问清单，直播间现场演练并点评学员话术。',
    lecturerId: 5,
    location: null,
    day: 2,
    at: '19:30',
    minutes: 90,
    audienceCount: 862,
    palette: 'ocean',
  },
  {
    id: 22,
    kind: 'live',
    title: '用AI助手半小时做完一份培训需求分析',
    summary: '从问卷设计到访谈纪要整理再到需求报告成稿，完整演示AI助手在培训需求分析中的用法。',
    lecturerId: 16,
    location: null,
    day: 9,
    at: '19:30',
    minutes: 90,
    audienceCount: 1347,
    palette: 'teal',
  },
  {
    id: 23,
    kind: 'live',
    title: '告别低效会议：一小时学会焦点讨论法',
    summary: 'ORID四个层次的提问怎么设计，如何在会议中用好它，郑雅文带你完整走一遍。',
    lecturerId: 9,
    location: null,
    day: -6,
    at: '19:30',
    minutes: 60,
    audienceCount: 1589,
    palette: 'plum',
  },
  {
    id: 24,
    kind: 'live',
    title: '职场人的精力管理：忙而不乱的一周',
    summary: '用周计划、精力曲线与任务批处理，把一周的时间用在最重要的事情上。',
    lecturerId: 7,
    location: null,
    day: -13,
    at: '19:30',
    minutes: 60,
    audienceCount: 2216,
    palette: 'orange',
  },
];

const KIND_LABEL: Record<ProgrammeKind, string> = {
  activity: '会员活动',
  banyue: '半月谈',
  live: '会员直播',
};

function programmeArt(item: ProgrammeDef): CoverArt {
  return {
    kind: 'cover',
    file: `member/${item.kind}-${item.id}.svg`,
    // The talk's cover carries its topic; the issue number is in the label.
    title: item.title.replace(/^第\d+期｜/, ''),
    label: KIND_LABEL[item.kind],
    badge: '知学会员',
    palette: item.palette,
    motif: item.id,
  };
}

const MINUTE_MS = 60 * 1000;

/** `day` days after `today` at `at` (HH:mm), China time. */
function chinaTime(today: Date, day: number, at: string): Date {
  const [hours = 0, minutes = 0] = at.split(':').map(Number);
  const chinaToday = new Date(today.getTime() + CHINA_OFFSET_MS);
  return new Date(
    Date.UTC(
      chinaToday.getUTCFullYear(),
      chinaToday.getUTCMonth(),
      chinaToday.getUTCDate() + day,
      hours,
      minutes,
    ) - CHINA_OFFSET_MS,
  );
}

/** Activities and talks; the member live sessions are lives (see lives.ts), listed from their own table. */
export function buildMemberProgrammeRows(today: Date): (typeof memberProgrammes.$inferInsert)[] {
  return PROGRAMMES.filter((item) => item.kind !== 'live').map((item) => {
    const startsAt = chinaTime(today, item.day, item.at);
    return {
      id: item.id,
      kind: item.kind,
      title: item.title,
      summary: item.summary,
      picCover: demoPicture(programmeArt(item)),
      lecturerId: item.lecturerId,
      location: item.location,
      startsAt,
      endsAt: new Date(startsAt.getTime() + item.minutes * MINUTE_MS),
      audienceCount: item.audienceCount,
      sort: item.id,
      enabled: true,
    };
  });
}

/** The member live sessions, as lives for members (lives.ts numbers them). */
export function memberLiveSeeds(today: Date) {
  return PROGRAMMES.filter((item) => item.kind === 'live').map((item) => ({
    title: item.title,
    summary: item.summary,
    cover: demoPicture(programmeArt(item)),
    lecturerId: item.lecturerId ?? 1,
    startsAt: chinaTime(today, item.day, item.at),
    expectedMinutes: item.minutes,
  }));
}

/** The member page's pictures: its header, carousel banners and programme covers (see art.ts). */
export const membershipArt: Array<BannerArt | CoverArt> = [
  {
    kind: 'banner',
    file: 'vip/member-header.svg',
    title: '知学会员',
    sub: '畅学200+精选课程，会员专享课与会员价一站尽享',
    cta: '',
    palette: 'gold',
    motif: 2,
  },
  ...MEMBER_BANNERS.map(bannerArt),
  ...PROGRAMMES.map(programmeArt),
];

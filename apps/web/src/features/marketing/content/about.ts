import type { Feature } from './types';

/** /about: who we are. The lead paragraph and the contact details come from the site config. */
export const ABOUT_STATS = [
  { value: '200+', label: '精选课程' },
  { value: '120+', label: '签约讲师' },
  { value: '30万+', label: '注册学员' },
  { value: '800+', label: '服务企业' },
];

export const ABOUT_SERVICES: Feature[] = [
  {
    title: '培训师专业成长',
    text: '围绕授课技巧、课程开发、引导技术与职业发展，为培训师提供从入门到认证的系统学习路径。',
  },
  {
    title: '精品课程一站式采购',
    text: '汇集管理、营销、职场通用能力等领域的精品课程，企业可按需选课、批量授权、统一管理。',
  },
  {
    title: '训练营与线下课程',
    text: '线上训练营以带教、打卡、作业点评推动学以致用；线下认证班在各城市开班，小班面授。',
  },
];

export const ABOUT_VALUES: Feature[] = [
  { title: '使命', text: '让每一位培训师持续成长，让组织学习更简单、更有效。' },
  { title: '愿景', text: '成为企业培训行业最值得信赖的学习与课程服务平台。' },
  { title: '价值观', text: '内容为本、学员第一、长期主义、开放共赢。' },
];

export const ABOUT_MILESTONES: Array<{ year: string; text: string }> = [
  { year: '2019', text: '知学在上海成立，上线首批20门培训师成长课程。' },
  { year: '2020', text: '推出金牌内训师线上训练营，全年服务学员超过2万人。' },
  { year: '2021', text: '发布企业学习中心，首批50家企业开通企业课程库。' },
  { year: '2023', text: '合伙人计划与城市中心计划启动，线下认证班覆盖12个城市。' },
  { year: '2025', text: '精选课程突破200门，注册学员超过30万，服务企业800余家。' },
  { year: '2026', text: '举办企业培训发展大会，携手行业伙伴共话组织学习新趋势。' },
];

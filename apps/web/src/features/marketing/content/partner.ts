import type { Faq, Feature, Step } from './types';

/** /partner: the partner plan. Rates and rules here are the programme's published terms. */
export const PARTNER_INTRO = {
  title: '知学合伙人计划',
  subtitle:
    '把好课程推荐给需要的人。无论你是培训师、培训管理者还是行业顾问，成为知学合伙人，即可获得专属推广权益与持续的佣金收益。',
  stats: [
    { value: '20%', label: '单课最高佣金比例' },
    { value: '7天', label: '订单完成后计入佣金' },
    { value: '1元起', label: '佣金解冻后即可提现' },
  ],
};

export const PARTNER_AUDIENCE: Feature[] = [
  {
    title: '职业培训师',
    text: '在授课与辅导中向学员推荐配套线上课程，让课堂学习延伸到课后，同时获得推广收益。',
  },
  {
    title: '企业培训管理者',
    text: '为本企业或同行企业引荐知学企业学习方案，帮助组织搭建线上学习体系。',
  },
  {
    title: '管理咨询顾问',
    text: '在咨询项目中为客户配置能力提升课程，以专业推荐获得长期合作回报。',
  },
  {
    title: '行业社群运营者',
    text: '面向培训师、HR 社群分享优质课程与训练营，让社群成员学有所得。',
  },
];

export const PARTNER_BENEFITS: Feature[] = [
  {
    title: '专属推广码',
    text: '每位合伙人拥有专属推广链接与二维码，学员通过它购买课程、开通会员，订单自动归属到你。',
  },
  {
    title: '合伙人会员权益',
    text: '签约即赠送一年知学会员，200+精选课程免费学，先学后荐，推荐更有底气。',
  },
  {
    title: '推广素材支持',
    text: '提供课程海报、讲师介绍、试听片段与推荐话术，每月更新，拿来即用。',
  },
  {
    title: '顾问一对一服务',
    text: '专属合伙人顾问协助对接企业客户需求，解答课程与报价问题，协同跟进大客户。',
  },
  {
    title: '线下活动优先席位',
    text: '优先受邀参加知学年度企业培训发展大会、讲师沙龙与城市分享会。',
  },
  {
    title: '透明的收益看板',
    text: '推广订单、冻结中、可提现与已提现的佣金在“我的推广”清晰可查，每一笔收益都有据可依。',
  },
];

/** Commission on the amount actually paid, by what the referred learner or company buys. */
export const COMMISSION_RATES: Array<{ product: string; rate: string; note: string }> = [
  { product: '单门课程', rate: '20%', note: '按学员实付金额计算，含会员价购买' },
  { product: '课程套餐', rate: '15%', note: '套餐优惠后的实付金额' },
  { product: '知学会员', rate: '25%', note: '首次开通的年度会员；续费不计' },
  { product: '线上训练营', rate: '12%', note: '每期报名单独计算' },
  { product: '线下训练营', rate: '8%', note: '以签约报名并到场为准' },
  { product: '企业采购', rate: '首单8%，续约5%', note: '企业课程库、学习平台与定制开发合同额' },
];

export const COMMISSION_RULES: string[] = [
  '佣金按订单实付金额计算，优惠券、活动减免与平台补贴部分不计入。',
  '订单支付成功后佣金先冻结7天，其间发生退款的按退款金额扣减；7天后解冻为“可提现”。',
  '可提现佣金满1元即可在“我的推广”申请提现，财务审核后银行转账支付，3个工作日内到账。',
  '佣金按劳务报酬由平台依法代扣代缴个人所得税；以企业身份签约的合伙人可开具发票结算。',
  '年度推广业绩满10万元的合伙人升级为金牌合伙人，次年各类佣金比例上浮2个百分点。',
  '学员通过推广链接进入后7天内下单归属该推广人，多次进入以最后一次为准；同一订单只归属一位推广人。',
  '禁止虚假宣传、刷单或以不正当方式获取佣金，一经查实将取消合伙人资格并追回相关佣金。',
];

export const PARTNER_STEPS: Step[] = [
  { title: '添加合伙人顾问', text: '扫描页面下方二维码或拨打客服电话，说明你的推广方向。' },
  { title: '资质沟通', text: '顾问了解你的行业背景与推广渠道，介绍合作细则。' },
  { title: '在线签约', text: '签署电子版合伙人协议，填写结算信息。' },
  { title: '开通推广权益', text: '获得专属推广码、合伙人会员与推广素材包。' },
  { title: '推广与结算', text: '分享课程即可获得收益，佣金解冻后随时申请提现。' },
];

export const PARTNER_FAQ: Faq[] = [
  {
    question: '成为合伙人需要缴纳费用吗？',
    answer: '不需要。合伙人计划不收取任何加盟费或保证金，签约后即可开始推广。',
  },
  {
    question: '我已经是知学会员，还能获得合伙人赠送的会员吗？',
    answer: '可以。赠送的一年会员时长会在你现有会员到期日的基础上顺延。',
  },
  {
    question: '推广企业客户时，报价和合同由谁负责？',
    answer: '由知学企业服务团队负责方案、报价与签约，合伙人负责引荐和需求沟通，订单按企业采购规则计佣。',
  },
  {
    question: '可以同时申请合伙人和城市中心吗？',
    answer: '可以。城市中心是面向本地运营的深度合作，已签约城市中心的伙伴同样享有合伙人推广权益。',
  },
];

import type { lecturers } from '../modules/catalog/tables.js';
import { type AvatarArt, cyclePalette, demoPicture, pad } from './art.js';

interface LecturerDef {
  id: number;
  name: string;
  title: string;
  /** Paragraphs of the 讲师简介; stored joined by line breaks, which the lecturer modal keeps. */
  detail: string[];
  /** 主讲课题 and 服务客户; null hides the line in the lecturer modal. */
  topic: string | null;
  serviceCompany: string | null;
}

const LECTURERS: LecturerDef[] = [
  {
    id: 1,
    name: '陈思远',
    title: '资深培训师培养专家 · 知学TTT认证导师',
    detail: [
      '18年企业培训经验，曾任某大型制造集团企业大学副校长，主导搭建三级内训师认证体系。',
      '累计授课超过1600天，培养认证内训师4000余名，擅长把授课技巧拆解成可练习的动作。',
      '著有《讲台上的第一分钟》《内训师成长手册》。',
    ],
    topic: 'TTT培训师授课技巧、内训师体系建设、培训师职业发展',
    serviceCompany: '华东智造集团、远航物流、恒信银行、启明医药、蓝海零售',
  },
  {
    id: 2,
    name: '林婉清',
    title: '课程开发与教学设计专家',
    detail: [
      '教育技术学硕士，12年课程开发经验，曾任某互联网企业学习发展中心课程总监。',
      '主持开发企业定制课程200余门，提出“七步精品课开发法”，帮助业务专家把经验变成课程。',
    ],
    topic: '精品课程开发、组织经验萃取、混合式学习项目设计',
    serviceCompany: '云帆科技、恒信银行、鼎盛地产、华东智造集团',
  },
  {
    id: 3,
    name: '王振华',
    title: '领导力发展顾问 · 前制造集团副总裁',
    detail: [
      '25年企业管理经验，历任工厂厂长、事业部总经理、集团副总裁，管理团队规模超过8000人。',
      '2016年起专注领导力发展，为多家企业设计并实施中高层领导力项目。',
      '授课风格务实，大量使用亲历案例，学员评价“听得懂、用得上”。',
    ],
    topic: '新任经理角色转型、情境领导、变革领导力、管理者决策',
    serviceCompany: '华东智造集团、北辰能源、远航物流、瑞丰汽车零部件',
  },
  {
    id: 4,
    name: '赵敏',
    title: '高级管理咨询师 · 国际认证教练',
    detail: [
      '15年管理咨询与培训经验，专注一线管理者的管理技能提升。',
      '曾为30余家企业设计新任经理培养项目，擅长用情景演练帮助学员掌握授权、反馈与面谈技巧。',
    ],
    topic: '高效授权、绩效面谈与反馈、跨部门协作',
    serviceCompany: '蓝海零售、启明医药、云帆科技、安和保险',
  },
  {
    id: 5,
    name: '刘建国',
    title: '大客户销售实战专家',
    detail: [
      '一线销售出身，20年B2B销售与销售管理经验，曾任某工业品企业全国销售总监，带领团队年销售额突破30亿元。',
      '擅长顾问式销售、大客户经营与销售团队管理，课程以真实成交案例贯穿。',
    ],
    topic: '顾问式销售、大客户营销、电话销售',
    serviceCompany: '瑞丰汽车零部件、北辰能源、恒信银行、鼎盛地产',
  },
  {
    id: 6,
    name: '孙晓燕',
    title: '人力资源管理专家 · 高级人力资源管理师',
    detail: [
      '16年人力资源管理经验，曾任某上市公司人力资源总监，主导过多次组织架构调整与薪酬体系改革。',
      '长期为业务管理者讲授人力资源管理课程，帮助管理者掌握选人、用人、育人、留人的方法。',
      '同时担任多家企业的劳动用工合规顾问。',
    ],
    topic: '非人力资源经理的人力资源管理、结构化面试、薪酬体系设计、劳动用工风险防范',
    serviceCompany: '启明医药、安和保险、华东智造集团、云帆科技',
  },
  {
    id: 7,
    name: '周子涵',
    title: '职场效能教练',
    detail: [
      '心理学背景，10年职场效能培训经验，专注时间管理、情绪管理与新员工职业化。',
      '课程注重练习与工具，学员可在课后直接套用模板改进自己的工作方式。',
    ],
    topic: '高效时间管理、情绪管理与压力调适、职场新人职业化',
    serviceCompany: '远航物流、蓝海零售、安和保险',
  },
  {
    id: 8,
    name: '吴浩然',
    title: '数字化转型顾问 · 前咨询公司合伙人',
    detail: [
      '20年企业信息化与数字化咨询经验，参与过制造、零售、金融等行业40余个数字化转型项目。',
      '擅长把转型战略落到业务流程与组织能力上，帮助管理者看清“转什么、怎么转、谁来转”。',
    ],
    topic: '企业数字化转型、数字化领导力',
    serviceCompany: '华东智造集团、北辰能源、蓝海零售、恒信银行',
  },
  {
    id: 9,
    name: '郑雅文',
    title: '引导技术与行动学习专家',
    detail: [
      '国际引导者协会认证引导师，11年组织学习与引导经验。',
      '设计并引导过数百场战略共创会、团队共创工作坊与行动学习项目，擅长让会议真正产出结果。',
    ],
    topic: '引导技术、课堂互动设计、行动学习、案例教学',
    serviceCompany: '云帆科技、鼎盛地产、启明医药、瑞丰汽车零部件',
  },
  {
    id: 10,
    name: '黄立群',
    title: '结构化思维与表达培训师',
    detail: [
      '前咨询公司项目经理，9年结构化思维培训经验，授课学员超过5万人。',
      '把金字塔原理等方法改造成适合中国职场的汇报、写作与沟通工具。',
    ],
    topic: '结构化思维与表达、工作汇报、商务写作',
    serviceCompany: '恒信银行、安和保险、云帆科技、北辰能源',
  },
  {
    id: 11,
    name: '马骁',
    title: '营销策略顾问',
    detail: [
      '15年市场营销与销售管理经验，曾任某消费品牌市场总监，操盘过多个新品从零到亿元的增长。',
      '擅长品牌定位、内容营销与销售团队管理，课程中的方法都经过一线验证。',
    ],
    topic: '品牌营销与内容策划、销售团队管理、商务谈判',
    serviceCompany: '蓝海零售、鼎盛地产、远航物流',
  },
  {
    id: 12,
    name: '何静',
    title: '组织发展顾问 · 教练式领导力导师',
    detail: [
      '组织行为学博士，13年组织发展与人才管理咨询经验。',
      '主导过多家企业的人才盘点、继任计划与高绩效团队项目，擅长把教练技术融入管理者日常工作。',
    ],
    topic: '教练式领导力、高绩效团队、人才盘点、培训效果评估',
    serviceCompany: '启明医药、华东智造集团、安和保险、云帆科技',
  },
  {
    id: 13,
    name: '许文博',
    title: '项目管理与精益管理专家 · PMP认证讲师',
    detail: [
      '17年项目管理实践经验，负责过总投资逾10亿元的工程与信息化项目。',
      '近年专注目标管理、项目管理与敏捷实践的企业内训，课程配套完整的工具表单。',
    ],
    topic: '目标管理与OKR、项目管理实战、敏捷项目管理',
    serviceCompany: '瑞丰汽车零部件、北辰能源、华东智造集团、远航物流',
  },
  {
    id: 14,
    name: '冯佳',
    title: '微课与混合式学习设计师',
    detail: [
      '8年数字化学习设计经验，曾任某在线学习平台内容总监，主导制作微课2000余节。',
      '擅长用低成本工具做出高质量的微课、课件与线上学习活动。',
    ],
    topic: null,
    serviceCompany: '云帆科技、蓝海零售、恒信银行',
  },
  {
    id: 15,
    name: '唐宁',
    title: '商务沟通与演讲教练',
    detail: [
      '前电视台主持人，10年演讲与沟通培训经验。',
      '帮助数千名管理者与专业人士克服上台紧张，学会用结构和故事打动听众。',
      '同时辅导企业高管的重要发布与路演。',
    ],
    topic: '公众演讲与呈现、职场沟通、线上直播授课',
    serviceCompany: null,
  },
  {
    id: 16,
    name: '谢明轩',
    title: '数据分析与AI应用讲师',
    detail: [
      '计算机硕士，曾任互联网公司数据分析负责人，现专注生成式AI与数据分析在职场中的应用。',
      '课程以真实办公场景为例，学员不需要编程基础。',
    ],
    topic: null,
    serviceCompany: null,
  },
];

function avatarArt(lecturer: LecturerDef): AvatarArt {
  return {
    kind: 'avatar',
    file: `lecturers/l${pad(lecturer.id)}.svg`,
    title: lecturer.name,
    text: lecturer.name.slice(0, 1),
    palette: cyclePalette(lecturer.id),
  };
}

export function lecturerById(id: number): LecturerDef {
  const found = LECTURERS.find((lecturer) => lecturer.id === id);
  if (!found) throw new Error(`seed: unknown lecturer ${id}`);
  return found;
}

export const lecturerRows: (typeof lecturers.$inferInsert)[] = LECTURERS.map((lecturer) => ({
  id: lecturer.id,
  name: lecturer.name,
  avatar: demoPicture(avatarArt(lecturer)),
  title: lecturer.title,
  detail: lecturer.detail.join('\n'),
  topic: lecturer.topic,
  serviceCompany: lecturer.serviceCompany,
}));

export const lecturerArt = LECTURERS.map(avatarArt);

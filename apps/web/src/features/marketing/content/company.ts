import type { Feature, Step } from './types';

/** /company: services for enterprises. */
export const COMPANY_INTRO = {
  title: '知学企业服务',
  subtitle: '从精品课程采购到企业学习平台，从内训师培养到定制课程开发，为企业提供一站式人才培养解决方案。',
};

export const COMPANY_SERVICES: Array<Feature & { points: string[] }> = [
  {
    title: '企业课程库',
    text: '按岗位与能力模型挑选课程，批量授权给员工学习，按年订阅，随需增减。',
    points: ['200+精选课程可选', '新任经理、销售、通用能力等专题', '课程持续更新，无需重复采购'],
  },
  {
    title: '企业学习中心',
    text: '企业专属的学习空间：独立登录、课程库、学习任务、在线考试与学习数据。',
    points: ['员工账号批量开通', '学习任务指派与进度跟踪', '部门与个人学习排行'],
  },
  {
    title: '内训师培养',
    text: '以TTT训练营与认证体系，帮助企业打造一支会讲课、能开发课程的内训师队伍。',
    points: ['授课技巧与课程开发双轨培养', '作业点评与试讲辅导', '结营认证与内训师分级'],
  },
  {
    title: '定制课程开发',
    text: '萃取企业内部经验，联合业务专家开发成体系的企业专属课程，沉淀组织知识。',
    points: ['需求调研与课程设计', '视频课程拍摄与制作', '交付企业学习中心上线'],
  },
];

export const COMPANY_STEPS: Step[] = [
  { title: '需求沟通', text: '了解企业人才培养目标与现状' },
  { title: '方案定制', text: '推荐课程组合与学习项目设计' },
  { title: '签约开通', text: '开通企业学习中心与员工账号' },
  { title: '学习运营', text: '专属顾问协助推进学习任务' },
  { title: '效果评估', text: '学习数据报告与复盘建议' },
];

export const COMPANY_ADVANTAGES: Feature[] = [
  { title: '内容专业', text: '课程由一线实战讲师开发，紧扣企业真实场景。' },
  { title: '开通即用', text: '无需自建系统，员工用手机号或企业账号即可学习。' },
  { title: '数据可见', text: '学习时长、完课率、考试成绩随时可查，培训效果有据可依。' },
  { title: '服务到位', text: '专属客户成功顾问全程跟进，定期回访与运营建议。' },
];

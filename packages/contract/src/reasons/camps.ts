import { defineReasons } from './define.js';

/** Training camps: enrolling in a term, and studying its courses. */
export const campReasons = defineReasons({
  CAMP_NOT_FOUND: { code: 'A0404', msg: '训练营不存在' },
  CAMP_TRIAL_IS_FREE: { code: 'A0400', msg: '体验营免费参加，无需购买' },
  CAMP_ENQUIRE_ONLY: { code: 'A0400', msg: '该训练营需咨询报名，请联系客服' },
  CAMP_TERM_REQUIRED: { code: 'A0400', msg: '请选择训练营期次' },
  CAMP_TERM_NOT_FOUND: { code: 'A0404', msg: '该期训练营不存在' },
  CAMP_TERM_NOT_OPEN: { code: 'A0400', msg: '本期训练营尚未开放报名' },
  CAMP_TERM_ENROLMENT_CLOSED: { code: 'A0400', msg: '本期训练营报名已截止' },
  CAMP_TERM_FULL: { code: 'A0400', msg: '本期训练营名额已满' },
  /** Only a full term has a waiting list. */
  CAMP_TERM_NOT_FULL: { code: 'A0400', msg: '本期训练营还有名额，可直接报名' },
  CAMP_WAITLIST_HOLDING_ORDER: { code: 'A0409', msg: '你已有本期训练营的待支付订单' },
  /** The spec's dialog: 你已报名本期训练营，快去学习吧 → 立即学习. */
  CAMP_TERM_ENROLLED: { code: 'A0409', msg: '你已报名本期训练营，快去学习吧' },
  CAMP_OFFLINE_HAS_NO_TERMS: { code: 'A0400', msg: '线下训练营无需选择期次' },
  CAMP_ENROLMENT_CLOSED: { code: 'A0400', msg: '该训练营报名已截止' },
  CAMP_ENROLLED: { code: 'A0409', msg: '你已报名该训练营' },
  CAMP_COURSE_NOT_IN_CAMP: { code: 'A0404', msg: '该训练营中没有这门课程' },
  CAMP_NOT_ENROLLED: { code: 'A0301', msg: '报名训练营后才能观看' },
  /** Another learner's trainingUserId answers the same as one that does not exist. */
  CAMP_ENROLMENT_NOT_FOUND: { code: 'A0404', msg: '训练营报名记录不存在' },
  CAMP_TRIAL_NOT_JOINED: { code: 'A0404', msg: '你还没有参加该体验营' },
  CAMP_CHECKIN_SESSION_NOT_FOUND: { code: 'A0404', msg: '签到场次不存在' },
  /** Not signed by the server (forged, or altered): scanning the trainer's code again helps. */
  CAMP_CHECKIN_INVALID: { code: 'A0400', msg: '签到码无效，请重新扫描现场的签到码' },
  CAMP_CHECKIN_EXPIRED: { code: 'A0400', msg: '签到码已过期，请扫描现场最新的签到码' },
  CAMP_CHECKIN_NOT_ENROLLED: { code: 'A0301', msg: '报名该训练营后才能签到' },
  CAMP_TERM_CAPACITY_BELOW_TAKEN: { code: 'A0409', msg: '名额不能少于已占用的名额' },
  CAMP_TERMS_ONLINE_ONLY: { code: 'A0400', msg: '只有线上训练营有期次' },
  CAMP_TRANSFER_NOT_LATER: { code: 'A0400', msg: '只能转到同一训练营中更晚开营的期次' },
  CAMP_TRANSFER_ALREADY_IN_TERM: { code: 'A0409', msg: '该学员已在目标期次中' },
  /** The camp's rule closes a term's courses some days after the term ends. */
  CAMP_ACCESS_CLOSED: { code: 'A0301', msg: '本期训练营已结营，课程回放已关闭' },
  /** A plan saved with an id that is not one of the camp's current items. */
  CAMP_PLAN_ITEM_NOT_FOUND: { code: 'A0404', msg: '计划项不存在或已删除，请刷新后重试' },
  CAMP_PLAN_COURSE_NOT_FOUND: { code: 'A0404', msg: '计划项所选课程不存在' },
  CAMP_PLAN_EXAM_NOT_FOUND: { code: 'A0404', msg: '计划项所选考试不存在' },
  CAMP_COURSE_LOCKED: { code: 'A0301', msg: '该课程将于{date}解锁' },
  /** A term board's export: another operator's is the same as none. */
  CAMP_EXPORT_NOT_FOUND: { code: 'A0404', msg: '导出任务不存在' },
  CAMP_EXPORT_NOT_READY: { code: 'A0409', msg: '导出尚未完成，请稍后再试' },
});

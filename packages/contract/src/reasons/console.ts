import { errorCatalogue } from '../errors.js';
import { defineReasons } from './define.js';

/** The operator console: its sessions, second factor, roles and screens. */
export const consoleReasons = defineReasons({
  /** A console call without `x-zhixue-admin: 1`: a cross-site form or link, not the console. */
  ADMIN_HEADER_MISSING: { code: 'A0301', msg: '请从管理后台发起操作' },
  OPERATOR_NOT_SIGNED_IN: { code: 'A0313', msg: '请先登录管理后台' },
  OPERATOR_SESSION_EXPIRED: { code: 'A0311', msg: '管理后台登录已过期，请重新登录' },
  OPERATOR_FORBIDDEN: { code: 'A0301', msg: '您的角色没有该操作的权限' },
  /** Wrong account or password, or a disabled operator; never says which. */
  OPERATOR_SIGN_IN_FAILED: { code: 'A0201', msg: errorCatalogue.A0201.msg },
  OPERATOR_CODE_WRONG: { code: 'A0202', msg: '动态验证码错误，请查看验证器后重新输入' },
  /** The password step is older than five minutes, or its ticket was used. */
  OPERATOR_TICKET_EXPIRED: { code: 'A0203', msg: '登录已超时，请重新输入账号和密码' },
  OPERATOR_LOCKED: { code: 'A0429', msg: '密码或验证码错误次数过多，账号已锁定15分钟' },
  OPERATOR_SIGN_IN_TOO_FREQUENT: { code: 'A0429', msg: '登录尝试过于频繁，请稍后再试' },
  SETUP_LINK_INVALID: { code: 'A0301', msg: '初始化链接无效或已过期' },
  OPERATOR_ACCOUNT_TAKEN: { code: 'A0409', msg: '该账号已存在' },
  OPERATOR_NOT_FOUND: { code: 'A0404', msg: '该管理员不存在' },
  OPERATOR_SELF_CHANGE: { code: 'A0409', msg: '不能停用自己或重置自己的验证器' },
  ENTERPRISE_NOT_FOUND: { code: 'A0404', msg: '该企业不存在' },
  CATEGORY_NOT_FOUND: { code: 'A0404', msg: '该分类不存在' },
  CATEGORY_NAME_TAKEN: { code: 'A0409', msg: '同级下已有同名分类' },
  /** A parent must be a top-level category: the learner site shows two levels. */
  CATEGORY_PARENT_INVALID: { code: 'A0400', msg: '上级分类须为一级分类' },
  CATEGORY_ORDER_MISMATCH: { code: 'A0409', msg: '分类列表已变化，请刷新后重新排序' },
  /** A reorder naming other rows than the list holds: someone else changed it meanwhile. */
  LIST_ORDER_MISMATCH: { code: 'A0409', msg: '列表已变化，请刷新后重新排序' },
  HOT_SEARCH_NAME_TAKEN: { code: 'A0409', msg: '已有同名热门搜索词' },
  BANNER_NOT_FOUND: { code: 'A0404', msg: '该轮播图不存在' },
  /** The product a banner jumps to does not exist, or is not of the kind its jump code opens. */
  BANNER_TARGET_INVALID: { code: 'A0400', msg: '跳转目标不存在或与跳转类型不符' },
  CHAPTER_NOT_FOUND: { code: 'A0404', msg: '该章不存在' },
  SECTION_NOT_FOUND: { code: 'A0404', msg: '该小节不存在' },
  /** Deleting would erase learners' progress and completion records. */
  CHAPTER_HAS_PROGRESS: { code: 'A0409', msg: '已有学员学习该章的小节，不能删除' },
  SECTION_HAS_PROGRESS: { code: 'A0409', msg: '已有学员学习该小节，不能删除' },
  COURSE_ORDER_MISMATCH: { code: 'A0409', msg: '课程目录已变化，请刷新后重新排序' },
  /** A member that is not a single course of the main site (a bundle, a youke or enterprise course, none). */
  ACTIVITY_NOT_FOUND: { code: 'A0404', msg: '该活动不存在' },
  ACTIVITY_PRODUCT_INVALID: { code: 'A0400', msg: '活动只能用于主站的单课或系列课' },
  ACTIVITY_PRICE_NOT_LOWER: { code: 'A0400', msg: '活动价须低于课程售价' },
  ACTIVITY_ENDED: { code: 'A0409', msg: '活动已结束，不能修改' },
  BUNDLE_MEMBER_INVALID: { code: 'A0400', msg: '套餐只能包含主站的单课' },
  BUNDLE_MEMBER_REPEATED: { code: 'A0400', msg: '同一门课程在套餐中只能出现一次' },
  YOUKE_PROJECT_NOT_FOUND: { code: 'A0404', msg: '该游客项目不存在' },
  YOUKE_PROJECT_NAME_TAKEN: { code: 'A0409', msg: '已有同名游客项目' },
  YOUKE_LIST_NAME_TAKEN: { code: 'A0409', msg: '该项目下已有同名列表' },
  /** A course moved into or ordered in a youke list that is not a youke course. */
  YOUKE_COURSE_INVALID: { code: 'A0400', msg: '只能放入游客专区的课程' },
  /** Previews show single courses of the main site (a bundle's page lists published courses only). */
  COURSE_PREVIEW_SINGLE_ONLY: { code: 'A0400', msg: '只能预览主站的单课' },
  /** The preview link is forged, expired, or its operator may no longer read courses. */
  COURSE_PREVIEW_INVALID: { code: 'A0301', msg: '预览链接无效或已过期，请从管理后台重新打开' },
  JOB_NOT_FOUND: { code: 'A0404', msg: '该任务不存在' },
  JOB_NOT_FAILED: { code: 'A0409', msg: '只有失败的任务可以重试' },
});

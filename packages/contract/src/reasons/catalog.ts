import { errorCatalogue } from '../errors.js';
import { defineReasons } from './define.js';

/** Courses, bundles, lecturers and free-trial (youke) lists. */
export const catalogReasons = defineReasons({
  COURSE_NOT_FOUND: { code: 'A0404', msg: '课程不存在' },
  BUNDLE_NOT_FOUND: { code: 'A0404', msg: '套餐不存在' },
  COURSE_NOT_IN_BUNDLE: { code: 'A0404', msg: '该套餐中没有这门课程' },
  /** `course/catalog` was asked for a bundle, whose outline is `course/bundle/catalog`. */
  BUNDLE_NEEDS_BUNDLE_CATALOG: { code: 'A0400', msg: '套餐请使用 bundle/catalog' },
  LECTURER_NOT_FOUND: { code: 'A0404', msg: '暂无讲师信息' },
  COLLECT_TOO_FREQUENT: { code: 'A0429', msg: errorCatalogue.A0429.msg },
  YOUKE_LIST_NOT_FOUND: { code: 'A0404', msg: '列表不存在' },
});

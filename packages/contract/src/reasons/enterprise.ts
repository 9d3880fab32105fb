import { defineReasons } from './define.js';

/**
 * The enterprise learning centre. Whatever belongs to another enterprise does not exist for the
 * caller: the same A0404 as an id that was never used, so that probing ids tells nothing.
 */
export const enterpriseReasons = defineReasons({
  ENT_TOPIC_NOT_FOUND: { code: 'A0404', msg: '专题不存在' },
  ENT_TASK_NOT_FOUND: { code: 'A0404', msg: '学习任务不存在' },
  ENT_BUNDLE_NOT_IN_LIBRARY: { code: 'A0404', msg: '企业课程库中没有这个系列课' },
  ENT_COURSE_HAS_NO_LECTURER: { code: 'A0404', msg: '该课程暂无讲师介绍' },
});

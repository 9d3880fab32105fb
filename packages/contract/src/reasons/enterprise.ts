import { defineReasons } from './define.js';

/**
 * The enterprise learning centre. Whatever belongs to another enterprise does not exist for the
 * caller: the same A0404 as an id that was never used, so that probing ids tells nothing.
 */
export const enterpriseReasons = defineReasons({
  ENT_TOPIC_NOT_FOUND: { code: 'A0404', msg: '专题不存在' },
  ENT_CATEGORY_NOT_FOUND: { code: 'A0404', msg: '课程分类不存在' },
  ENT_TASK_NOT_FOUND: { code: 'A0404', msg: '学习任务不存在' },
  ENT_BUNDLE_NOT_IN_LIBRARY: { code: 'A0404', msg: '企业课程库中没有这个系列课' },
  ENT_COURSE_HAS_NO_LECTURER: { code: 'A0404', msg: '该课程暂无讲师介绍' },
  // The enterprise admin's console (decision 0033): another enterprise's rows are A0404 too.
  ENT_LEARNER_NOT_FOUND: { code: 'A0404', msg: '该学员不在本企业' },
  ENT_LEARNER_IN_OTHER_ENTERPRISE: { code: 'A0409', msg: '该手机号已是其他企业的学员' },
  ENT_LEARNER_ALREADY_ADDED: { code: 'A0409', msg: '该手机号已是本企业学员' },
  ENT_DEPARTMENT_NOT_FOUND: { code: 'A0404', msg: '部门不存在' },
  ENT_DEPARTMENT_NOT_EMPTY: { code: 'A0409', msg: '部门下还有子部门或学员，不能删除' },
  ENT_DEPARTMENT_NAME_TAKEN: { code: 'A0409', msg: '同一上级下已有同名部门' },
  ENT_COURSE_NOT_IN_LIBRARY: { code: 'A0404', msg: '企业课程库中没有这门课程' },
  ENT_LICENCE_NOT_SEATS: { code: 'A0409', msg: '该课程不是按席位授权' },
  ENT_SEATS_FULL: { code: 'A0409', msg: '席位已全部分配（共 {seats} 个），请先收回' },
  ENT_SEAT_NOT_FOUND: { code: 'A0404', msg: '该学员没有这门课程的席位' },
  ENT_EXAM_NOT_FOUND: { code: 'A0404', msg: '考试不存在' },
  ENT_EXPORT_NOT_FOUND: { code: 'A0404', msg: '导出任务不存在' },
  ENT_EXPORT_NOT_READY: { code: 'A0409', msg: '导出尚未完成，请稍后再试' },
  ENT_OPERATOR_WITHOUT_ENTERPRISE: { code: 'A0301', msg: '该管理员未关联企业' },
  ENT_IMPORT_NOT_XLSX: { code: 'A0415', msg: '请上传 .xlsx 格式的 Excel 文件' },
  ENT_IMPORT_UNREADABLE: { code: 'A0400', msg: '文件已损坏或不是有效的 Excel 文件' },
  ENT_IMPORT_TOO_LARGE: { code: 'A0413', msg: '文件过大：解压后内容不能超过 {limit}' },
  ENT_IMPORT_TOO_MANY: { code: 'A0413', msg: '一次最多导入 {limit} 名学员' },
  ENT_IMPORT_EMPTY: { code: 'A0400', msg: '没有找到可导入的学员' },
  ENT_IMPORT_HAS_PROBLEMS: { code: 'A0400', msg: '有 {count} 行有问题，未导入任何学员，请修改后重试' },
});

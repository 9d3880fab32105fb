import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** What a person leaves a field as when they fill in nothing. */
const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** Values a person picks rather than types: a missing one asks them to choose. */
const PICKED_TYPES = new Set(['array', 'boolean', 'object', 'record', 'set', 'tuple']);

/**
 * The Chinese sentence for a zod issue that its schema does not word itself. `label` names the
 * field (课程名称, as the form labels it); without one the sentence stands under its field alone.
 */
function chineseMessage(issue: Issue, label: string): string {
  const required = label ? `请输入${label}` : '必填';
  const picked = label ? `请选择${label}` : '必填';
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return PICKED_TYPES.has(issue.expected) ? picked : required;
      if (issue.expected === 'int') return '请输入整数';
      if (issue.expected === 'number') return '请输入数字';
      return `${label}格式不正确`;
    case 'invalid_value':
    case 'invalid_union':
      if (isBlank(issue.input)) return picked;
      return `${label}不在可选范围内`;
    case 'too_small':
      return tooSmall(issue, label, required, picked);
    case 'too_big':
      return tooBig(issue, label);
    case 'not_multiple_of':
      return `${label}须为 ${issue.divisor} 的倍数`;
    case 'unrecognized_keys':
      return '包含无法识别的字段';
    default:
      return `${label}格式不正确`;
  }
}

function tooSmall(
  issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>,
  label: string,
  required: string,
  picked: string,
) {
  const limit = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.minimum === 1) return required;
      return issue.exact ? `${label}长度须为 ${limit} 个字符` : `${label}长度不能少于 ${limit} 个字符`;
    case 'array':
    case 'set':
      return issue.minimum === 1 ? picked : `${label}至少选择 ${limit} 项`;
    default:
      return issue.inclusive === false ? `${label}须大于 ${limit}` : `${label}不能小于 ${limit}`;
  }
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>, label: string) {
  const limit = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `${label}长度须为 ${limit} 个字符` : `${label}长度不能超过 ${limit} 个字符`;
    case 'array':
    case 'set':
      return `${label}最多选择 ${limit} 项`;
    default:
      return issue.inclusive === false ? `${label}须小于 ${limit}` : `${label}不能大于 ${limit}`;
  }
}

/**
 * zod's error map in Chinese, for every parse whose message a person reads (the forms of both
 * apps). A schema's own message (the spec's 请输入手机号 ...) wins over it, as zod ranks a
 * schema's error above the parse's.
 */
export function chineseErrorMap(label = ''): z.core.$ZodErrorMap {
  return (issue) => chineseMessage(issue, label);
}

/**
 * The first problem `schema` finds in a field's value, in Chinese; null when the value is fine. A
 * field left blank is asked for in the schema's own words for an empty text where it has them
 * (请上传讲师头像 rather than 请输入头像).
 */
export function fieldProblem(schema: z.ZodType, value: unknown, label?: string): string | null {
  const error = chineseErrorMap(label);
  const parsed = schema.safeParse(value, { error });
  if (parsed.success) return null;
  if (value === undefined || value === null) {
    const asEmptyText = schema.safeParse('', { error });
    const tooShort = asEmptyText.success ? undefined : asEmptyText.error.issues[0];
    if (tooShort?.code === 'too_small') return tooShort.message;
  }
  return parsed.error.issues[0]?.message ?? `${label ?? ''}格式不正确`;
}

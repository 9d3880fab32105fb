import { AUDIT_FIELD_LABELS, type AuditEntry, auditActionLabel, auditEntityLabel } from '@zhixue/contract';

type AuditChangeInWords = AuditEntry['changes'][number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys that name a thing, shown in corner brackets: 课程「Python 入门」. */
const NAME_KEYS = ['name', 'title', 'termName', 'account', 'fileName'] as const;
/** Keys that number a thing, shown as they are: 订单 2026…. */
const NUMBER_KEYS = ['orderNo', 'refundNo'] as const;

/** What a change touched, in words: its kind and, from its values, its name or number or id. */
export function objectLabel(entity: string, entityId: string, before: unknown, after: unknown): string {
  const kind = auditEntityLabel(entity);
  const values = isRecord(after) ? after : isRecord(before) ? before : {};
  const text = (key: string) =>
    typeof values[key] === 'string' && values[key] !== '' ? values[key] : undefined;
  const name = NAME_KEYS.map(text).find((value) => value !== undefined);
  if (name !== undefined) return `${kind}「${name}」`;
  const number = NUMBER_KEYS.map(text).find((value) => value !== undefined);
  return `${kind} ${number ?? entityId}`;
}

const EMPTY = '—';

function valueInWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields whose values differ, before → after, each named in words where the catalogue knows it.
 * A value that is not a row (a list of ids, a count) is one change of the field 值.
 */
export function changedFields(before: unknown, after: unknown): AuditChangeInWords[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [old, next] = [valueInWords(before), valueInWords(after)];
    return old === next ? [] : [{ field: '', label: '值', before: old, after: next }];
  }
  const fields = new Set([
    ...Object.keys(isRecord(before) ? before : {}),
    ...Object.keys(isRecord(after) ? after : {}),
  ]);
  return [...fields].flatMap((field) => {
    const old = valueInWords(isRecord(before) ? before[field] : undefined);
    const next = valueInWords(isRecord(after) ? after[field] : undefined);
    return old === next
      ? []
      : [{ field, label: AUDIT_FIELD_LABELS[field] ?? field, before: old, after: next }];
  });
}

/** One stored row as the console reads it: what was stored, and the same in words. */
export function presentAuditEntry(
  row: Omit<AuditEntry, 'actionLabel' | 'objectLabel' | 'changes'>,
): AuditEntry {
  return {
    ...row,
    actionLabel: auditActionLabel(row.action),
    objectLabel: objectLabel(row.entity, row.entityId, row.before, row.after),
    changes: changedFields(row.before, row.after),
  };
}

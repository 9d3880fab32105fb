import type { Database } from '../../platform/db/index.js';
import type { AuditChange, AuditRecorder, Operator } from '../../platform/http/index.js';
import { auditLog } from './tables.js';

/** Writes the audit rows of one console call, inside that call's transaction. */
export const writeAuditRows: AuditRecorder = async (
  tx: Database,
  operator: Operator,
  action: string,
  changes: readonly AuditChange[],
) => {
  if (changes.length === 0) throw new Error(`the console write ${action} recorded no audit row`);
  await tx.insert(auditLog).values(
    changes.map((change) => ({
      operatorId: operator.id,
      operatorName: operator.name,
      action,
      entity: change.entity,
      entityId: String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
};

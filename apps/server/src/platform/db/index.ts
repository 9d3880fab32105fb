export { violatedNotNullColumn, violatedUniqueConstraint } from './constraint-violations.js';
export { type Database, rowsOf } from './database.js';
export { createGroupCommit, type GroupCommit, type GroupCommitOptions } from './group-commit.js';
export { containsPattern, escapeLike } from './like.js';
export {
  type DatabaseHandle,
  type DatabaseOptions,
  IN_MEMORY,
  openDatabase,
  type PoolUsage,
  type PreparedStatement,
} from './open.js';
export type { SqlResult } from './pglite-sql.js';
export { preparedFromSql, preparedPerDatabase } from './prepared.js';
export { reorderRows, type SortableTable } from './reorder.js';
export { searchGramsColumn } from './search-grams.js';
export { statementRunnerOn } from './statement-on.js';
export { tolerateLostStatements } from './stray-rejections.js';
export { isTransientDatabaseError, withRetries } from './transient-errors.js';

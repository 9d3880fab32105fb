export { writeAuditRows } from './audit-log.js';
export { insertOperator, type NewOperator, operatorMay } from './operator-accounts.js';
export { createOperatorSessions, type OperatorSessions } from './operator-sessions.js';
export { createSecretBox, type SecretBox } from './second-factor.js';

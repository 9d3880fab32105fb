export { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS, seedDemoOperators } from './demo-operators.js';
export { insertOperator, type NewOperator, operatorMay } from './operator-accounts.js';
export { createOperatorSessions, type OperatorSessions } from './operator-sessions.js';
export { createSecretBox, type SecretBox } from './second-factor.js';

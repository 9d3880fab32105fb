// Every area's tables in one namespace, for what stands above the modules: drizzle-kit (which
// generates the migrations from it), the demo seed and the tests. Module code never imports this
// file: an area names its own tables from its `tables.ts` and reads another's through its index.ts.
export * from './modules/analytics/tables.js';
export * from './modules/auth/tables.js';
export * from './modules/camps/tables/index.js';
export * from './modules/catalog/tables.js';
export * from './modules/certificates/tables.js';
export * from './modules/coupons/tables.js';
export * from './modules/coursework/tables.js';
export * from './modules/enterprise/tables.js';
export * from './modules/exams/tables.js';
export * from './modules/flash-sales/tables.js';
export * from './modules/group-buying/tables.js';
export * from './modules/learning/tables.js';
export * from './modules/ledger/tables.js';
export * from './modules/live/tables.js';
export * from './modules/marketing/tables.js';
export * from './modules/media/tables.js';
export * from './modules/membership/tables.js';
export * from './modules/messages/tables.js';
export * from './modules/operators/tables.js';
export * from './modules/orders/tables.js';
export * from './modules/payments/tables.js';
export * from './modules/referrals/tables.js';
export * from './modules/users/tables.js';
export * from './modules/youke/tables.js';

export { type EnterpriseAdminDeps, registerEnterpriseAdminRoutes } from './admin-routes.js';
export { enterprisePlayRecorder } from './record-play.js';
export { licensesOneOf } from './scope.js';
export { registerEnterpriseRoutes } from './routes.js';
export { rollUpEnterpriseStudy, STUDY_ROLLUP_QUEUE } from './study-rollup.js';

export { enterprisePlayRecorder } from './record-play.js';
export { licensesOneOf } from './scope.js';
export { rollUpEnterpriseStudy, STUDY_ROLLUP_QUEUE } from './study-rollup.js';

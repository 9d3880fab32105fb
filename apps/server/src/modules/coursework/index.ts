export { courseworkOfPlanItems } from './plan-item-work.js';

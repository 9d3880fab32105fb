export { ActivityBanner } from './activity-banner';

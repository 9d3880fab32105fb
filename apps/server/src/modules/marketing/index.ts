export { registerMarketingRoutes } from './routes.js';

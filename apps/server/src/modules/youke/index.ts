export { registerYoukeRoutes } from './routes.js';

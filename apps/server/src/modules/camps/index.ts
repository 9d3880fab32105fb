export { registerCampRoutes } from './routes.js';

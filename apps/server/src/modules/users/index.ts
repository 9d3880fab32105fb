export { registerUserRoutes } from './routes.js';

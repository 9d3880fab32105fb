export { registerLearningRoutes } from './routes.js';

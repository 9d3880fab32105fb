export { registerCatalogRoutes } from './routes.js';

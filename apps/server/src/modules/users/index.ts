export { registerUserRoutes } from './routes.js';
export { maskMobile } from './user-profile.js';

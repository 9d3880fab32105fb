export { AppError } from './app-error.js';
export { registerBenchRoutes } from './bench-routes.js';
export { errorBody, successBody } from './envelope.js';
export { installErrorHandling, isApiPath, notFound, sendError } from './error-handler.js';
export { createPublicResponseCache, type PublicResponseCache } from './public-cache.js';
export { hasInvalidText } from './request-text.js';
export {
  type Handler,
  type HandlerContext,
  type RequiredSessionContext,
  type RouteDeps,
  registerEndpoint,
} from './route.js';
export { readToken, SESSION_COOKIE, type Session, type SessionResolver } from './session.js';
export { parseRequestBody } from './validation.js';
export { registerWebApp, sendWebIndex } from './web-app.js';

export { AppError } from './app-error.js';
export { type Clearable, type ContentCaches, createContentCaches } from './content-caches.js';
export { announceContentChange, listenForContentChanges } from './content-changes.js';
export { errorBody, successBody } from './envelope.js';
export { installErrorHandling, isApiPath, notFound, sendError } from './error-handler.js';
export {
  type AuditChange,
  type AuditRecorder,
  OPERATOR_COOKIE,
  type Operator,
  type OperatorResolver,
  readOperatorToken,
  requirePermittedOperator,
} from './operator.js';
export { type CachedAnswer, createPublicResponseCache, type PublicResponseCache } from './public-cache.js';
export { hasInvalidText } from './request-text.js';
export {
  type AuditedContext,
  type Handler,
  type HandlerContext,
  type OperatorContext,
  type RequiredSessionContext,
  type RouteDeps,
  registerEndpoint,
} from './route.js';
export { isSecureRequest, registerSecurityHeaders } from './security-headers.js';
export { COMPRESS_THRESHOLD_BYTES } from './send-cached-answer.js';
export { enterpriseParam, readToken, SESSION_COOKIE, type Session, type SessionResolver } from './session.js';
export { parseRequestBody } from './validation.js';
export {
  ADMIN_APP_PREFIX,
  registerAdminApp,
  registerWebApp,
  sendAdminIndex,
  sendWebIndex,
} from './web-app.js';

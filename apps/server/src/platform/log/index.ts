export { serializeError } from './error-serializer.js';
export { lazyChildLogger } from './lazy-child-logger.js';
export { loggerOptions } from './logger-options.js';

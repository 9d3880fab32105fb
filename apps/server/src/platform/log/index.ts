export { serializeError } from './error-serializer.js';
export { loggerOptions } from './logger-options.js';

export { loggerOptions } from './logger-options.js';

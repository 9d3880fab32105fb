export * from './common.js';
export * from './config.js';
export * from './endpoint.js';
export * from './envelope.js';
export * from './errors.js';
export * from './home.js';
export * from './search.js';

export * from './audit.js';
export * from './auth.js';
export * from './categories.js';
export * from './courses.js';
export * from './coursework.js';
export * from './jobs.js';
export * from './operators.js';
export * from './roles.js';

export * from './audit.js';
export * from './auth.js';
export * from './categories.js';
export * from './course-structure.js';
export * from './courses.js';
export * from './jobs.js';
export * from './operators.js';
export * from './roles.js';

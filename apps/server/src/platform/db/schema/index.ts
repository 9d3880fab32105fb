export * from './camps.js';
export * from './catalog.js';
export * from './identity.js';
export * from './marketing.js';
export * from './membership.js';
export * from './users.js';

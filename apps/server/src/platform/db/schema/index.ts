export * from './activities.js';
export * from './camps.js';
export * from './catalog.js';
export * from './identity.js';
export * from './learning.js';
export * from './marketing.js';
export * from './membership.js';
export * from './users.js';

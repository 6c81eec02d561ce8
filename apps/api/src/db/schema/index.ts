export * from './accounts.js';
export * from './analytics.js';
export * from './catalog.js';
export * from './geo.js';
export * from './outbox.js';
export * from './sessions.js';
export * from './system.js';

export * from './outbox.js';
export * from './sessions.js';
export * from './system.js';

export * from './client.js';
export * from './endpoint.js';
export * from './endpoints.js';
export * from './errors.js';
export * from './schemas/accounts.js';
export * from './schemas/auth.js';
export * from './schemas/sessions.js';
export * from './schemas/system.js';

export * from './authentication.js';
export * from './recovery.js';
export * from './verification.js';

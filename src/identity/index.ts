export * from './authentication.js';
export * from './recovery.js';
export * from './verification.js';
export type * from './identity-options.js';

export * from './organisation-search.js';
export * from './admin-messages.js';
export * from './admin-rules.js';
export * from './admin-checks.js';

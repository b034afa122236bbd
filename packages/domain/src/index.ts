export * from './constants.js';
export * from './roles.js';
export * from './messages.js';
export * from './validation.js';
export * from './format.js';
export * from './lifecycles.js';
export * from './capabilities.js';
export * from './analytics-export.js';

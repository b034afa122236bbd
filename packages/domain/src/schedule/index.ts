export * from './messages.js';
export * from './recurrence.js';
export * from './event-rules.js';
export * from './overlaps.js';
export * from './social-destination-rules.js';

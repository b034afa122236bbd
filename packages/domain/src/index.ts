export * from './constants';
export * from './roles';
export * from './messages';
export * from './validation';
export * from './format';
export * from './lifecycles';
export * from './capabilities';
export * from './analytics-export';

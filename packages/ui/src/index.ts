export * from './tokens';
export * from './theme';
export * from './Button';
export * from './Spinner';
export * from './providers';

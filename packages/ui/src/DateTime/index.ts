export { DateTime, formatDateTime } from './DateTime';
export type { DateTimeProps } from './DateTime';

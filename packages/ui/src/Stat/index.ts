export { Stat, trendOf } from './Stat';
export type { StatProps, Trend } from './Stat';

export { Meter, meterLevel, defaultMeterThresholds } from './Meter';
export type { MeterProps, MeterLevel, MeterThresholds } from './Meter';

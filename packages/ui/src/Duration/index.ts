export { Duration } from './Duration';
export type { DurationProps } from './Duration';
export {
  formatDuration,
  durationParts,
  isoDuration,
  durationUnits,
  DEFAULT_COMPACT_HOURS_FROM,
} from './formatDuration';
export type { DurationUnit, DurationPart, FormatDurationOptions } from './formatDuration';

export { FileTrigger } from './FileTrigger';
export type { FileTriggerProps } from './FileTrigger';

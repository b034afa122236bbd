export * from './session/index.js';
export type { MachineError, MachineErrorItem } from './shared/machine-error.js';
export { toMachineError } from './shared/machine-error.js';
export * from './list-resource/index.js';
export * from './encoder/index.js';
export * from './content-destination/index.js';
export * from './go-live-wait/index.js';
export * from './media-processing/index.js';
export * from './upload/index.js';

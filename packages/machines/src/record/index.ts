export { createRecordMachine, recordMachine } from './record.machine.js';
export type { RecordContext, RecordEvent, RecordInput, RecordParams } from './record.machine.js';

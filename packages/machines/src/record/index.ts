export { createRecordMachine, recordMachine } from './record.machine.js';
export type { RecordContext, RecordEvent } from './record.machine.js';

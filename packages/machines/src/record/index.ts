export { createRecordMachine, recordMachine } from './record.machine.js';
export type { FetchedRecord, RecordContext, RecordEvent } from './record.machine.js';

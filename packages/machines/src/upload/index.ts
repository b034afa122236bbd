export { reconnectDelay, uploadMachine } from './upload.machine.js';
export type {
  InspectMediaInput,
  ResumableUpload,
  TransferEvent,
  TransferInput,
  UploadContext,
  UploadEvent,
  UploadFile,
  UploadInput,
} from './upload.machine.js';

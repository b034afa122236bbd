export { ENCODER_BUSY_CODE, encoderMachine } from './encoder.machine.js';
export type {
  EncoderCommandInput,
  EncoderContext,
  EncoderEvent,
  EncoderInput,
  StartEncoderInput,
} from './encoder.machine.js';

export { WEB_VIDEO_RULE_CODES, webVideoMachine } from './web-video.machine.js';
export type {
  PlayoutBehaviour,
  StartWebVideoInput,
  StoppedWebVideo,
  WebVideoContext,
  WebVideoEvent,
  WebVideoInput,
} from './web-video.machine.js';

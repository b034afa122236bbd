import * as yup from 'yup';
import { TEXT_LIMITS } from './constants.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';
import {
  CUE_POSITION_PATTERN,
  parseCuePosition,
  PLAYOUT_BEHAVIOURS,
  WEB_VIDEO_VALIDATION_MESSAGES,
} from './web-videos.js';

const NO_ANGLE_BRACKETS = /^[^<>]*$/;

const cue = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .matches(CUE_POSITION_PATTERN, WEB_VIDEO_VALIDATION_MESSAGES.cuePosition);

/**
 * A web video to start (spec section 5): name required, at most 128, no < or >; web channel and
 * library video required; start and stop cues required as HH:MM:SS.mmm, the stop after the start.
 * Whether the cues fall inside the video, and the channel and video are the organisation's, the
 * server checks (it knows the rows).
 */
export const webVideoSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .max(TEXT_LIMITS.webVideoName, WEB_VIDEO_VALIDATION_MESSAGES.webVideoNameMax)
    .matches(NO_ANGLE_BRACKETS, WEB_VIDEO_VALIDATION_MESSAGES.noAngleBrackets),
  description: yup.string().nullable().max(5000),
  mediaId: yup.string().trim().required(VALIDATION_MESSAGES.required),
  webChannelId: yup.string().trim().required(VALIDATION_MESSAGES.required),
  playoutBehaviour: yup
    .string()
    .oneOf([...PLAYOUT_BEHAVIOURS], VALIDATION_MESSAGES.chooseListed)
    .optional(),
  startCue: cue,
  stopCue: cue.test(
    'after-start',
    WEB_VIDEO_VALIDATION_MESSAGES.stopCueAfterStart,
    function (value) {
      const start = parseCuePosition(String(this.parent.startCue ?? ''));
      const stop = parseCuePosition(value ?? '');
      return start === null || stop === null || stop > start;
    },
  ),
});

/** A trim of a web video: start and end as HH:MM:SS.mmm, the end after the start. */
export const webVideoTrimSchema = yup.object({
  start: cue,
  end: cue.test('after-start', WEB_VIDEO_VALIDATION_MESSAGES.stopCueAfterStart, function (value) {
    const start = parseCuePosition(String(this.parent.start ?? ''));
    const end = parseCuePosition(value ?? '');
    return start === null || end === null || end > start;
  }),
});

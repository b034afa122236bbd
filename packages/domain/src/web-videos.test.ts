import { describe, expect, it } from 'vitest';
import { validateFields } from './validation.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';
import { webVideoSchema, webVideoTrimSchema } from './web-video-validation.js';
import {
  formatCuePosition,
  parseCuePosition,
  snapCuesToKeyframes,
  WEB_VIDEO_VALIDATION_MESSAGES,
} from './web-videos.js';

const valid = {
  name: 'Sunday replay',
  mediaId: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01',
  webChannelId: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
  playoutBehaviour: 'realtime',
  startCue: '00:00:00.000',
  stopCue: '01:15:12.000',
};

describe('cue positions', () => {
  it('reads and writes HH:MM:SS.mmm', () => {
    expect(parseCuePosition('01:15:12.250')).toBe(4_512_250);
    expect(formatCuePosition(4_512_250)).toBe('01:15:12.250');
    expect(parseCuePosition('1:15:12')).toBeNull();
    expect(parseCuePosition('00:61:00.000')).toBeNull();
  });
});

describe('keyframe snapping', () => {
  const keyframes = [0, 2, 4, 6, 8];
  it('moves the start back and the stop forward to keyframes', () => {
    expect(snapCuesToKeyframes(keyframes, 3, 5, 10)).toEqual({ startSeconds: 2, stopSeconds: 6 });
  });
  it('moves neither by more than 3.2 s', () => {
    expect(snapCuesToKeyframes([0, 20], 10, 12, 30)).toEqual({ startSeconds: 10, stopSeconds: 12 });
  });
  it('stops at the end of the content at the latest', () => {
    expect(snapCuesToKeyframes(keyframes, 0, 9, 9.5)).toEqual({ startSeconds: 0, stopSeconds: 9 });
    expect(snapCuesToKeyframes(keyframes, 0, 99, 9.5).stopSeconds).toBe(9.5);
  });
});

describe('webVideoSchema', () => {
  it('accepts a complete web video', () => {
    expect(validateFields(webVideoSchema, valid)).toEqual({});
  });
  it('names every missing or wrong field with the spec messages', () => {
    expect(
      validateFields(webVideoSchema, {
        ...valid,
        name: 'a'.repeat(129),
        webChannelId: '',
        startCue: '5 minutes',
      }),
    ).toEqual({
      name: WEB_VIDEO_VALIDATION_MESSAGES.webVideoNameMax,
      webChannelId: VALIDATION_MESSAGES.required,
      startCue: WEB_VIDEO_VALIDATION_MESSAGES.cuePosition,
    });
    expect(validateFields(webVideoSchema, { ...valid, name: 'Replay <b>' })).toEqual({
      name: WEB_VIDEO_VALIDATION_MESSAGES.noAngleBrackets,
    });
  });
  it('wants the stop cue after the start cue', () => {
    expect(
      validateFields(webVideoSchema, {
        ...valid,
        startCue: '00:10:00.000',
        stopCue: '00:09:00.000',
      }),
    ).toEqual({ stopCue: WEB_VIDEO_VALIDATION_MESSAGES.stopCueAfterStart });
    expect(
      validateFields(webVideoTrimSchema, { start: '00:00:05.000', end: '00:00:05.000' }),
    ).toEqual({ end: WEB_VIDEO_VALIDATION_MESSAGES.stopCueAfterStart });
  });
});

import { LIFECYCLE_MESSAGES } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  type StartWebVideoInput,
  type StoppedWebVideo,
  WEB_VIDEO_RULE_CODES,
  type WebVideoInput,
  webVideoMachine,
} from './web-video.machine.js';

const coverage = createCoverage('web video', webVideoMachine);

function startWebVideo(input: WebVideoInput = { webVideoId: 'w-1' }) {
  const start = deferredActor<void, StartWebVideoInput>();
  const stop = deferredActor<StoppedWebVideo, { webVideoId: string }>();
  const machine = webVideoMachine.provide({
    actors: { startWebVideo: start.logic, stopWebVideo: stop.logic },
  });
  const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
  return { actor, start, stop };
}

type WebVideo = ReturnType<typeof startWebVideo>;
const value = (video: WebVideo) => video.actor.getSnapshot().value;
const context = (video: WebVideo) => video.actor.getSnapshot().context;

describe('web video machine', () => {
  it('plays in realtime by default, stops every source using it, and cannot restart', async () => {
    const video = startWebVideo();
    expect(context(video).playout).toBe('realtime');
    video.actor.send({ type: 'webVideo.start' });
    expect(video.start.lastInput()).toEqual({ webVideoId: 'w-1', playout: 'realtime' });
    await video.start.resolve();
    expect(value(video)).toBe('playing');
    video.actor.send({ type: 'webVideo.stop' });
    await video.stop.resolve({ stoppedSourceIds: ['channel-1', 'channel-2'] });
    expect(value(video)).toBe('stopped');
    expect(context(video).stoppedSourceIds).toEqual(['channel-1', 'channel-2']);
    video.actor.send({ type: 'webVideo.start' });
    expect(value(video)).toBe('stopped');
    expect(context(video).error?.errors[0]?.code).toBe(WEB_VIDEO_RULE_CODES.cannotRestart);
    expect(video.start.calls).toHaveLength(1);
  });

  it('faster than realtime for the next replay waits until the replay plays', async () => {
    const video = startWebVideo();
    video.actor.send({ type: 'webVideo.setPlayout', playout: 'fasterNextReplay' });
    video.actor.send({ type: 'webVideo.start' });
    await video.start.resolve();
    expect(value(video)).toBe('scheduled');
    video.actor.send({ type: 'webVideo.reported', status: 'stopped' });
    expect(value(video)).toBe('scheduled');
    video.actor.send({ type: 'webVideo.reported', status: 'playing' });
    expect(value(video)).toBe('playing');
    video.actor.send({ type: 'webVideo.reported', status: 'stopped' });
    expect(value(video)).toBe('stopped');
  });

  it('the playout is fixed once started', async () => {
    const video = startWebVideo({ webVideoId: 'w-1', playout: 'fasterThanRealtime' });
    video.actor.send({ type: 'webVideo.start' });
    video.actor.send({ type: 'webVideo.setPlayout', playout: 'realtime' });
    expect(video.start.lastInput().playout).toBe('fasterThanRealtime');
    await video.start.resolve();
    expect(value(video)).toBe('playing');
    expect(context(video).playout).toBe('fasterThanRealtime');
  });

  it('409 on start means the web channel is in use', async () => {
    const video = startWebVideo();
    video.actor.send({ type: 'webVideo.start' });
    await video.start.reject({
      status: 409,
      errors: [],
      message: 'A request conflict has occurred.',
    });
    expect(value(video)).toBe('draft');
    expect(context(video).error?.message).toBe(LIFECYCLE_MESSAGES.webChannelInUse);
  });

  it('other start failures can be retried; a failed stop keeps it playing', async () => {
    const video = startWebVideo();
    video.actor.send({ type: 'webVideo.start' });
    await video.start.reject({ status: 500, errors: [], message: 'boom' });
    expect(value(video)).toBe('error');
    video.actor.send({ type: 'webVideo.start' });
    await video.start.resolve();
    video.actor.send({ type: 'webVideo.stop' });
    await video.stop.reject(new Error('offline'));
    expect(value(video)).toBe('playing');
    expect(context(video).error?.message).toBe('offline');

    const scheduled = startWebVideo({ webVideoId: 'w-2', playout: 'fasterNextReplay' });
    scheduled.actor.send({ type: 'webVideo.start' });
    await scheduled.start.resolve();
    scheduled.actor.send({ type: 'webVideo.stop' });
    expect(value(scheduled)).toBe('stopping');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});

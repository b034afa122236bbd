import {
  type IngestProblem,
  RETRY_COUNT,
  RETRY_INITIAL_DELAY_MS,
  UPLOAD_LIMITS,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  mediaProcessingMachine,
  type MediaInput,
} from '../media-processing/media-processing.machine.js';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor, settle } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  type InspectMediaInput,
  reconnectDelay,
  type TransferInput,
  type UploadEvent,
  type UploadFile,
  type UploadInput,
  uploadMachine,
} from './upload.machine.js';

const keyframesTooFarApart: IngestProblem = {
  rule: 'keyframeInterval',
  code: 'FILE_TYPE',
  found: '5 s',
  allowed: '0.5 to 3.2 s',
  message: 'The keyframe interval is 5 s; it must be 0.5 to 3.2 s.',
};
const tooLong: IngestProblem = {
  rule: 'maxDuration',
  code: 'FILE_SIZE',
  found: '13 hours',
  allowed: '12 hours',
  message: 'The video lasts 13 hours; the longest upload is 12 hours.',
};

const coverage = createCoverage('upload', uploadMachine);

const video: UploadFile = { name: 'sermon.mp4', size: 10_000_000, type: 'video/mp4' };
const dropped = { errors: [], message: 'Network error' };

interface TransferSession {
  readonly input: TransferInput;
  readonly sendBack: (event: UploadEvent) => void;
  stopped: boolean;
}

function startUpload(input: UploadInput = {}) {
  const transfers: TransferSession[] = [];
  const transferFile = fromCallback<UploadEvent, TransferInput>(
    ({ input: transferInput, sendBack }) => {
      const session: TransferSession = { input: transferInput, sendBack, stopped: false };
      transfers.push(session);
      return () => {
        session.stopped = true;
      };
    },
  );
  const inspectMedia = deferredActor<readonly IngestProblem[], InspectMediaInput>();
  const fetchMediaStatus = deferredActor<string, MediaInput>();
  const cancelProcessing = deferredActor<void, MediaInput>();
  const retryProcessing = deferredActor<void, MediaInput>();
  const clock = new SimulatedClock();
  const machine = uploadMachine.provide({
    actors: {
      inspectMedia: inspectMedia.logic,
      transferFile,
      mediaProcessing: mediaProcessingMachine.provide({
        actors: {
          fetchMediaStatus: fetchMediaStatus.logic,
          cancelProcessing: cancelProcessing.logic,
          retryProcessing: retryProcessing.logic,
        },
      }),
    },
  });
  const actor = createActor(machine, { input, clock, inspect: coverage.inspect }).start();
  const lastTransfer = (): TransferSession => {
    const session = transfers.at(-1);
    if (!session) throw new Error('no transfer started');
    return session;
  };
  return {
    actor,
    clock,
    transfers,
    lastTransfer,
    inspectMedia,
    fetchMediaStatus,
    cancelProcessing,
    retryProcessing,
  };
}

type Upload = ReturnType<typeof startUpload>;
const value = (upload: Upload) => upload.actor.getSnapshot().value;
const context = (upload: Upload) => upload.actor.getSnapshot().context;

async function chooseAndStart(upload: Upload, file: UploadFile = video): Promise<void> {
  upload.actor.send({ type: 'upload.choose', file });
  await upload.inspectMedia.resolve([]);
  upload.actor.send({ type: 'upload.start' });
}

async function transfer(upload: Upload): Promise<void> {
  await chooseAndStart(upload);
  upload.lastTransfer().sendBack({ type: 'upload.transferred', mediaId: 'm-1' });
}

describe('upload machine', () => {
  it('checks, uploads with progress, processes and ends ready', async () => {
    const upload = startUpload();
    expect(value(upload)).toBe('idle');
    upload.actor.send({ type: 'upload.choose', file: video });
    expect(value(upload)).toBe('inspecting');
    expect(upload.inspectMedia.lastInput()).toEqual({ file: video });
    await upload.inspectMedia.resolve([]);
    expect(value(upload)).toBe('accepted');
    upload.actor.send({ type: 'upload.start' });
    expect(upload.lastTransfer().input).toEqual({ file: video, uploadUrl: null });
    upload.lastTransfer().sendBack({
      type: 'upload.progressed',
      bytesUploaded: 4_000_000,
      bytesTotal: 10_000_000,
      uploadUrl: '/uploads/abc',
    });
    expect(context(upload)).toMatchObject({ bytesUploaded: 4_000_000, uploadUrl: '/uploads/abc' });
    upload.lastTransfer().sendBack({ type: 'upload.transferred', mediaId: 'm-1' });
    expect(value(upload)).toEqual({ processing: 'running' });
    expect(upload.fetchMediaStatus.lastInput()).toEqual({ mediaId: 'm-1' });
    await upload.fetchMediaStatus.resolve('TRANSCODING');
    expect(context(upload).processingLabel).toBe('transcoding');
    upload.actor.send({ type: 'upload.retryProcessing' });
    expect(value(upload)).toEqual({ processing: 'running' });
    upload.actor.send({
      type: 'upload.progressed',
      bytesUploaded: 1,
      bytesTotal: 1,
      uploadUrl: 'x',
    });
    upload.clock.increment(5_000);
    await upload.fetchMediaStatus.resolve('COMPLETE');
    expect(value(upload)).toBe('ready');
    expect(upload.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['an empty file', { name: 'empty.mp4', size: 0, type: 'video/mp4' }, 'NO_FILE'],
    ['a MOV file', { name: 'clip.mov', size: 10, type: 'video/quicktime' }, 'FILE_TYPE'],
    [
      'a file over 64 GB',
      { name: 'huge.mp4', size: UPLOAD_LIMITS.maxBytes + 1, type: 'video/mp4' },
      'FILE_SIZE',
    ],
  ] as const)('rejects %s with its error code', (_label, file, code) => {
    const upload = startUpload();
    upload.actor.send({ type: 'upload.choose', file });
    expect(value(upload)).toBe('rejected');
    expect(context(upload).errorCode).toBe(code);
    expect(upload.inspectMedia.calls).toHaveLength(0);
  });

  it('says NO_FILE when starting without a file, and a good file replaces a rejected one', async () => {
    const upload = startUpload();
    upload.actor.send({ type: 'upload.start' });
    expect(value(upload)).toBe('idle');
    expect(context(upload).errorCode).toBe('NO_FILE');
    upload.actor.send({ type: 'upload.choose', file: { ...video, name: 'x.avi', type: '' } });
    upload.actor.send({ type: 'upload.choose', file: video });
    expect(value(upload)).toBe('inspecting');
    expect(context(upload).errorCode).toBeNull();
  });

  it('rejects media that breaks the ingest rules; an inspection that cannot run does not block', async () => {
    const upload = startUpload();
    upload.actor.send({ type: 'upload.choose', file: video });
    await upload.inspectMedia.resolve([keyframesTooFarApart]);
    expect(value(upload)).toBe('rejected');
    expect(context(upload)).toMatchObject({
      errorCode: 'FILE_TYPE',
      problems: [keyframesTooFarApart],
    });
    upload.actor.send({ type: 'upload.choose', file: video });
    await upload.inspectMedia.resolve([tooLong, keyframesTooFarApart]);
    // The first broken rule names the code: a video too long is FILE_SIZE.
    expect(context(upload).errorCode).toBe('FILE_SIZE');
    upload.actor.send({ type: 'upload.choose', file: video });
    await upload.inspectMedia.reject(new Error('mp4box could not parse'));
    expect(value(upload)).toBe('accepted');
    upload.actor.send({ type: 'upload.choose', file: { ...video, name: 'other.mp4' } });
    await upload.inspectMedia.resolve([]);
    upload.actor.send({ type: 'upload.cancel' });
    expect(value(upload)).toBe('idle');
    expect(context(upload).file).toBeNull();
  });

  it('pauses and resumes from the stored upload URL', async () => {
    const upload = startUpload();
    await chooseAndStart(upload);
    upload.lastTransfer().sendBack({
      type: 'upload.progressed',
      bytesUploaded: 1,
      bytesTotal: 10,
      uploadUrl: '/uploads/abc',
    });
    upload.actor.send({ type: 'upload.pause' });
    expect(value(upload)).toBe('paused');
    expect(upload.lastTransfer().stopped).toBe(true);
    upload.actor.send({ type: 'upload.resume' });
    expect(upload.lastTransfer().input.uploadUrl).toBe('/uploads/abc');
    upload.actor.send({ type: 'upload.pause' });
    upload.actor.send({ type: 'upload.cancel' });
    expect(value(upload)).toBe('idle');
  });

  it('reconnects after a dropped connection with exponential back-off, then fails', async () => {
    const upload = startUpload();
    await chooseAndStart(upload);
    for (let attempt = 0; attempt < RETRY_COUNT; attempt += 1) {
      upload.lastTransfer().sendBack({ type: 'upload.connectionLost', error: dropped });
      expect(value(upload)).toBe('reconnecting');
      upload.clock.increment(reconnectDelay(attempt) - 1);
      expect(value(upload)).toBe('reconnecting');
      upload.clock.increment(1);
      expect(value(upload)).toBe('uploading');
    }
    expect(upload.transfers).toHaveLength(RETRY_COUNT + 1);
    upload.lastTransfer().sendBack({ type: 'upload.connectionLost', error: dropped });
    expect(value(upload)).toBe('failed');
    expect(context(upload).error?.message).toBe('Network error');
    upload.actor.send({ type: 'upload.retry' });
    expect(value(upload)).toBe('uploading');
    expect(context(upload).reconnectAttempt).toBe(0);
    upload.lastTransfer().sendBack({ type: 'upload.connectionLost', error: dropped });
    upload.actor.send({ type: 'upload.cancel' });
    expect(value(upload)).toBe('idle');
  });

  it('a progress report resets the reconnect count', async () => {
    expect(reconnectDelay(0)).toBe(RETRY_INITIAL_DELAY_MS);
    expect(reconnectDelay(2)).toBe(RETRY_INITIAL_DELAY_MS * 4);
    const upload = startUpload();
    await chooseAndStart(upload);
    upload.lastTransfer().sendBack({ type: 'upload.connectionLost', error: dropped });
    upload.clock.increment(reconnectDelay(0));
    upload.lastTransfer().sendBack({
      type: 'upload.progressed',
      bytesUploaded: 2,
      bytesTotal: 10,
      uploadUrl: '/uploads/abc',
    });
    expect(context(upload).reconnectAttempt).toBe(0);
    upload.actor.send({ type: 'upload.cancel' });
    const failed = startUpload();
    await chooseAndStart(failed);
    for (let attempt = 0; attempt <= RETRY_COUNT; attempt += 1) {
      failed.lastTransfer().sendBack({ type: 'upload.connectionLost', error: dropped });
      failed.clock.increment(reconnectDelay(attempt));
    }
    failed.actor.send({ type: 'upload.cancel' });
    expect(value(failed)).toBe('idle');
  });

  it('resumes after a page reload when the same file is chosen again', async () => {
    const resume = {
      uploadUrl: '/uploads/abc',
      fileName: 'sermon.mp4',
      bytesUploaded: 5,
      bytesTotal: 10,
    };
    const upload = startUpload({ resume });
    expect(value(upload)).toBe('interrupted');
    expect(context(upload)).toMatchObject({ bytesUploaded: 5, resumeFileName: 'sermon.mp4' });
    await chooseAndStart(upload);
    expect(upload.lastTransfer().input.uploadUrl).toBe('/uploads/abc');

    const otherFile = startUpload({ resume });
    await chooseAndStart(otherFile, { ...video, name: 'another.mp4' });
    expect(otherFile.lastTransfer().input.uploadUrl).toBeNull();

    const discarded = startUpload({ resume });
    discarded.actor.send({ type: 'upload.cancel' });
    expect(value(discarded)).toBe('idle');
    expect(context(discarded).uploadUrl).toBeNull();
  });

  it('a failed processing is FILE_PROCESSING and can be retried', async () => {
    const upload = startUpload();
    await transfer(upload);
    await upload.fetchMediaStatus.resolve('FAILED');
    expect(value(upload)).toEqual({ processing: 'failed' });
    expect(context(upload)).toMatchObject({
      errorCode: 'FILE_PROCESSING',
      processingLabel: 'processing failed',
    });
    upload.actor.send({ type: 'upload.retryProcessing' });
    await upload.retryProcessing.resolve();
    await settle();
    expect(value(upload)).toEqual({ processing: 'running' });
    expect(context(upload).errorCode).toBeNull();
  });

  it('cancelling during processing cancels the processing', async () => {
    const upload = startUpload();
    await transfer(upload);
    upload.actor.send({ type: 'upload.cancel' });
    await upload.cancelProcessing.resolve();
    expect(value(upload)).toBe('cancelled');
  });

  it('a transfer actor that was not provided fails the upload instead of hanging', async () => {
    const inspectMedia = deferredActor<readonly IngestProblem[], InspectMediaInput>();
    const machine = uploadMachine.provide({ actors: { inspectMedia: inspectMedia.logic } });
    const actor = createActor(machine, { input: {}, clock: new SimulatedClock() }).start();
    actor.send({ type: 'upload.choose', file: video });
    await inspectMedia.resolve([]);
    actor.send({ type: 'upload.start' });
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(actor.getSnapshot().context.error?.message).toContain('transferFile');
    actor.stop();
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});

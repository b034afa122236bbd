import type { Meta, StoryObj } from '@storybook/react-vite';
import { type IngestProblem, STATUS_POLL_INTERVAL_MS } from '@studio/domain';
import { useMemo, useState } from 'react';
import { fromCallback } from 'xstate';
import { expect, userEvent, within } from 'storybook/test';
import {
  type MediaInput,
  mediaProcessingMachine,
} from '../media-processing/media-processing.machine.js';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import {
  type InspectMediaInput,
  type TransferInput,
  type UploadEvent,
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

/** The transfer's own reports are buttons in this story, so the transfer actor stays silent. */
const silentTransfer = fromCallback<UploadEvent, TransferInput>(() => undefined);
const video = { name: 'sermon.mp4', size: 10_000_000, type: 'video/mp4' };

function UploadExplorer({ input }: { input: UploadInput }) {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          inspectMedia: store.manualActor<readonly IngestProblem[], InspectMediaInput>(
            'inspectMedia',
          ),
          transferFile: silentTransfer,
          mediaProcessing: mediaProcessingMachine.provide({
            actors: {
              fetchMediaStatus: store.manualActor<string, MediaInput>('fetchMediaStatus'),
              cancelProcessing: store.manualActor<void, MediaInput>('cancelProcessing'),
              retryProcessing: store.manualActor<void, MediaInput>('retryProcessing'),
            },
          }),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Upload"
      machine={machine}
      store={store}
      input={input}
      events={[
        { label: 'Choose sermon.mp4', event: { type: 'upload.choose', file: video } },
        {
          label: 'Choose clip.mov',
          event: {
            type: 'upload.choose',
            file: { name: 'clip.mov', size: 10, type: 'video/quicktime' },
          },
        },
        {
          label: 'Choose an empty file',
          event: { type: 'upload.choose', file: { name: 'empty.mp4', size: 0, type: 'video/mp4' } },
        },
        { label: 'Start upload', event: { type: 'upload.start' } },
        { label: 'Pause', event: { type: 'upload.pause' } },
        { label: 'Resume', event: { type: 'upload.resume' } },
        { label: 'Cancel', event: { type: 'upload.cancel' } },
        { label: 'Retry upload', event: { type: 'upload.retry' } },
        { label: 'Retry processing', event: { type: 'upload.retryProcessing' } },
        {
          label: 'Transfer reports 50%',
          event: {
            type: 'upload.progressed',
            bytesUploaded: 5_000_000,
            bytesTotal: 10_000_000,
            uploadUrl: '/uploads/abc',
          },
        },
        {
          label: 'Transfer loses the connection',
          event: { type: 'upload.connectionLost', error: { errors: [], message: 'Network error' } },
        },
        { label: 'Transfer completes', event: { type: 'upload.transferred', mediaId: 'm-1' } },
      ]}
      outcomes={{
        inspectMedia: {
          output: [],
          alternatives: [{ label: 'keyframes too far apart', output: [keyframesTooFarApart] }],
        },
        fetchMediaStatus: {
          output: 'TRANSCODING',
          alternatives: [
            { label: 'COMPLETE', output: 'COMPLETE' },
            { label: 'FAILED', output: 'FAILED' },
          ],
        },
      }}
      clockSteps={[
        { label: 'Wait 1 s (reconnect)', ms: 1_000 },
        { label: 'Wait 5 s (status poll)', ms: STATUS_POLL_INTERVAL_MS },
      ]}
    />
  );
}

const meta = {
  title: 'Machines/Upload',
  component: UploadExplorer,
  args: { input: {} },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof UploadExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const AfterPageReload: Story = {
  args: {
    input: {
      resume: {
        uploadUrl: '/uploads/abc',
        fileName: 'sermon.mp4',
        bytesUploaded: 5,
        bytesTotal: 10,
      },
    },
  },
};

export const UploadsToReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByTestId('state');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose sermon.mp4' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed inspectMedia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await expect(state).toHaveTextContent('uploading');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer completes' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Succeed fetchMediaStatus: COMPLETE' }),
    );
    await expect(state).toHaveTextContent('ready');
  },
};

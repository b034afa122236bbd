import type { Meta, StoryObj } from '@storybook/react-vite';
import { CUE_BLINK_MS } from '@studio/domain';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { type Cue, type CueDraft, cueEditorMachine, type CueList } from './cue-editor.machine.js';

const intro: Cue = { id: 'c-1', position: '00:01:00.000', name: 'Intro', visibility: 'private' };
const draft: CueDraft = { position: '00:05:00.000', name: 'Song', visibility: 'private' };

function CueEditorExplorer({ canShareCues }: { canShareCues: boolean }) {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      cueEditorMachine.provide({
        actors: {
          fetchCues: store.manualActor<CueList>('fetchCues'),
          createCue: store.manualActor<Cue, CueDraft>('createCue'),
          updateCue: store.manualActor<Cue, Cue>('updateCue'),
          deleteCue: store.manualActor<void, { cueId: string }>('deleteCue'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Cue editor"
      machine={machine}
      store={store}
      input={{ canShareCues }}
      events={[
        { label: 'Add a cue', event: { type: 'cue.add' } },
        { label: 'Edit Intro', event: { type: 'cue.edit', cueId: 'c-1' } },
        { label: 'Copy cues', event: { type: 'cue.copy' } },
        { label: 'Cancel', event: { type: 'cue.cancel' } },
        { label: 'Save private cue', event: { type: 'cue.save', draft } },
        {
          label: 'Save shared cue',
          event: { type: 'cue.save', draft: { ...draft, visibility: 'shared' } },
        },
        { label: 'Delete Intro', event: { type: 'cue.delete', cueId: 'c-1' } },
      ]}
      outcomes={{
        fetchCues: {
          output: { cues: [intro] },
          error: { status: 412, errors: [], message: 'Manifest is not yet available.' },
        },
        createCue: { output: { id: 'c-3', ...draft } },
        updateCue: { output: { id: 'c-1', ...draft } },
      }}
      clockSteps={[{ label: 'Wait 7 s (blink ends)', ms: CUE_BLINK_MS }]}
    />
  );
}

const meta = {
  title: 'Machines/Cue editor',
  component: CueEditorExplorer,
  args: { canShareCues: true },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof CueEditorExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const WithoutSharedCuesPermission: Story = { args: { canShareCues: false } };

export const AddsABlinkingCue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchCues' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a cue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save private cue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed createCue' }));
    await expect(canvas.getByText(/"blinkingCueId": "c-3"/)).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchCues' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('browsing');
  },
};

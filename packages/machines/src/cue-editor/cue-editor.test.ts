import { CUE_BLINK_MS, LIFECYCLE_MESSAGES } from '@studio/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import {
  type Cue,
  type CueDraft,
  cueEditorMachine,
  type CueList,
  PUBLIC_CUES_FORBIDDEN_CODE,
  START_OF_VIDEO_CUE,
} from './cue-editor.machine.js';

const coverage = createCoverage('cue editor', cueEditorMachine);

const intro: Cue = { id: 'c-1', position: '00:01:00.000', name: 'Intro', visibility: 'private' };
const sermon: Cue = { id: 'c-2', position: '00:20:00.000', name: 'Sermon', visibility: 'shared' };
const privateDraft: CueDraft = { position: '00:05:00.000', name: 'Song', visibility: 'private' };
const sharedDraft: CueDraft = { ...privateDraft, visibility: 'shared' };

function startEditor(canShareCues = true) {
  const actors = {
    fetchCues: deferredActor<CueList>(),
    createCue: deferredActor<Cue, CueDraft>(),
    updateCue: deferredActor<Cue, Cue>(),
    deleteCue: deferredActor<void, { cueId: string }>(),
  };
  const logCueFailure = vi.fn();
  const clock = new SimulatedClock();
  const machine = cueEditorMachine.provide({
    actors: {
      fetchCues: actors.fetchCues.logic,
      createCue: actors.createCue.logic,
      updateCue: actors.updateCue.logic,
      deleteCue: actors.deleteCue.logic,
    },
    actions: { logCueFailure },
  });
  const actor = createActor(machine, {
    input: { canShareCues },
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, actors, clock, logCueFailure };
}

type Editor = ReturnType<typeof startEditor>;
const value = (editor: Editor) => editor.actor.getSnapshot().value;
const context = (editor: Editor) => editor.actor.getSnapshot().context;

async function loaded(canShareCues = true): Promise<Editor> {
  const editor = startEditor(canShareCues);
  await editor.actors.fetchCues.resolve({ cues: [intro, sermon] });
  return editor;
}

describe('cue editor machine', () => {
  it('loads the cues after the synthetic Start of Video cue', async () => {
    const editor = await loaded();
    expect(value(editor)).toEqual({ ready: 'browsing' });
    expect(context(editor).cues).toEqual([START_OF_VIDEO_CUE, intro, sermon]);
  });

  it('412 means cues are unavailable', async () => {
    const editor = startEditor();
    await editor.actors.fetchCues.reject({
      status: 412,
      errors: [],
      message: 'Manifest is not yet available.',
    });
    expect(value(editor)).toBe('unavailable');
  });

  it('another failed load is logged only and the editor opens', async () => {
    const editor = startEditor();
    await editor.actors.fetchCues.reject({ status: 500, errors: [], message: 'boom' });
    expect(value(editor)).toEqual({ ready: 'browsing' });
    expect(context(editor).error).toBeNull();
    expect(context(editor).cues).toEqual([START_OF_VIDEO_CUE]);
    expect(editor.logCueFailure).toHaveBeenCalledTimes(1);
  });

  it('adding and editing exclude each other; copying clears both', async () => {
    const editor = await loaded();
    editor.actor.send({ type: 'cue.add' });
    expect(value(editor)).toEqual({ ready: 'adding' });
    editor.actor.send({ type: 'cue.edit', cueId: 'c-1' });
    expect(value(editor)).toEqual({ ready: 'editing' });
    expect(context(editor).editingCueId).toBe('c-1');
    editor.actor.send({ type: 'cue.add' });
    expect(value(editor)).toEqual({ ready: 'adding' });
    expect(context(editor).editingCueId).toBeNull();
    editor.actor.send({ type: 'cue.copy' });
    expect(value(editor)).toEqual({ ready: 'browsing' });
    editor.actor.send({ type: 'cue.edit', cueId: 'c-2' });
    editor.actor.send({ type: 'cue.copy' });
    expect(value(editor)).toEqual({ ready: 'browsing' });
    expect(context(editor).editingCueId).toBeNull();
    editor.actor.send({ type: 'cue.copy' });
    editor.actor.send({ type: 'cue.add' });
    editor.actor.send({ type: 'cue.cancel' });
    editor.actor.send({ type: 'cue.edit', cueId: 'c-2' });
    editor.actor.send({ type: 'cue.cancel' });
    expect(value(editor)).toEqual({ ready: 'browsing' });
  });

  it('a new cue blinks for 7 seconds and the cues are refetched', async () => {
    const editor = await loaded();
    editor.actor.send({ type: 'cue.add' });
    editor.actor.send({ type: 'cue.save', draft: privateDraft });
    expect(editor.actors.createCue.lastInput()).toEqual(privateDraft);
    const created: Cue = { id: 'c-3', ...privateDraft };
    await editor.actors.createCue.resolve(created);
    expect(value(editor)).toEqual({ ready: 'refetching' });
    expect(context(editor).blinkingCueId).toBe('c-3');
    await editor.actors.fetchCues.resolve({ cues: [intro, created, sermon] });
    expect(context(editor).cues).toHaveLength(4);
    editor.clock.increment(CUE_BLINK_MS - 1);
    expect(context(editor).blinkingCueId).toBe('c-3');
    editor.clock.increment(1);
    expect(context(editor).blinkingCueId).toBeNull();
  });

  it('refuses a shared cue without the permission, before any request', async () => {
    const editor = await loaded(false);
    editor.actor.send({ type: 'cue.add' });
    editor.actor.send({ type: 'cue.save', draft: sharedDraft });
    expect(value(editor)).toEqual({ ready: 'adding' });
    expect(context(editor).error?.errors[0]?.code).toBe(PUBLIC_CUES_FORBIDDEN_CODE);
    expect(context(editor).error?.message).toBe(LIFECYCLE_MESSAGES.publicCuesForbidden);
    expect(editor.actors.createCue.calls).toHaveLength(0);
    editor.actor.send({ type: 'cue.edit', cueId: 'c-1' });
    editor.actor.send({ type: 'cue.save', draft: sharedDraft });
    expect(value(editor)).toEqual({ ready: 'editing' });
    expect(editor.actors.updateCue.calls).toHaveLength(0);
  });

  it('refuses a public cue without the permission as well', async () => {
    const editor = await loaded(false);
    editor.actor.send({ type: 'cue.add' });
    editor.actor.send({ type: 'cue.save', draft: { ...privateDraft, visibility: 'public' } });
    expect(value(editor)).toEqual({ ready: 'adding' });
    expect(context(editor).error?.errors[0]?.code).toBe(PUBLIC_CUES_FORBIDDEN_CODE);
    expect(editor.actors.createCue.calls).toHaveLength(0);
  });

  it('the cansetcues answer header grants or withdraws shared cues', async () => {
    const editor = startEditor(false);
    await editor.actors.fetchCues.resolve({ cues: [], canSetCues: true });
    expect(context(editor).canShareCues).toBe(true);
  });

  it('edits and deletes, refetching after each; failures are shown', async () => {
    const editor = await loaded();
    editor.actor.send({ type: 'cue.edit', cueId: 'c-1' });
    editor.actor.send({ type: 'cue.save', draft: privateDraft });
    expect(editor.actors.updateCue.lastInput()).toEqual({ id: 'c-1', ...privateDraft });
    await editor.actors.updateCue.reject({ status: 500, errors: [], message: 'boom' });
    expect(value(editor)).toEqual({ ready: 'editing' });
    expect(context(editor).error?.message).toBe('boom');
    editor.actor.send({ type: 'cue.save', draft: privateDraft });
    await editor.actors.updateCue.resolve({ id: 'c-1', ...privateDraft });
    expect(value(editor)).toEqual({ ready: 'refetching' });
    await editor.actors.fetchCues.reject(new Error('offline'));
    expect(value(editor)).toEqual({ ready: 'browsing' });
    expect(editor.logCueFailure).toHaveBeenCalledTimes(1);

    editor.actor.send({ type: 'cue.delete', cueId: 'c-2' });
    expect(editor.actors.deleteCue.lastInput()).toEqual({ cueId: 'c-2' });
    await editor.actors.deleteCue.reject({ status: 403, errors: [], message: 'no' });
    expect(value(editor)).toEqual({ ready: 'browsing' });
    editor.actor.send({ type: 'cue.edit', cueId: 'c-2' });
    editor.actor.send({ type: 'cue.delete', cueId: 'c-2' });
    await editor.actors.deleteCue.resolve();
    await editor.actors.fetchCues.resolve({ cues: [intro] });
    expect(context(editor).cues).toEqual([START_OF_VIDEO_CUE, intro]);
  });

  it('a failed create keeps the form open with the error', async () => {
    const editor = await loaded();
    editor.actor.send({ type: 'cue.add' });
    editor.actor.send({ type: 'cue.save', draft: privateDraft });
    await editor.actors.createCue.reject({ status: 409, errors: [], message: 'exists' });
    expect(value(editor)).toEqual({ ready: 'adding' });
    expect(context(editor).error?.message).toBe('exists');
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});

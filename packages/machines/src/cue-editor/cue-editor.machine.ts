import { CUE_BLINK_MS, CUES_UNAVAILABLE_STATUS, LIFECYCLE_MESSAGES } from '@studio/domain';
import { assign, cancel, fromPromise, raise, setup } from 'xstate';
import {
  type MachineError,
  type RejectedCall,
  ruleError,
  toMachineError,
} from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export const PUBLIC_CUES_FORBIDDEN_CODE = 'PUBLIC_CUES_FORBIDDEN';
export const START_OF_VIDEO_CUE_ID = 'start-of-video';

/** Only Me, Organization, Public (spec section 3): the last two need the shared-cues right. */
export type CueVisibility = 'shared' | 'private' | 'public';

export interface Cue {
  readonly id: string;
  /** "00:00:00.000" */
  readonly position: string;
  readonly name: string;
  readonly visibility: CueVisibility;
  readonly userId?: string;
}

export type CueDraft = Omit<Cue, 'id' | 'userId'>;

export interface CueList {
  readonly cues: readonly Cue[];
  /** The `cansetcues` answer header of encoder and web cues; absent for saved media. */
  readonly canSetCues?: boolean;
}

export interface CueEditorInput {
  /** The shared-cues permission (spec section 6). */
  readonly canShareCues: boolean;
}

export interface CueEditorContext {
  cues: readonly Cue[];
  canShareCues: boolean;
  editingCueId: string | null;
  blinkingCueId: string | null;
  error: MachineError | null;
}

export type CueEditorEvent =
  | { type: 'cue.add' }
  | { type: 'cue.edit'; cueId: string }
  | { type: 'cue.copy' }
  | { type: 'cue.cancel' }
  | { type: 'cue.save'; draft: CueDraft }
  | { type: 'cue.delete'; cueId: string }
  | { type: 'cue.blinkEnded' };

/** Spec section 3: a synthetic shared cue at the start, owned by the system. */
export const START_OF_VIDEO_CUE: Cue = {
  id: START_OF_VIDEO_CUE_ID,
  position: '00:00:00.000',
  name: 'Start of Video',
  visibility: 'shared',
  userId: 'system',
};

const BLINK_TIMER = 'cueBlink';

function withStartOfVideo(cues: readonly Cue[]): readonly Cue[] {
  return [START_OF_VIDEO_CUE, ...cues.filter((cue) => cue.id !== START_OF_VIDEO_CUE_ID)];
}

function isUnavailable(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    (reason as { status?: unknown }).status === CUES_UNAVAILABLE_STATUS
  );
}

/**
 * The cue editor beside a video (spec sections 4, 6, 8).
 *
 * - Adding and editing exclude each other (they are sibling states); copying clears both.
 * - A created cue blinks for CUE_BLINK_MS; after a save, an edit or a delete the cues are fetched
 *   again, so the list shows what the server holds.
 * - HTTP 412 on loading means cues are unavailable for this video; any other failed load is only
 *   logged (the injected `logCueFailure` action) and the editor opens empty.
 * - A shared (organisation-visible) cue needs the shared-cues permission, or for encoder and web
 *   cues the `cansetcues` header the list answer carries; without it the save is refused with
 *   the spec's message and nothing is sent.
 */
export const cueEditorMachine = setup({
  types: {
    context: {} as CueEditorContext,
    events: {} as CueEditorEvent,
    input: {} as CueEditorInput,
  },
  actors: {
    fetchCues: fromPromise<CueList>(notProvided('fetchCues')),
    createCue: fromPromise<Cue, CueDraft>(notProvided('createCue')),
    updateCue: fromPromise<Cue, Cue>(notProvided('updateCue')),
    deleteCue: fromPromise<void, { cueId: string }>(notProvided('deleteCue')),
  },
  delays: { cueBlink: CUE_BLINK_MS },
  actions: {
    storeCues: assign(({ context }, list: CueList) => ({
      cues: withStartOfVideo(list.cues),
      canShareCues: list.canSetCues ?? context.canShareCues,
    })),
    // Injected by the studio (its logger); failed cue loading is never shown to the user.
    logCueFailure: (_, _failure: RejectedCall) => undefined,
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    refuseSharedCue: assign({
      error: ruleError(PUBLIC_CUES_FORBIDDEN_CODE, LIFECYCLE_MESSAGES.publicCuesForbidden),
    }),
    startBlink: raise({ type: 'cue.blinkEnded' }, { delay: 'cueBlink', id: BLINK_TIMER }),
    stopBlink: cancel(BLINK_TIMER),
    clearSelection: assign({ editingCueId: null, error: null }),
  },
  guards: {
    cuesUnavailable: (_, { reason }: RejectedCall) => isUnavailable(reason),
    sharedCueForbidden: ({ context, event }) =>
      event.type === 'cue.save' && event.draft.visibility !== 'private' && !context.canShareCues,
  },
}).createMachine({
  id: 'cueEditor',
  context: ({ input }) => ({
    cues: [],
    canShareCues: input.canShareCues,
    editingCueId: null,
    blinkingCueId: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'cue.blinkEnded': { actions: assign({ blinkingCueId: null }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchCues',
        src: 'fetchCues',
        onDone: {
          target: 'ready',
          actions: { type: 'storeCues', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'cuesUnavailable', params: ({ event }) => ({ reason: event.error }) },
            target: 'unavailable',
          },
          {
            target: 'ready',
            actions: [
              { type: 'logCueFailure', params: ({ event }) => ({ reason: event.error }) },
              assign({ cues: withStartOfVideo([]) }),
            ],
          },
        ],
      },
    },
    unavailable: { type: 'final' },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'cue.add': { target: 'adding', actions: 'clearSelection' },
            'cue.edit': {
              target: 'editing',
              actions: assign({ editingCueId: ({ event }) => event.cueId, error: null }),
            },
            'cue.delete': { target: 'deleting' },
            'cue.copy': { actions: 'clearSelection' },
          },
        },
        adding: {
          on: {
            'cue.edit': {
              target: 'editing',
              actions: assign({ editingCueId: ({ event }) => event.cueId, error: null }),
            },
            'cue.copy': { target: 'browsing', actions: 'clearSelection' },
            'cue.cancel': { target: 'browsing', actions: 'clearSelection' },
            'cue.save': [
              { guard: 'sharedCueForbidden', actions: 'refuseSharedCue' },
              { target: 'creating' },
            ],
          },
        },
        editing: {
          on: {
            'cue.add': { target: 'adding', actions: 'clearSelection' },
            'cue.copy': { target: 'browsing', actions: 'clearSelection' },
            'cue.cancel': { target: 'browsing', actions: 'clearSelection' },
            'cue.delete': { target: 'deleting' },
            'cue.save': [
              { guard: 'sharedCueForbidden', actions: 'refuseSharedCue' },
              { target: 'updating' },
            ],
          },
        },
        creating: {
          invoke: {
            id: 'createCue',
            src: 'createCue',
            input: ({ event }) =>
              event.type === 'cue.save'
                ? event.draft
                : { position: '00:00:00.000', name: '', visibility: 'private' as const },
            onDone: {
              target: 'refetching',
              actions: [
                'stopBlink',
                assign({ blinkingCueId: ({ event }) => event.output.id }),
                'startBlink',
              ],
            },
            onError: {
              target: 'adding',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        updating: {
          invoke: {
            id: 'updateCue',
            src: 'updateCue',
            input: ({ context, event }) => ({
              id: context.editingCueId ?? '',
              ...(event.type === 'cue.save'
                ? event.draft
                : { position: '00:00:00.000', name: '', visibility: 'private' as const }),
            }),
            onDone: { target: 'refetching', actions: 'clearSelection' },
            onError: {
              target: 'editing',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteCue',
            src: 'deleteCue',
            input: ({ event }) => ({ cueId: event.type === 'cue.delete' ? event.cueId : '' }),
            onDone: { target: 'refetching', actions: 'clearSelection' },
            onError: {
              target: 'browsing',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        refetching: {
          invoke: {
            id: 'fetchCues',
            src: 'fetchCues',
            onDone: {
              target: 'browsing',
              actions: { type: 'storeCues', params: ({ event }) => event.output },
            },
            onError: {
              target: 'browsing',
              actions: { type: 'logCueFailure', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
      },
    },
  },
});

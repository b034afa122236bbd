import { LIFECYCLE_MESSAGES } from '@studio/domain';
import { assign, fromPromise, setup } from 'xstate';
import {
  type MachineError,
  type RejectedCall,
  ruleError,
  toMachineError,
} from '../shared/machine-error.js';
import { notProvided } from '../shared/not-provided.js';

export const INSTANCE_LOCKED_CODE = 'INSTANCE_LOCKED';

export interface EventInput {
  readonly eventId: string;
  readonly encoderRunning?: boolean;
}

export interface EventCommandInput {
  readonly eventId: string;
}

export interface PausedEvent {
  /** Instances that were live and were stopped at once by the pause (spec section 4). */
  readonly stoppedInstanceIds: readonly string[];
}

export type InstanceChanges = Readonly<Record<string, unknown>>;

export interface SaveInstanceInput extends EventCommandInput {
  readonly instanceId: string;
  readonly changes: InstanceChanges;
}

export interface EventContext {
  eventId: string;
  encoderRunning: boolean;
  stoppedInstanceIds: readonly string[];
  error: MachineError | null;
}

export type EventEvent =
  | { type: 'event.publish' }
  | { type: 'event.pause' }
  | { type: 'event.resume' }
  | { type: 'event.remove' }
  | { type: 'event.editInstance'; instanceId: string; changes: InstanceChanges }
  /** The encoder's state, as the encoder machine or the server reports it. */
  | { type: 'event.encoderStateChanged'; running: boolean };

const instanceLocked = ruleError(INSTANCE_LOCKED_CODE, LIFECYCLE_MESSAGES.instanceLocked);

/**
 * A scheduled event (spec section 4: draft, published, paused, removed).
 *
 * Rules (transitions not shown in the spec; designed for an operator):
 * - A draft is published; a published event can be paused, and pausing stops its live instances
 *   at once (the pause answer lists them); resuming publishes it again.
 * - Removal is possible from any of the three; a failed removal returns to where it was.
 * - An individual instance of a recurring event cannot be edited while the encoder runs (spec):
 *   the edit is refused with a reason and nothing is sent. Otherwise it is saved and the event
 *   returns to where it was (draft, published or paused), through a history state.
 */
export const eventMachine = setup({
  types: {
    context: {} as EventContext,
    events: {} as EventEvent,
    input: {} as EventInput,
  },
  actors: {
    publishEvent: fromPromise<void, EventCommandInput>(notProvided('publishEvent')),
    pauseEvent: fromPromise<PausedEvent, EventCommandInput>(notProvided('pauseEvent')),
    removeEvent: fromPromise<void, EventCommandInput>(notProvided('removeEvent')),
    saveInstance: fromPromise<void, SaveInstanceInput>(notProvided('saveInstance')),
  },
  actions: {
    storeError: assign((_, { reason }: RejectedCall) => ({ error: toMachineError(reason) })),
    clearError: assign({ error: null }),
  },
  guards: {
    encoderRunning: ({ context }) => context.encoderRunning,
  },
}).createMachine({
  id: 'event',
  context: ({ input }) => ({
    eventId: input.eventId,
    encoderRunning: input.encoderRunning ?? false,
    stoppedInstanceIds: [],
    error: null,
  }),
  initial: 'lifecycle',
  on: {
    'event.encoderStateChanged': {
      actions: assign({ encoderRunning: ({ event }) => event.running }),
    },
  },
  states: {
    lifecycle: {
      initial: 'draft',
      states: {
        // Where an instance edit or a failed removal returns to. Only resting states are left
        // for those, so the history never re-enters a state that would re-send a request.
        previous: { type: 'history' },
        draft: {
          on: {
            'event.publish': { target: 'publishing', actions: 'clearError' },
            'event.remove': { target: '#event.removing', actions: 'clearError' },
            'event.editInstance': [
              { guard: 'encoderRunning', actions: assign({ error: instanceLocked }) },
              { target: '#event.savingInstance', actions: 'clearError' },
            ],
          },
        },
        publishing: {
          invoke: {
            id: 'publishEvent',
            src: 'publishEvent',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: { target: 'published' },
            onError: {
              target: 'draft',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        published: {
          on: {
            'event.pause': { target: 'pausing', actions: 'clearError' },
            'event.remove': { target: '#event.removing', actions: 'clearError' },
            'event.editInstance': [
              { guard: 'encoderRunning', actions: assign({ error: instanceLocked }) },
              { target: '#event.savingInstance', actions: 'clearError' },
            ],
          },
        },
        pausing: {
          invoke: {
            id: 'pauseEvent',
            src: 'pauseEvent',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: {
              target: 'paused',
              actions: assign({
                stoppedInstanceIds: ({ event }) => event.output.stoppedInstanceIds,
              }),
            },
            onError: {
              target: 'published',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        paused: {
          on: {
            'event.resume': { target: 'resuming', actions: 'clearError' },
            'event.remove': { target: '#event.removing', actions: 'clearError' },
            'event.editInstance': [
              { guard: 'encoderRunning', actions: assign({ error: instanceLocked }) },
              { target: '#event.savingInstance', actions: 'clearError' },
            ],
          },
        },
        resuming: {
          invoke: {
            id: 'publishEvent',
            src: 'publishEvent',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: { target: 'published', actions: assign({ stoppedInstanceIds: [] }) },
            onError: {
              target: 'paused',
              actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
      },
    },
    savingInstance: {
      invoke: {
        id: 'saveInstance',
        src: 'saveInstance',
        input: ({ context, event }) => ({
          eventId: context.eventId,
          instanceId: event.type === 'event.editInstance' ? event.instanceId : '',
          changes: event.type === 'event.editInstance' ? event.changes : {},
        }),
        onDone: { target: 'lifecycle.previous' },
        onError: {
          target: 'lifecycle.previous',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeEvent',
        src: 'removeEvent',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: { target: 'removed' },
        onError: {
          target: 'lifecycle.previous',
          actions: { type: 'storeError', params: ({ event }) => ({ reason: event.error }) },
        },
      },
    },
    removed: { type: 'final' },
  },
});

import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useSyncExternalStore } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic } from 'xstate';
import { SimulatedClock } from 'xstate';
import { MAX_TIMER_DELAY_MS } from '../shared/long-delay.js';
import type { PendingCallStore } from './pending-calls.js';

export interface ExplorerEvent<TMachine extends AnyStateMachine> {
  readonly label: string;
  readonly event: EventFromLogic<TMachine>;
}

export interface CallOutcomes {
  /** What the call answers when the reviewer presses "Succeed". */
  readonly output?: unknown;
  /** What the call rejects with when the reviewer presses "Fail". */
  readonly error?: unknown;
  /** Other answers worth a button of their own (a venue user, an empty list). */
  readonly alternatives?: readonly { readonly label: string; readonly output: unknown }[];
}

export interface ExplorerProps<TMachine extends AnyStateMachine> {
  readonly title: string;
  /** The machine, provided with manual actors from `store`. */
  readonly machine: TMachine;
  readonly store: PendingCallStore;
  readonly events: readonly ExplorerEvent<TMachine>[];
  readonly outcomes?: Readonly<Record<string, CallOutcomes>>;
  /** Buttons that move the simulated clock, for the machine's `after` delays. */
  readonly clockSteps?: readonly { readonly label: string; readonly ms: number }[];
  readonly input?: unknown;
}

const styles = {
  panel: {
    fontFamily: 'system-ui, sans-serif',
    color: '#1a1a1a',
    background: '#ffffff',
    padding: 16,
    maxWidth: 760,
  },
  state: { background: '#f1f3f5', padding: '2px 6px', borderRadius: 4 },
  row: { display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0' },
  button: {
    color: '#ffffff',
    background: '#1d4ed8',
    border: 'none',
    borderRadius: 4,
    padding: '6px 10px',
    cursor: 'pointer',
  },
  failButton: {
    color: '#ffffff',
    background: '#b91c1c',
    border: 'none',
    borderRadius: 4,
    padding: '6px 10px',
  },
  context: { background: '#f8f9fa', padding: 8, overflow: 'auto', fontSize: 12 },
} as const;

/**
 * Moves the simulated clock like a real one would: a timer set while the clock jumps starts from
 * the end of the jump, so long waits (a 30-day trial, waited for in timer-sized steps) advance in
 * steps no longer than the longest timer.
 */
function advance(clock: SimulatedClock, ms: number): void {
  for (let remaining = ms; remaining > 0; remaining -= MAX_TIMER_DELAY_MS) {
    clock.increment(Math.min(remaining, MAX_TIMER_DELAY_MS));
  }
}

function stateLabel(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function answersFor(outcomes: CallOutcomes | undefined) {
  return [
    { label: '', output: outcomes?.output },
    ...(outcomes?.alternatives ?? []).map((answer) => ({ ...answer, label: `: ${answer.label}` })),
  ];
}

/**
 * A small view a QA reviewer clicks through a machine with: the current state, the events the
 * machine accepts right now, the calls in flight (succeed or fail each), and the simulated clock.
 */
export function MachineExplorer<TMachine extends AnyStateMachine>(props: ExplorerProps<TMachine>) {
  const clock = useMemo(() => new SimulatedClock(), []);
  // Widened on purpose: the props keep each story's events typed, the view only needs the basics.
  const machine: AnyStateMachine = props.machine;
  const actorRef = useActorRef(machine, { clock, input: props.input });
  const snapshot: AnyMachineSnapshot = useSelector(actorRef, (current) => current);
  const calls = useSyncExternalStore(props.store.subscribe, props.store.getSnapshot);

  return (
    <section style={styles.panel} aria-label={`${props.title} machine`}>
      <h2>{props.title}</h2>
      <p>
        Current state:{' '}
        <code style={styles.state} data-testid="state">
          {stateLabel(snapshot.value)}
        </code>
        {snapshot.status === 'done' ? ' (final)' : ''}
      </p>

      <h3>Events</h3>
      <div style={styles.row}>
        {props.events.map(({ label, event }) => (
          <button
            key={label}
            type="button"
            style={styles.button}
            disabled={!snapshot.can(event)}
            onClick={() => actorRef.send(event)}
          >
            {label}
          </button>
        ))}
      </div>

      <h3>Calls in flight</h3>
      {calls.length === 0 ? <p>None</p> : null}
      {calls.map((call) => (
        <div key={call.id} style={styles.row}>
          <span>
            <code>{call.actorName}</code>
          </span>
          {answersFor(props.outcomes?.[call.actorName]).map((answer) => (
            <button
              key={answer.label}
              type="button"
              style={styles.button}
              onClick={() => call.resolve(answer.output)}
            >
              Succeed {call.actorName}
              {answer.label}
            </button>
          ))}
          <button
            type="button"
            style={styles.failButton}
            onClick={() =>
              call.reject(props.outcomes?.[call.actorName]?.error ?? new Error('The call failed.'))
            }
          >
            Fail {call.actorName}
          </button>
        </div>
      ))}

      {props.clockSteps && props.clockSteps.length > 0 ? (
        <>
          <h3>Clock</h3>
          <div style={styles.row}>
            {props.clockSteps.map((step) => (
              <button
                key={step.label}
                type="button"
                style={styles.button}
                onClick={() => advance(clock, step.ms)}
              >
                {step.label}
              </button>
            ))}
          </div>
        </>
      ) : null}

      <h3>Context</h3>
      <pre style={styles.context}>{JSON.stringify(snapshot.context, null, 2)}</pre>
    </section>
  );
}

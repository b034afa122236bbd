import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Records which state nodes and transitions of one machine definition the tests visited, so each
 * machine's test file can prove it takes every reachable state and every transition at least once.
 *
 * Keys are built from state node ids (not object identity) because `machine.provide(...)` builds a
 * fresh tree of state nodes; tests always run provided copies of the machine.
 */
export interface MachineCoverage {
  readonly name: string;
  /** Pass as `createActor(machine, { inspect: coverage.inspect })`. */
  readonly inspect: (event: InspectionEvent) => void;
  readonly report: () => CoverageReport;
}

export interface CoverageReport {
  readonly name: string;
  readonly states: { readonly visited: number; readonly total: number; readonly missing: string[] };
  readonly transitions: {
    readonly visited: number;
    readonly total: number;
    readonly missing: string[];
  };
  /** "session: states 14/14, transitions 30/30" */
  readonly line: string;
  readonly complete: boolean;
}

const ALWAYS = 'always';

function transitionKey(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const siblings: readonly AnyTransitionDefinition[] =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const eventName = transition.eventType === '' ? ALWAYS : transition.eventType;
  return `${source.id} --${eventName}[${siblings.indexOf(transition)}]`;
}

function definedTransitionKeys(node: AnyStateNode): string[] {
  const keys: string[] = [];
  for (const [eventType, list] of node.transitions) {
    list.forEach((_transition, index) => keys.push(`${node.id} --${eventType}[${index}]`));
  }
  (node.always ?? []).forEach((_transition, index) =>
    keys.push(`${node.id} --${ALWAYS}[${index}]`),
  );
  return keys;
}

function isMachineSnapshotOf(
  machine: AnyStateMachine,
  snapshot: unknown,
): snapshot is { _nodes: AnyStateNode[] } {
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'machine' in snapshot &&
    (snapshot as { machine: AnyStateMachine }).machine.id === machine.id &&
    '_nodes' in snapshot
  );
}

export function createCoverage(name: string, machine: AnyStateMachine): MachineCoverage {
  const nodes = [machine.root, ...getStateNodes(machine)];
  // History nodes are pseudo-states: never active, reached only through the transitions into them.
  const stateIds = nodes.filter((node) => node.type !== 'history').map((node) => node.id);
  const transitionKeys = nodes.flatMap(definedTransitionKeys);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();

  const inspect = (event: InspectionEvent): void => {
    // Only the machine under test: invoked promise actors report their own snapshots too.
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      if (!isMachineSnapshotOf(machine, event.snapshot)) return;
      for (const node of event.snapshot._nodes) visitedStates.add(node.id);
    }
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        visitedTransitions.add(transitionKey(transition));
        // A transient state (left by an eventless transition while the actor starts) never shows
        // in a settled snapshot; taking a transition out of it proves it was active.
        for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) {
          visitedStates.add(node.id);
        }
      }
    }
  };

  const report = (): CoverageReport => {
    const missingStates = stateIds.filter((id) => !visitedStates.has(id));
    const missingTransitions = transitionKeys.filter((key) => !visitedTransitions.has(key));
    const states = {
      visited: stateIds.length - missingStates.length,
      total: stateIds.length,
      missing: missingStates,
    };
    const transitions = {
      visited: transitionKeys.length - missingTransitions.length,
      total: transitionKeys.length,
      missing: missingTransitions,
    };
    return {
      name,
      states,
      transitions,
      line: `${name}: states ${states.visited}/${states.total}, transitions ${transitions.visited}/${transitions.total}`,
      complete: missingStates.length === 0 && missingTransitions.length === 0,
    };
  };

  return { name, inspect, report };
}

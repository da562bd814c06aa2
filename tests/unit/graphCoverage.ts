/**
 * Model-based coverage helpers for @xstate/graph path tests: every settled state and every event-driven
 * transition of a machine must be reached by some path step.
 */
import { getAdjacencyMap, getShortestPaths, type StatePath } from '@xstate/graph';
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';

export interface TransitionRef {
  /** 'source --event--> targets' */
  label: string;
  source: string;
  eventType: string;
  /** Settled (non-transient, atomic) node ids the transition can end in; empty for targetless transitions. */
  settledTargets: string[];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

const isTransient = (node: AnyStateNode) => (node.always?.length ?? 0) > 0;

/** Where entering `node` can settle: through initial states and eventless transitions. */
function settle(node: AnyStateNode, seen = new Set<string>()): string[] {
  if (seen.has(node.id)) return [];
  seen.add(node.id);
  if (isTransient(node)) return node.always!.flatMap((t) => (t.target ?? []).flatMap((n) => settle(n, seen)));
  if (node.type === 'compound') return node.initial.target.flatMap((n) => settle(n, seen));
  return [node.id];
}

/** Atomic states a snapshot can rest in (transient states excluded). */
export function settledStateIds(machine: AnyStateMachine): string[] {
  return allNodes(machine.root)
    .filter((n) => (n.type === 'atomic' || n.type === 'final') && !isTransient(n))
    .map((n) => n.id);
}

/** Every event-driven transition candidate (guarded alternatives count separately). */
export function eventTransitions(machine: AnyStateMachine): TransitionRef[] {
  return allNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, defs]) =>
      defs.map((def, i) => {
        const settledTargets = (def.target ?? []).flatMap((t) => settle(t));
        return {
          label: `${node.id} --${eventType}[${i}]--> ${settledTargets.join('|') || '(self)'}`,
          source: node.id,
          eventType,
          settledTargets,
        };
      }),
    ),
  );
}

const activeIds = (snapshot: AnyMachineSnapshot) => new Set(snapshot._nodes.map((n: AnyStateNode) => n.id));

/** The states and transitions one path's steps reach (as labels of {@link eventTransitions}). */
export function coverageOf(
  machine: AnyStateMachine,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  transitions = eventTransitions(machine),
) {
  const states = new Set<string>();
  const covered = new Set<string>();
  let prev: AnyMachineSnapshot | null = null;
  for (const step of path.steps) {
    const next = step.state;
    const after = activeIds(next);
    after.forEach((id) => states.add(id));
    if (prev) {
      const before = activeIds(prev);
      for (const t of transitions) {
        if (t.eventType !== step.event.type || !before.has(t.source)) continue;
        const hit =
          t.settledTargets.length > 0
            ? t.settledTargets.some((id) => after.has(id))
            : JSON.stringify(prev.context) !== JSON.stringify(next.context);
        if (hit) covered.add(t.label);
      }
    }
    prev = next;
  }
  return { states, transitions: covered };
}

/** The states and transitions that the paths' steps never reach. */
export function uncovered(machine: AnyStateMachine, paths: Array<StatePath<AnyMachineSnapshot, EventObject>>) {
  const transitions = eventTransitions(machine);
  const reachedStates = new Set<string>();
  const covered = new Set<string>();
  for (const path of paths) {
    const c = coverageOf(machine, path, transitions);
    c.states.forEach((id) => reachedStates.add(id));
    c.transitions.forEach((label) => covered.add(label));
  }
  return {
    states: settledStateIds(machine).filter((id) => !reachedStates.has(id)),
    transitions: transitions.map((t) => t.label).filter((label) => !covered.has(label)),
  };
}

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * Recomputes a path's snapshots by applying its events from the initial snapshot. With a coarse serialization
 * @xstate/graph may stitch steps from different snapshots that share a key; rebuilt paths are exact.
 */
function rebuild(machine: AnyStateMachine, input: unknown, path: ModelPath): ModelPath {
  let state = getInitialSnapshot(machine, input) as AnyMachineSnapshot;
  const steps = path.steps.map((step, i) => {
    if (i > 0 || step.event.type !== 'xstate.init')
      state = getNextSnapshot(machine, state, step.event) as AnyMachineSnapshot;
    return { event: step.event, state };
  });
  return { state, steps, weight: path.weight };
}

/**
 * One path per edge of the model: the shortest path to the edge's source followed by the edge's event.
 * (Edges come from @xstate/graph's adjacency map, heads from its shortest paths.)
 * Edges whose event changes nothing observable (same serialized snapshot) are left out: those events are ignored.
 */
export function transitionCoverPaths(
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    events: readonly EventObject[];
    serializeState: (snapshot: AnyMachineSnapshot) => string;
  },
): ModelPath[] {
  const traversal = {
    input: options.input,
    events: options.events,
    serializeState: (s: AnyMachineSnapshot) => options.serializeState(s),
  };
  const shortest = new Map<string, ModelPath>();
  for (const path of getShortestPaths(machine, traversal as never) as unknown as ModelPath[]) {
    shortest.set(options.serializeState(path.state), rebuild(machine, options.input, path));
  }
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const paths: ModelPath[] = [];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key);
    if (!head) continue;
    for (const { event } of Object.values(transitions)) {
      // Apply the edge's event to the path's own end state: a coarse serialization may group snapshots
      // whose contexts differ, so the adjacency map's stored next state can belong to another snapshot.
      const state = getNextSnapshot(machine, head.state, event) as AnyMachineSnapshot;
      if (options.serializeState(state) === key) continue;
      paths.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 });
    }
  }
  return paths;
}

/** A small subset of `paths` (shortest first) that covers the same states and transitions. */
export function coveringSubset(machine: AnyStateMachine, paths: ModelPath[]): ModelPath[] {
  const transitions = eventTransitions(machine);
  const seen = new Set<string>();
  const chosen: ModelPath[] = [];
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const c = coverageOf(machine, path, transitions);
    const keys = [...[...c.states].map((id) => `state:${id}`), ...c.transitions];
    if (keys.some((key) => !seen.has(key))) {
      chosen.push(path);
      keys.forEach((key) => seen.add(key));
    }
  }
  return chosen;
}

import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { KycFlowDefinition } from '../../config/portalConfig';
import { createFlowMachine } from './createFlowMachine';

/** A transition of a flow: from a state on an event (or "always"), guarded or not, to its targets. */
export interface FlowEdge {
  /** Stable id: "<from>:<event>:<n>", n the candidate's place among the state's transitions for the event. */
  id: string;
  from: string;
  event: string;
  guard?: string;
  actions: string[];
  /** Target state paths; empty for a transition that stays (actions only). */
  to: string[];
}

/** A flow's states (dot paths, the root excluded) and transitions, as the machine resolves them. */
export interface FlowGraph {
  initial: string;
  states: string[];
  transitions: FlowEdge[];
}

const alwaysEvent = 'always';
/** The machine's root as a transition source (top-level `on`). */
export const rootPath = '(root)';
const pathOf = (node: AnyStateNode) => node.path.join('.');
const nameOf = (impl: unknown): string =>
  typeof impl === 'string' ? impl : typeof impl === 'object' && impl && 'type' in impl ? String((impl as { type: unknown }).type) : 'inline';

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return [...children, ...children.flatMap(nodesOf)];
}

/** Each transition definition of a machine with its edge (by identity: inspection hands out the same objects). */
export function edgesOf(machine: AnyStateMachine): Map<AnyTransitionDefinition, FlowEdge> {
  const edges = new Map<AnyTransitionDefinition, FlowEdge>();
  for (const node of [machine.root as AnyStateNode, ...nodesOf(machine.root as AnyStateNode)]) {
    const groups: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
    if (node.always) groups.push([alwaysEvent, node.always]);
    for (const [event, list] of groups) {
      list.forEach((t, n) => {
        const from = pathOf(node) || rootPath;
        edges.set(t, {
          id: `${from}:${event}:${n}`,
          from,
          event,
          ...(t.guard ? { guard: nameOf(t.guard) } : {}),
          actions: (t.actions ?? []).map(nameOf),
          to: (t.target ?? []).map((target: AnyStateNode) => pathOf(target)),
        });
      });
    }
  }
  return edges;
}

/** The flow's graph: what the QA page draws and coverage counts against. */
export function flowGraph(definition: KycFlowDefinition): FlowGraph {
  const machine = createFlowMachine(definition);
  return {
    initial: definition.initial,
    states: nodesOf(machine.root as AnyStateNode).map(pathOf),
    transitions: [...edgesOf(machine).values()],
  };
}

/** A state key ("a.b", regions joined by ",") with every ancestor: "a.b" is in "a" too. */
export function statePathsOf(key: string): string[] {
  return key.split(',').flatMap((region) => region.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')));
}

import type { KycFlowDefinition } from '../../config/portalConfig';
import { flowGraph, type FlowEdge } from './flowGraph';
import type { ReplayResult } from './replay';

export interface FlowCoverage {
  flow: string;
  logs: number;
  states: { total: number; visited: string[]; missing: string[]; percent: number };
  transitions: { total: number; taken: string[]; missing: FlowEdge[]; percent: number };
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

/** Which states and transitions of a flow the replayed logs visit. */
export function flowCoverage(definition: KycFlowDefinition, results: readonly ReplayResult[]): FlowCoverage {
  const graph = flowGraph(definition);
  const visited = new Set(results.flatMap((r) => r.steps.flatMap((s) => s.visited)));
  const taken = new Set(results.flatMap((r) => r.steps.flatMap((s) => s.transitions)));
  const states = graph.states.filter((s) => visited.has(s));
  const edges = graph.transitions.filter((t) => taken.has(t.id));
  return {
    flow: definition.id,
    logs: results.length,
    states: {
      total: graph.states.length,
      visited: states,
      missing: graph.states.filter((s) => !visited.has(s)),
      percent: percent(states.length, graph.states.length),
    },
    transitions: {
      total: graph.transitions.length,
      taken: edges.map((t) => t.id),
      missing: graph.transitions.filter((t) => !taken.has(t.id)),
      percent: percent(edges.length, graph.transitions.length),
    },
  };
}

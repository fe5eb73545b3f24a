import type { FlowCoverage, ReplayStep } from '../../../../engine/kyc';

/** How a state is shown: the replay's current state (or the state of the failing step), an ancestor of it, visited or not by the logs loaded. */
export type NodeMark = 'current' | 'mismatch' | 'active' | 'visited' | 'missing';
/** How a transition is shown: taken in the replay's current step, taken or not by the logs loaded. */
export type EdgeMark = 'taken' | 'visited' | 'missing';

/** Marks by state path and by transition id (flowGraph's); unmarked ones are drawn plain. */
export interface DiagramMarks {
  nodes: Record<string, NodeMark>;
  edges: Record<string, EdgeMark>;
}

export const noMarks: DiagramMarks = { nodes: {}, edges: {} };

/** One replay step on the diagram: its state (each region's leaf), the leaves' ancestors, the transitions it took. */
export function stepMarks(step: ReplayStep): DiagramMarks {
  const nodes: Record<string, NodeMark> = {};
  for (const leaf of step.state.split(',')) {
    const parts = leaf.split('.');
    parts.slice(0, -1).forEach((_, i) => (nodes[parts.slice(0, i + 1).join('.')] = 'active'));
    nodes[leaf] = step.mismatch ? 'mismatch' : 'current';
  }
  return { nodes, edges: Object.fromEntries(step.transitions.map((id) => [id, 'taken' as const])) };
}

/** Coverage on the diagram: every state and transition visited or not. */
export function coverageMarks(coverage: FlowCoverage): DiagramMarks {
  return {
    nodes: Object.fromEntries([...coverage.states.visited.map((s) => [s, 'visited'] as const), ...coverage.states.missing.map((s) => [s, 'missing'] as const)]),
    edges: Object.fromEntries([
      ...coverage.transitions.taken.map((t) => [t, 'visited'] as const),
      ...coverage.transitions.missing.map((t) => [t.id, 'missing'] as const),
    ]),
  };
}

import type { KycFlowFile } from '../../config/schemaTypes';

type StateNodeJson = KycFlowFile['states'][string];
export type FlowPath = (string | number)[];

export interface NamedUse {
  kind: 'guard' | 'action';
  name: string;
  /** Where the use sits in the flow file (JSON pointer segments). */
  path: FlowPath;
}

const nameOf = (impl: unknown): string => (typeof impl === 'string' ? impl : String((impl as { type?: unknown }).type));
const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Every guard and action name a flow uses, with where: for config check and for the machine factory. */
export function flowNames(definition: Pick<KycFlowFile, 'states'>): NamedUse[] {
  const out: NamedUse[] = [];
  const actions = (value: unknown, path: FlowPath) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((a, i) => out.push({ kind: 'action', name: nameOf(a), path: [...path, i] }));
    else out.push({ kind: 'action', name: nameOf(value), path });
  };
  const transitions = (value: unknown, path: FlowPath) =>
    asList(value).forEach((t, i) => {
      if (!t || typeof t !== 'object') return;
      const at = Array.isArray(value) ? [...path, i] : path;
      const transition = t as { guard?: unknown; actions?: unknown };
      if (transition.guard !== undefined) out.push({ kind: 'guard', name: nameOf(transition.guard), path: [...at, 'guard'] });
      actions(transition.actions, [...at, 'actions']);
    });
  const visit = (states: Record<string, StateNodeJson>, path: FlowPath) => {
    for (const [name, state] of Object.entries(states)) {
      const at = [...path, name];
      actions(state.entry, [...at, 'entry']);
      actions(state.exit, [...at, 'exit']);
      for (const [event, t] of Object.entries(state.on ?? {})) transitions(t, [...at, 'on', event]);
      transitions(state.always, [...at, 'always']);
      if (state.states) visit(state.states, [...at, 'states']);
    }
  };
  visit(definition.states, ['states']);
  return out;
}

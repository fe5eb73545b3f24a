import type { KycFlowDefinition } from '../../config/portalConfig';

type States = KycFlowDefinition['states'];
type Transition = string | { target?: string; guard?: unknown; actions?: unknown };

const nameOf = (impl: unknown) => (typeof impl === 'string' ? impl : String((impl as { type?: unknown }).type));
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** Mermaid state ids may not contain dots or dashes. */
const id = (path: string[]) => path.join('_');

/** The flow as a Mermaid state diagram: states (nested ones as composite states), transitions labelled "EVENT [guard] / actions", final states to [*]. */
export function flowDiagram(definition: KycFlowDefinition): string {
  const lines = ['stateDiagram-v2', `  %% ${definition.id}: ${definition.description.replace(/\n/g, ' ')}`];
  const render = (states: States, initial: string | undefined, path: string[], indent: string) => {
    if (initial) lines.push(`${indent}[*] --> ${id([...path, initial])}`);
    for (const [name, state] of Object.entries(states)) {
      const here = [...path, name];
      if (state.states) {
        lines.push(`${indent}state ${id(here)} {`);
        render(state.states, state.initial, here, indent + '  ');
        lines.push(`${indent}}`);
      }
      if (state.description) lines.push(`${indent}${id(here)} : ${state.description.replace(/[:;#{}\n]/g, ' ')}`);
      const edge = (label: string, t: Transition) => {
        const target = typeof t === 'string' ? t : t.target;
        const guard = typeof t === 'object' && t.guard !== undefined ? ` [${nameOf(t.guard)}]` : '';
        const actions = typeof t === 'object' ? list(t.actions).map(nameOf) : [];
        const text = `${label}${guard}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
        lines.push(`${indent}${id(here)} --> ${target ? id([...path, ...target.split('.')]) : id(here)} : ${text}`);
      };
      for (const [event, t] of Object.entries(state.on ?? {})) list(t as Transition | Transition[]).forEach((x) => edge(event, x));
      list(state.always as Transition | Transition[] | undefined).forEach((x) => edge('always', x));
      if (state.type === 'final') lines.push(`${indent}${id(here)} --> [*]`);
    }
  };
  render(definition.states, definition.initial, [], '  ');
  return lines.join('\n') + '\n';
}

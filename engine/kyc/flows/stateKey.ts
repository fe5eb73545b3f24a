import type { StateValue } from 'xstate';

/** A state value as one readable string: "codeSent", "parent.child", parallel regions joined by ",". */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${stateKey(child as StateValue)}`,
    )
    .join(',');
}

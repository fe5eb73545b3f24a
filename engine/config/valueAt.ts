/** The value at a dotted path of config data ("ibProgram.withdrawal.minAmount"), or undefined where the path leaves it. */
export function valueAt(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

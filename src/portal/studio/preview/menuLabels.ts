import type { MenuItemDefinition } from '../../../../engine/config';

/** Label keys of every menu item by id, children included (hidden items have no resolved entry to read it from). */
export function menuLabelKeys(items: readonly MenuItemDefinition[]): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (list: readonly MenuItemDefinition[]) => {
    for (const item of list) {
      keys.set(item.id, item.labelKey);
      walk((item.children ?? []) as MenuItemDefinition[]);
    }
  };
  walk(items);
  return keys;
}

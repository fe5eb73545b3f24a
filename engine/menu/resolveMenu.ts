import type { MenuItemDefinition } from '../config/portalConfig';
import { explain, type NamedPolicies, type PredicateContext } from '../predicates';

export interface MenuEntry {
  id: string;
  labelKey: string;
  path?: string;
  icon?: string;
  activeIcon?: string;
  children: MenuEntry[];
}

export interface HiddenMenuEntry {
  id: string;
  path?: string;
  reason: string;
}

export interface ResolvedMenu {
  items: MenuEntry[];
  hidden: HiddenMenuEntry[];
}

export interface MenuSource {
  items: readonly MenuItemDefinition[];
  /** Top-level item ids in display order (the regulator's menu list). */
  order: readonly string[];
}

/**
 * The menu a user sees. Items not in the order list, items whose condition fails, and groups left
 * without children are hidden, each with its reason; a hidden parent's visible children take its place.
 */
export function resolveMenu(menu: MenuSource, ctx: PredicateContext, policies?: NamedPolicies): ResolvedMenu {
  const hidden: HiddenMenuEntry[] = [];
  const byId = new Map(menu.items.map((item) => [item.id, item]));
  const items: MenuEntry[] = [];
  for (const id of menu.order) {
    const item = byId.get(id);
    if (item) items.push(...resolveItem(item, ctx, policies, hidden));
  }
  const listed = new Set(menu.order);
  for (const item of menu.items) {
    if (!listed.has(item.id)) hidden.push({ id: item.id, ...pathOf(item), reason: "not in the regulator's menu list" });
  }
  return { items, hidden };
}

function resolveItem(item: MenuItemDefinition, ctx: PredicateContext, policies: NamedPolicies | undefined, hidden: HiddenMenuEntry[]): MenuEntry[] {
  if (item.when) {
    const verdict = explain(item.when, ctx, policies);
    if (!verdict.ok) {
      hidden.push({ id: item.id, ...pathOf(item), reason: verdict.reasons.join('; ') });
      return [];
    }
  }
  const children = ((item.children ?? []) as MenuItemDefinition[]).flatMap((child) => resolveItem(child, ctx, policies, hidden));
  if (item.hidden) return children;
  if (item.children && children.length === 0 && !item.path) {
    hidden.push({ id: item.id, reason: 'no visible children' });
    return [];
  }
  return [
    {
      id: item.id,
      labelKey: item.labelKey,
      ...pathOf(item),
      ...(item.icon ? { icon: item.icon } : {}),
      ...(item.activeIcon ? { activeIcon: item.activeIcon } : {}),
      children,
    },
  ];
}

function pathOf(item: MenuItemDefinition): { path?: string } {
  return item.path ? { path: item.path } : {};
}

/** Every path a resolved menu links to, depth first. */
export function menuPaths(items: readonly MenuEntry[]): string[] {
  return items.flatMap((item) => [...(item.path ? [item.path] : []), ...menuPaths(item.children)]);
}

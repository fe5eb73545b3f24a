/**
 * The icon names config may give a menu item or an action button (icon; activeIcon is a name or "<name>Active"), kept
 * free of React for the config check. The icon registry (./menuIcons.tsx) is typed against them: a name without an
 * icon, or an icon without a name, does not compile.
 */
export const menuIconNames = [
  'dashboard',
  'report',
  'level',
  'accounts',
  'funds',
  'transfer',
  'withdraw',
  'profile',
  'link',
  'campaign',
  'settings',
  'contact',
  'security',
  'verification',
  'wallet',
  'cards',
  'deposit',
] as const;
export type MenuIconName = (typeof menuIconNames)[number];

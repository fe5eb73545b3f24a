/** Tooltip placements (specification section 5): top, bottom, left, right, each plain, -start or -end. */
export const tooltipPlacements = [
  'top',
  'top-start',
  'top-end',
  'bottom',
  'bottom-start',
  'bottom-end',
  'left',
  'left-start',
  'left-end',
  'right',
  'right-start',
  'right-end',
] as const;

/** Tooltip effects (specification section 5). */
export const tooltipEffects = ['customized', 'dark', 'light'] as const;

export type TooltipPlacement = (typeof tooltipPlacements)[number];
export type TooltipEffect = (typeof tooltipEffects)[number];

/** A placement name, checked: unknown names are errors naming the valid ones. */
export function tooltipPlacement(name: string): TooltipPlacement {
  if ((tooltipPlacements as readonly string[]).includes(name)) return name as TooltipPlacement;
  throw new RangeError(`unknown tooltip placement "${name}" (valid: ${tooltipPlacements.join(', ')})`);
}

/** An effect name, checked: unknown names are errors naming the valid ones. */
export function tooltipEffect(name: string): TooltipEffect {
  if ((tooltipEffects as readonly string[]).includes(name)) return name as TooltipEffect;
  throw new RangeError(`unknown tooltip effect "${name}" (valid: ${tooltipEffects.join(', ')})`);
}

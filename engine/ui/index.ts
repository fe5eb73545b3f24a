export { copyButtonMachine } from './copyButtonMachine';
export { tooltipPlacements, tooltipEffects, tooltipPlacement, tooltipEffect, type TooltipPlacement, type TooltipEffect } from './tooltip';

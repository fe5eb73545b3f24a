import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import type { ReactElement, ReactNode } from 'react';
import { tooltipEffect, tooltipPlacement, type TooltipEffect, type TooltipPlacement } from '../../../engine/ui/tooltip';

/** Colours of the three tooltip effects (specification section 5): customized uses the brand's primary colour. */
const effectStyles: Record<TooltipEffect, Record<string, unknown>> = {
  dark: { bgcolor: 'grey.900', color: 'common.white' },
  light: { bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider', boxShadow: 2 },
  customized: { bgcolor: 'primary.main', color: 'primary.contrastText' },
};

export interface PortalTooltipProps {
  title: ReactNode;
  /** One of the 12 placements; checked, an unknown name is an error naming the valid ones. */
  placement?: TooltipPlacement;
  /** customized, dark or light; checked like the placement. */
  effect?: TooltipEffect;
  children: ReactElement<unknown, string | React.JSXElementConstructor<unknown>>;
}

/** The portal's tooltip: 12 placements and 3 effects, with an arrow matching the effect. */
export function PortalTooltip({ title, placement = 'top', effect = 'dark', children }: PortalTooltipProps) {
  const style = effectStyles[tooltipEffect(effect)];
  const slotProps: TooltipProps['slotProps'] = {
    tooltip: { sx: { ...style, fontSize: '0.8125rem' }, ...({ 'data-effect': effect } as object) },
    arrow: { sx: { color: (style.bgcolor as string) ?? 'grey.900' } },
  };
  return (
    <Tooltip title={title} placement={tooltipPlacement(placement)} arrow slotProps={slotProps} enterTouchDelay={0}>
      {children}
    </Tooltip>
  );
}

import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tooltipEffects, tooltipPlacements, type TooltipEffect, type TooltipPlacement } from '../../engine/ui';
import { PortalTooltip } from '../../src/portal/components/PortalTooltip';
import { renderWithPortal } from './renderWithPortal';

describe('the tooltip (spec section 5: 12 placements, 3 effects)', () => {
  const show = async (placement: TooltipPlacement, effect: TooltipEffect) => {
    const view = renderWithPortal(
      <PortalTooltip title={`${placement} ${effect}`} placement={placement} effect={effect}>
        <button type="button">Help</button>
      </PortalTooltip>,
    );
    await act(async () => void fireEvent.mouseOver(screen.getByRole('button')));
    const tooltip = await screen.findByRole('tooltip');
    const result = { text: tooltip.textContent, effect: tooltip.querySelector('[data-effect]')?.getAttribute('data-effect') };
    view.unmount();
    return result;
  };

  it.each(tooltipPlacements.flatMap((p) => tooltipEffects.map((e) => [p, e] as const)))('shows at %s with the %s effect', async (placement, effect) => {
    expect(await show(placement, effect)).toEqual({ text: `${placement} ${effect}`, effect });
  });

  it('refuses a placement or effect that does not exist, naming the valid ones', () => {
    expect(() =>
      renderWithPortal(
        <PortalTooltip title="x" placement={'middle' as TooltipPlacement}>
          <button type="button">Help</button>
        </PortalTooltip>,
      ),
    ).toThrow(/unknown tooltip placement "middle"/);
    expect(() =>
      renderWithPortal(
        <PortalTooltip title="x" effect={'neon' as TooltipEffect}>
          <button type="button">Help</button>
        </PortalTooltip>,
      ),
    ).toThrow(/unknown tooltip effect "neon"/);
  });
});

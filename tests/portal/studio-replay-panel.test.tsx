import { createTheme, ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KycFlowDefinition } from '../../engine/config';
import { replay } from '../../engine/kyc';
import { ReplayPanel } from '../../src/portal/studio/kycFlows/ReplayPanel';
import { projectConfig } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const otp = projectConfig().tree!.kycFlows.get('otp')!.data as KycFlowDefinition;

/** The replay panel over a replay of the OTP flow with these events (step 0 is xstate.init). */
function panelFor(events: { type: string }[], direction: 'ltr' | 'rtl' = 'ltr') {
  const result = replay({ otp }, { flow: 'otp', input: { digits: 6 }, events });
  renderWithPortal(
    <ThemeProvider theme={createTheme({ direction })}>
      <ReplayPanel replay={{ name: 'pasted log', result }} stepIndex={0} onStep={() => undefined} onLoad={() => undefined} problem={null} />
    </ThemeProvider>,
  );
}

describe('QA page: the replay panel', () => {
  it('counts a replay of one step as "1 step", not "1 steps"', () => {
    panelFor([]);
    expect(screen.getByRole('heading', { name: 'pasted log: 1 step' })).toBeTruthy();
  });

  it('says "steps" for more than one', () => {
    panelFor([{ type: 'SEND' }]);
    expect(screen.getByRole('heading', { name: 'pasted log: 2 steps' })).toBeTruthy();
  });

  it('in a right-to-left page the event and context stay left-to-right JSON, and event and state names keep their order', () => {
    panelFor([{ type: 'SEND' }], 'rtl');
    expect(screen.getByTestId('replay-event').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('replay-context').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('replay-position').textContent).toContain('\u2066xstate.init\u2069');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../engine/http';
import RecoveryCodesWidget from '../../src/portal/security/RecoveryCodesWidget';
import { securityChangedEvent } from '../../src/portal/security/securityInfo';
import { emitWidgetEvents } from '../../src/portal/widgets/widgetEvents';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

describe('the recovery codes card on the security page', () => {
  it('follows the authenticator turned on beside it: no "turn on the authenticator first" once it is on, without a reload', async () => {
    let authenticator = false;
    const api = (call: ApiCall) => Promise.resolve(call.path === 'security/recoveryCodes' ? { remaining: 10, authenticator } : null);
    renderWithPortal(<RecoveryCodesWidget />, composed('au', 'vfsc'), { api: api as never, facts: () => ({}) } as never);
    expect(await screen.findByText('Turn the authenticator on first.')).toBeTruthy();
    authenticator = true;
    act(() => emitWidgetEvents([securityChangedEvent]));
    await waitFor(() => expect(screen.queryByText('Turn the authenticator on first.')).toBeNull());
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeTruthy();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../engine/http';
import { KycGuide, moduleDoneEvent } from '../../src/portal/kyc/KycGuide';
import { emitWidgetEvents } from '../../src/portal/widgets/widgetEvents';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');
const verified = Number(config.enumerations.kycModuleStatus!.values.find((v) => v.name === 'verified')!.code);
const underReview = Number(config.enumerations.kycModuleStatus!.values.find((v) => v.name === 'underReview')!.code);

function renderGuide(status: number | (() => number)) {
  // profile/guidanceLevel of a user at level 11 whom the guide walks to level 3 (the last primary level): one module.
  const api = (call: ApiCall) =>
    Promise.resolve(
      call.path === 'profile/guidanceLevel'
        ? {
            userId: 2,
            level: 11,
            nextLevel: 3,
            verifyRelationList: [{ verifyModuleCode: 6, status: typeof status === 'function' ? status() : status }],
            ibtPoiAuditStatus: 2,
            ibtPoaAuditStatus: 2,
          }
        : null,
    );
  renderWithPortal(<KycGuide request={{}} headingId="guide" />, config, { api: api as never, facts: () => ({}) } as never);
}

describe('the verification guide says where the user stands', () => {
  it('every module of the level verified: it names the level the user holds, not "not verified yet" or "waiting for review"', async () => {
    renderGuide(verified);
    const reason = await screen.findByTestId('kyc-guide-reason');
    expect(reason.textContent).toBe('Your verification: Level 11 · Advanced.');
  });

  it('a module not verified yet: the level is not verified yet, and the module is named', async () => {
    renderGuide(underReview);
    const reason = await screen.findByTestId('kyc-guide-reason');
    expect(reason.textContent).toBe('Level 3 · Financial profile is not verified yet.Still to do: Questionnaire.');
  });

  it('a module done in the guide and verified at once: the reason says the level is reached, not that it waits for a review', async () => {
    let status = underReview;
    renderGuide(() => status);
    const reason = await screen.findByTestId('kyc-guide-reason');
    expect(reason.textContent).toContain('is not verified yet');
    status = verified;
    act(() => emitWidgetEvents([moduleDoneEvent]));
    await waitFor(() => expect(reason.textContent).toBe('Your verification: Level 11 · Advanced.'));
  });
});

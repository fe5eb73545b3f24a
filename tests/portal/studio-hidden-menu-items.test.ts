import { describe, expect, it } from 'vitest';
import { hiddenMenuItems } from '../../src/portal/studio/preview/hiddenMenuItems';
import type { PreviewContext, PreviewUser } from '../../src/portal/studio/preview/previewContext';
import { composed } from '../helpers/config';

const context: PreviewContext = {
  brand: 'au',
  regulator: 'fca',
  view: 'ib',
  role: 'ib',
  permissionIds: [],
  language: 'en_US',
  inApp: false,
  viewport: 1280,
};
const config = composed('au', 'fca');
const unitedKingdom = config.countries.find((c) => c.code === 'GB')!.id;
/** The fca demo IB as the preview frame shows it: its open settings are off (its own setting, not config). */
const fcaIb: PreviewUser = {
  user: { isSubUser: false, permissionIds: [], userType: 5, countryId: unitedKingdom },
  switches: { withdrawalChannelOff: false, openSettingsOff: true },
};

describe("studio preview: the menu items the frame's user does not see", () => {
  it("names an item only the user's own switches hide, with the reason, marked as the user's", () => {
    const openSettings = hiddenMenuItems(config, context, fcaIb).find((h) => h.id === 'openSettings');
    expect(openSettings).toMatchObject({ byUserSwitches: true, reason: expect.stringContaining('openSettingsOff') });
  });

  it("marks nothing as the user's when its switches hide nothing, and an item config hides stays config's", () => {
    const hidden = hiddenMenuItems(config, { ...context, inApp: true }, { ...fcaIb, switches: { withdrawalChannelOff: false, openSettingsOff: false } });
    // In the app the open settings entry is hidden by config (notInApp), whatever the user's switches.
    expect(hidden.find((h) => h.id === 'openSettings')).toMatchObject({ byUserSwitches: false });
    expect(hidden.filter((h) => h.byUserSwitches)).toEqual([]);
  });

  it('without a user of the role, lists what the context alone hides', () => {
    const hidden = hiddenMenuItems(config, context);
    expect(hidden.map((h) => h.id)).not.toContain('openSettings');
    expect(hidden.filter((h) => h.byUserSwitches)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/server/users/userRecord';
import { checkNewPassword } from '../../src/server/security/passwordRule';
import { projectConfig } from '../helpers/config';

const load = projectConfig();
const deps = { load, config: () => load.compose('au', 'asic') };
const user = { regulator: 'asic', language: 'en_US' } as UserRecord;

describe('the password rule of config/forms/changePassword.json, on the server', () => {
  it('refuses a new password the form would refuse, with the rule as the form words it', () => {
    for (const weak of ['Short1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(() => checkNewPassword(deps, user, weak), weak).toThrow('At least 8 characters with a lower-case letter, an upper-case letter and a digit.');
    }
  });

  it('accepts a password that meets it', () => {
    expect(() => checkNewPassword(deps, user, 'Newpass#2027')).not.toThrow();
  });
});

/** Policies of config/policies.yaml the server evaluates by name; config check fails when one is missing. */
export const serverPolicies = {
  rebateMove: 'rebateMove',
  notificationsOffered: 'notificationsOffered',
  notSubUser: 'notSubUser',
  vfscType: 'vfscType',
  referralAllowed: 'referralAllowed',
  notInApp: 'notInApp',
  manageSubUsers: 'manageSubUsers',
  clientPortal: 'clientPortal',
} as const;

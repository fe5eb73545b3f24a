/** Step-up actions the server enforces by name (config/security.yaml stepUp); config check fails when one is missing. */
export const stepUpActions = [
  'login',
  'withdraw',
  'walletWithdraw',
  'enableAuthenticator',
  'modifyAuthenticator',
  'modifyEmail',
  'bindPhone',
  'modifyPhone',
  'modifyPassword',
  'generateApiKey',
  'manageSubUsers',
] as const;

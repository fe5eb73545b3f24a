/**
 * Every widget kind screens may name (config/screens/<view>/*.yaml widgets[].kind). The registry
 * (./registry.tsx) must implement exactly these; `portal config check` refuses any other kind.
 */
export const widgetKinds = [
  'placeholder',
  'form',
  'custom:SignIn',
  'custom:NotFound',
  'custom:BadRequest',
  'custom:EmailSecurity',
  'custom:PhoneSecurity',
  'custom:Authenticator',
  'custom:ApiKey',
  // KYC (client portal)
  'kycSummary',
  'functionActions',
  'verificationCentre',
  'verificationResult',
  'faceVerification',
  'otpVerify',
  'documentUpload',
  'custom:KycGuide',
  'custom:AccountList',
  'custom:OpenAccount',
  'custom:Deposit',
  'custom:DepositHistory',
  'custom:Withdraw',
  'custom:WithdrawalHistory',
  'custom:Transfer',
  'custom:TransferHistory',
  'custom:WalletBalances',
  'custom:WalletConvert',
  'custom:WalletWithdraw',
  'custom:PaymentCards',
  'table',
  'report',
  'chart',
  'stats',
  'links',
  'custom:SignIn',
  'custom:NotFound',
  'custom:BadRequest',
  'custom:ActivityTicker',
  'custom:IbNetwork',
] as const;

export type WidgetKind = (typeof widgetKinds)[number];

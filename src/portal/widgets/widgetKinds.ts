/**
 * Every widget kind screens may name (config/screens/<view>/*.yaml widgets[].kind): the one list of
 * names, kept free of React so the server and the CLI check config against it. The registry
 * (./registry.tsx) is typed against it: a kind without an entry, or an entry without a kind, does
 * not compile. `portal config check` refuses any other kind.
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
  'custom:Promotions',
  'custom:PromotionsTeaser',
  'custom:CopyTrading',
  'custom:SecondaryFission',
  'table',
  'report',
  'chart',
  'stats',
  'links',
  'custom:ActivityTicker',
] as const;

export type WidgetKind = (typeof widgetKinds)[number];

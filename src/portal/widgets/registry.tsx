import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetKind } from './widgetKinds';
import type { WidgetProps } from './types';

type WidgetModule = () => Promise<{ default: ComponentType<WidgetProps> }>;

/**
 * Where each widget kind's code is: every kind is a chunk of its own, loaded on first use. The build
 * reads this list (widgetChunksPlugin) so a page can preload the chunks of its route's widgets.
 */
const widgetModules = {
  placeholder: () => import('./PlaceholderWidget'),
  form: () => import('./form/FormWidget'),
  table: () => import('./table/TableWidget'),
  report: () => import('./report/ReportWidget'),
  chart: () => import('./chart/ChartWidget'),
  stats: () => import('./stats/StatsWidget'),
  links: () => import('./links/LinksWidget'),
  'custom:SignIn': () => import('../screens/SignInPage'),
  'custom:SignUp': () => import('../signUp/SignUpPage'),
  'custom:VerifyEmail': () => import('../signUp/VerifyEmailPage'),
  'custom:ForgotPassword': () => import('../signUp/ForgotPasswordPage'),
  'custom:ResetPassword': () => import('../signUp/ResetPasswordPage'),
  'custom:SignInActivity': () => import('../security/SignInActivityWidget'),
  'custom:RecoveryCodes': () => import('../security/RecoveryCodesWidget'),
  'custom:NotFound': () => import('../screens/NotFoundScreen'),
  'custom:BadRequest': () => import('../screens/BadRequestScreen'),
  'custom:EmailSecurity': () => import('../security/EmailSecurityWidget'),
  'custom:PhoneSecurity': () => import('../security/PhoneSecurityWidget'),
  'custom:Authenticator': () => import('../security/AuthenticatorWidget'),
  'custom:ApiKey': () => import('../security/ApiKeyWidget'),
  kycSummary: () => import('../kyc/widgets/KycSummaryWidget'),
  functionActions: () => import('../kyc/widgets/FunctionActionsWidget'),
  verificationCentre: () => import('../kyc/widgets/VerificationCentreWidget'),
  verificationResult: () => import('../kyc/widgets/VerificationResultWidget'),
  faceVerification: () => import('../kyc/widgets/FaceVerificationWidget'),
  otpVerify: () => import('../kyc/widgets/OtpVerifyWidget'),
  documentUpload: () => import('../kyc/widgets/DocumentUploadWidget'),
  'custom:KycGuide': () => import('../kyc/KycGuidePage'),
  'custom:AccountList': () => import('../funds/AccountListWidget'),
  'custom:OpenAccount': () => import('../funds/OpenAccountWidget'),
  'custom:Deposit': () => import('../funds/DepositWidget'),
  'custom:DepositHistory': () => import('../funds/DepositHistoryWidget'),
  'custom:Withdraw': () => import('../funds/WithdrawWidget'),
  'custom:WithdrawalHistory': () => import('../funds/WithdrawalHistoryWidget'),
  'custom:Transfer': () => import('../funds/TransferWidget'),
  'custom:TransferHistory': () => import('../funds/TransferHistoryWidget'),
  'custom:WalletBalances': () => import('../funds/WalletBalancesWidget'),
  'custom:WalletConvert': () => import('../funds/WalletConvertWidget'),
  'custom:WalletWithdraw': () => import('../funds/WalletWithdrawWidget'),
  'custom:PaymentCards': () => import('../funds/PaymentCardsWidget'),
  'custom:PaymentDestinations': () => import('../funds/PaymentDestinationsWidget'),
  'custom:Promotions': () => import('../promotions/PromotionsWidget'),
  'custom:PromotionsTeaser': () => import('../promotions/PromotionsTeaser'),
  'custom:CopyTrading': () => import('../copyTrading/CopyTradingWidget'),
  'custom:SecondaryFission': () => import('../ib/SecondaryFissionWidget'),
  'custom:AccountManage': () => import('../funds/AccountManageWidget'),
  'custom:Statements': () => import('../funds/StatementsWidget'),
  'custom:TradingDashboard': () => import('../funds/TradingDashboardWidget'),
  'custom:ActivityTicker': () => import('./ticker/ActivityTicker'),
  'custom:IbNetwork': () => import('../ibNetwork/IbNetworkWidget'),
  'custom:SubUsers': () => import('../ibSubUsers/SubUsersWidget'),
} satisfies Record<WidgetKind, WidgetModule>;

const widgetRegistry = Object.fromEntries(Object.entries(widgetModules).map(([kind, load]) => [kind, lazy(load)])) as Record<
  string,
  LazyExoticComponent<ComponentType<WidgetProps>>
>;

export function widgetFor(kind: string): LazyExoticComponent<ComponentType<WidgetProps>> | undefined {
  return widgetRegistry[kind];
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetKind } from './widgetKinds';
import type { WidgetProps } from './types';

type WidgetComponent = ComponentType<WidgetProps> | LazyExoticComponent<ComponentType<WidgetProps>>;

/** Widget implementations by kind; heavy ones load on first use. */
export const widgetRegistry = {
  placeholder: lazy(() => import('./PlaceholderWidget')),
  form: lazy(() => import('./form/FormWidget')),
  table: lazy(() => import('./table/TableWidget')),
  report: lazy(() => import('./report/ReportWidget')),
  chart: lazy(() => import('./chart/ChartWidget')),
  stats: lazy(() => import('./stats/StatsWidget')),
  links: lazy(() => import('./links/LinksWidget')),
  'custom:SignIn': lazy(() => import('../screens/SignInPage')),
  'custom:SignUp': lazy(() => import('../signUp/SignUpPage')),
  'custom:VerifyEmail': lazy(() => import('../signUp/VerifyEmailPage')),
  'custom:ForgotPassword': lazy(() => import('../signUp/ForgotPasswordPage')),
  'custom:ResetPassword': lazy(() => import('../signUp/ResetPasswordPage')),
  'custom:SignInActivity': lazy(() => import('../security/SignInActivityWidget')),
  'custom:RecoveryCodes': lazy(() => import('../security/RecoveryCodesWidget')),
  'custom:NotFound': lazy(() => import('../screens/NotFoundScreen')),
  'custom:BadRequest': lazy(() => import('../screens/BadRequestScreen')),
  'custom:EmailSecurity': lazy(() => import('../security/EmailSecurityWidget')),
  'custom:PhoneSecurity': lazy(() => import('../security/PhoneSecurityWidget')),
  'custom:Authenticator': lazy(() => import('../security/AuthenticatorWidget')),
  'custom:ApiKey': lazy(() => import('../security/ApiKeyWidget')),
  kycSummary: lazy(() => import('../kyc/widgets/KycSummaryWidget')),
  functionActions: lazy(() => import('../kyc/widgets/FunctionActionsWidget')),
  verificationCentre: lazy(() => import('../kyc/widgets/VerificationCentreWidget')),
  verificationResult: lazy(() => import('../kyc/widgets/VerificationResultWidget')),
  faceVerification: lazy(() => import('../kyc/widgets/FaceVerificationWidget')),
  otpVerify: lazy(() => import('../kyc/widgets/OtpVerifyWidget')),
  documentUpload: lazy(() => import('../kyc/widgets/DocumentUploadWidget')),
  'custom:KycGuide': lazy(() => import('../kyc/KycGuidePage')),
  'custom:AccountList': lazy(() => import('../funds/AccountListWidget')),
  'custom:OpenAccount': lazy(() => import('../funds/OpenAccountWidget')),
  'custom:Deposit': lazy(() => import('../funds/DepositWidget')),
  'custom:DepositHistory': lazy(() => import('../funds/DepositHistoryWidget')),
  'custom:Withdraw': lazy(() => import('../funds/WithdrawWidget')),
  'custom:WithdrawalHistory': lazy(() => import('../funds/WithdrawalHistoryWidget')),
  'custom:Transfer': lazy(() => import('../funds/TransferWidget')),
  'custom:TransferHistory': lazy(() => import('../funds/TransferHistoryWidget')),
  'custom:WalletBalances': lazy(() => import('../funds/WalletBalancesWidget')),
  'custom:WalletConvert': lazy(() => import('../funds/WalletConvertWidget')),
  'custom:WalletWithdraw': lazy(() => import('../funds/WalletWithdrawWidget')),
  'custom:PaymentCards': lazy(() => import('../funds/PaymentCardsWidget')),
  'custom:PaymentDestinations': lazy(() => import('../funds/PaymentDestinationsWidget')),
  'custom:Promotions': lazy(() => import('../promotions/PromotionsWidget')),
  'custom:PromotionsTeaser': lazy(() => import('../promotions/PromotionsTeaser')),
  'custom:CopyTrading': lazy(() => import('../copyTrading/CopyTradingWidget')),
  'custom:SecondaryFission': lazy(() => import('../ib/SecondaryFissionWidget')),
  'custom:AccountManage': lazy(() => import('../funds/AccountManageWidget')),
  'custom:Statements': lazy(() => import('../funds/StatementsWidget')),
  'custom:TradingDashboard': lazy(() => import('../funds/TradingDashboardWidget')),
  'custom:ActivityTicker': lazy(() => import('./ticker/ActivityTicker')),
  'custom:IbNetwork': lazy(() => import('../ibNetwork/IbNetworkWidget')),
  'custom:SubUsers': lazy(() => import('../ibSubUsers/SubUsersWidget')),
} satisfies Record<WidgetKind, WidgetComponent>;

export function widgetFor(kind: string): WidgetComponent | undefined {
  return (widgetRegistry as Record<string, WidgetComponent>)[kind];
}

import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetKind } from './widgetKinds';
import type { WidgetProps } from './types';

type WidgetComponent = ComponentType<WidgetProps> | LazyExoticComponent<ComponentType<WidgetProps>>;

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * React's lazy that keeps its loader, so a screen's chunks can be asked for before it renders
 * (preloadWidgets); a widget whose chunk has already arrived renders at once, without a fallback
 * (and React's pause before revealing what replaces one).
 */
function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        loading = undefined; // a later render asks again
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount the widget.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  loaders.set(Preloadable, start);
  return Preloadable;
}

/** Widget implementations by kind; each loads on first use, or earlier through preloadWidgets. */
export const widgetRegistry = {
  placeholder: preloadable(() => import('./PlaceholderWidget')),
  form: preloadable(() => import('./form/FormWidget')),
  table: preloadable(() => import('./table/TableWidget')),
  report: preloadable(() => import('./report/ReportWidget')),
  chart: preloadable(() => import('./chart/ChartWidget')),
  stats: preloadable(() => import('./stats/StatsWidget')),
  links: preloadable(() => import('./links/LinksWidget')),
  'custom:SignIn': preloadable(() => import('../screens/SignInPage')),
  'custom:SignUp': preloadable(() => import('../signUp/SignUpPage')),
  'custom:VerifyEmail': preloadable(() => import('../signUp/VerifyEmailPage')),
  'custom:ForgotPassword': preloadable(() => import('../signUp/ForgotPasswordPage')),
  'custom:ResetPassword': preloadable(() => import('../signUp/ResetPasswordPage')),
  'custom:SignInActivity': preloadable(() => import('../security/SignInActivityWidget')),
  'custom:RecoveryCodes': preloadable(() => import('../security/RecoveryCodesWidget')),
  'custom:NotFound': preloadable(() => import('../screens/NotFoundScreen')),
  'custom:BadRequest': preloadable(() => import('../screens/BadRequestScreen')),
  'custom:EmailSecurity': preloadable(() => import('../security/EmailSecurityWidget')),
  'custom:PhoneSecurity': preloadable(() => import('../security/PhoneSecurityWidget')),
  'custom:Authenticator': preloadable(() => import('../security/AuthenticatorWidget')),
  'custom:ApiKey': preloadable(() => import('../security/ApiKeyWidget')),
  kycSummary: preloadable(() => import('../kyc/widgets/KycSummaryWidget')),
  functionActions: preloadable(() => import('../kyc/widgets/FunctionActionsWidget')),
  verificationCentre: preloadable(() => import('../kyc/widgets/VerificationCentreWidget')),
  verificationResult: preloadable(() => import('../kyc/widgets/VerificationResultWidget')),
  faceVerification: preloadable(() => import('../kyc/widgets/FaceVerificationWidget')),
  otpVerify: preloadable(() => import('../kyc/widgets/OtpVerifyWidget')),
  documentUpload: preloadable(() => import('../kyc/widgets/DocumentUploadWidget')),
  'custom:KycGuide': preloadable(() => import('../kyc/KycGuidePage')),
  'custom:AccountList': preloadable(() => import('../funds/AccountListWidget')),
  'custom:OpenAccount': preloadable(() => import('../funds/OpenAccountWidget')),
  'custom:Deposit': preloadable(() => import('../funds/DepositWidget')),
  'custom:DepositHistory': preloadable(() => import('../funds/DepositHistoryWidget')),
  'custom:Withdraw': preloadable(() => import('../funds/WithdrawWidget')),
  'custom:WithdrawalHistory': preloadable(() => import('../funds/WithdrawalHistoryWidget')),
  'custom:Transfer': preloadable(() => import('../funds/TransferWidget')),
  'custom:TransferHistory': preloadable(() => import('../funds/TransferHistoryWidget')),
  'custom:WalletBalances': preloadable(() => import('../funds/WalletBalancesWidget')),
  'custom:WalletConvert': preloadable(() => import('../funds/WalletConvertWidget')),
  'custom:WalletWithdraw': preloadable(() => import('../funds/WalletWithdrawWidget')),
  'custom:PaymentCards': preloadable(() => import('../funds/PaymentCardsWidget')),
  'custom:PaymentDestinations': preloadable(() => import('../funds/PaymentDestinationsWidget')),
  'custom:Promotions': preloadable(() => import('../promotions/PromotionsWidget')),
  'custom:PromotionsTeaser': preloadable(() => import('../promotions/PromotionsTeaser')),
  'custom:CopyTrading': preloadable(() => import('../copyTrading/CopyTradingWidget')),
  'custom:SecondaryFission': preloadable(() => import('../ib/SecondaryFissionWidget')),
  'custom:AccountManage': preloadable(() => import('../funds/AccountManageWidget')),
  'custom:Statements': preloadable(() => import('../funds/StatementsWidget')),
  'custom:TradingDashboard': preloadable(() => import('../funds/TradingDashboardWidget')),
  'custom:ActivityTicker': preloadable(() => import('./ticker/ActivityTicker')),
  'custom:IbNetwork': preloadable(() => import('../ibNetwork/IbNetworkWidget')),
  'custom:SubUsers': preloadable(() => import('../ibSubUsers/SubUsersWidget')),
} satisfies Record<WidgetKind, WidgetComponent>;

export function widgetFor(kind: string): WidgetComponent | undefined {
  return (widgetRegistry as Record<string, WidgetComponent>)[kind];
}

/**
 * Starts loading the chunks of these widget kinds (a screen about to open): they then arrive while
 * the route's guards still wait for their answers, not one round trip after them.
 */
export function preloadWidgets(kinds: Iterable<string>): void {
  for (const kind of new Set(kinds)) {
    const component = widgetFor(kind);
    if (component)
      void loaders
        .get(component)?.()
        .catch(() => undefined); // a failed chunk fails again, visibly, when the widget renders
  }
}

import { lazy, useState, type ComponentType } from 'react';
import type { WidgetKind } from './widgetKinds';
import type { WidgetProps } from './types';

type WidgetModule = () => Promise<{ default: ComponentType<WidgetProps> }>;

/**
 * Where each widget kind's code is: every kind is a chunk of its own, loaded on first use, except the kinds on the
 * screens the portals open on, which share two (landingWidgetModules). The build reads this list (widgetChunksPlugin)
 * so a page can preload the chunks of its route's widgets.
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

interface PreloadableWidget {
  Component: ComponentType<WidgetProps>;
  /** Starts loading the chunk; the same load the first render would start. */
  preload(): Promise<unknown>;
}

/**
 * React's lazy that keeps its loader, so a screen's chunks can be asked for before it renders
 * (preloadWidgets); a widget whose chunk has already arrived renders at once, without a fallback
 * (and React's pause before revealing what replaces one).
 */
function preloadable(load: WidgetModule): PreloadableWidget {
  let loaded: ComponentType<WidgetProps> | undefined;
  let loading: ReturnType<WidgetModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        loading = undefined; // a later render asks again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: WidgetProps) {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount the widget.
    const [Component] = useState<ComponentType<WidgetProps>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}

const widgetRegistry: Record<string, PreloadableWidget> = Object.fromEntries(Object.entries(widgetModules).map(([kind, load]) => [kind, preloadable(load)]));

export function widgetFor(kind: string): ComponentType<WidgetProps> | undefined {
  return widgetRegistry[kind]?.Component;
}

/**
 * Starts loading the chunks of these widget kinds (a screen about to open): they then arrive while
 * the route's guards still wait for their answers, not one round trip after them.
 */
export function preloadWidgets(kinds: Iterable<string>): void {
  // A failed chunk fails again, visibly, when the widget renders.
  for (const kind of new Set(kinds)) void widgetRegistry[kind]?.preload().catch(() => undefined);
}

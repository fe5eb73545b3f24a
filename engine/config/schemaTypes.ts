/* eslint-disable */
// Generated from schemas/*.schema.json by `portal schema types`. Do not edit: change the schema and regenerate.
import type { Predicate } from '../predicates/types';

/** A locale file: nested groups of strings. */
export interface LocaleNode {
  [key: string]: string | LocaleNode;
}

// account-types.schema.json
/**
 * Platform id (mt4, mt5, mts).
 */
export type Identifier = string;
/**
 * Translation key of the platform name.
 */
export type TranslationKey = string;
/**
 * Candidate account currencies on this platform before the currency rules apply.
 *
 * @minItems 1
 */
export type CurrencyList = string[];
/**
 * Name used in config (limit configs, rules).
 */
export type Identifier1 = string;
/**
 * Platform id the type belongs to.
 */
export type Identifier2 = string;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export type Identifier3 = string;
/**
 * Candidate currencies, replacing the platform's list.
 *
 * @minItems 1
 */
export type CurrencyList1 = string[];
/**
 * Condition under which the type is offered at all.
 */
export type Condition = Predicate;
/**
 * Condition under which the type is listed first, marked popular.
 */
export type Condition1 = Predicate;

/**
 * Trading platforms and the account-type catalogue: platform, tags, candidate currencies, availability and popularity conditions. Display names come from each regulator. File: config/accounts/account-types.yaml.
 */
export interface AccountTypesFile {
  /**
   * Trading platforms in display order.
   *
   * @minItems 1
   */
  platforms: {
    id: Identifier;
    labelKey: TranslationKey;
    currencies: CurrencyList;
  }[];
  /**
   * Every account type, by numeric code.
   *
   * @minItems 1
   */
  accountTypes: {
    /**
     * Numeric account-type code the server uses.
     */
    code: number;
    key: Identifier1;
    platform: Identifier2;
    /**
     * Tags tested by { accountTag: ... } (standard, raw, premium, pamm, proPamm, perpetual, cent, ...).
     */
    tags: Identifier3[];
    /**
     * Can be opened as a live account.
     */
    live: boolean;
    /**
     * Can be opened as a demo account.
     */
    demo: boolean;
    currencies?: CurrencyList1;
    when?: Condition;
    popularWhen?: Condition1;
  }[];
}

// brand.schema.json
/**
 * Short id; must equal the file name.
 */
export type Colour = string;
/**
 * Accent colour.
 */
export type Colour1 = string;
/**
 * Folder under brands/ that holds the images (brands/<prefix>/images/).
 */
export type RoutePath = string;

/**
 * One brand of the broker: its look, its image set and its client-portal (cp) and IB-portal (ib) settings. File: brands/<id>.yaml.
 */
export interface BrandFile {
  id: Identifier;
  /**
   * The brand's trading name as shown in the header (a proper noun, not translated).
   */
  name: string;
  defaultRegulator: Identifier1;
  /**
   * Colours and logo of the brand.
   */
  theme: {
    primary: Colour;
    secondary: Colour1;
    /**
     * Logo image path, resolved through the image set.
     */
    logo: string;
  };
  /**
   * Brand-specific images replacing default images of the same name. Brands without an image set use the default images.
   */
  imageSet?: {
    prefix: Identifier2;
    /**
     * File names present in the image set.
     *
     * @minItems 1
     */
    images: string[];
  };
  /**
   * Currency codes that get their own icon in this brand only (for example BRL).
   */
  extraCurrencyIcons?: string[];
  /**
   * configured (default): the formats of config/constants.yaml for every language (the spec's 2 decimals, comma thousands, DD/MM/YYYY); locale: the separators and date order of the user's language (Intl), with the configured decimals.
   */
  formats?: "configured" | "locale";
  /**
   * Identifiers of outside services the portal links to (values chosen; the specification names the calls only).
   */
  thirdParty?: {
    /**
     * Answer of third/tg-bot/getBotId: the bot the Telegram login and notices use.
     */
    telegramBotId: string;
    /**
     * Base address tcmkt/getUrl signs for a user.
     */
    tcmktUrl: string;
    /**
     * User ids judgeBelongToApolloUserId answers true for (the list is not shown in the specification; empty: false for everyone).
     */
    apolloUserIds: number[];
  };
  /**
   * Settings sent to the external translation service.
   */
  translation?: {
    /**
     * Project name at the translation service.
     */
    project: string;
    /**
     * This brand's own wording of some keys, per language code: { en_US: { "layout.signOut": "Log out" } }. Merged into the packs the translation service serves for the brand's project.
     */
    overrides?: {
      [k: string]: {
        [k: string]: string;
      };
    };
  };
  cp: ViewSettings;
  ib: ViewSettings1;
  /**
   * Per platform (mt4, mt5, ...): the trading servers clients log in to, the web trader and the downloads shown with the account details.
   */
  platforms?: {
    [k: string]: PlatformLinks;
  };
}
/**
 * Settings of the client portal for this brand.
 */
export interface ViewSettings {
  /**
   * URL path the view is served under, ending with a slash.
   */
  basePath: string;
  /**
   * How the KYC guide opens: as a drawer over the page, or as a page at its own route.
   */
  kycGuide?: {
    /**
     * drawer or page.
     */
    mode: "drawer" | "page";
    pageRoute?: RoutePath;
  };
  /**
   * Whether the support chat widget is offered in this view.
   */
  supportChat?: boolean;
}
/**
 * Settings of the introducing-broker portal for this brand.
 */
export interface ViewSettings1 {
  /**
   * URL path the view is served under, ending with a slash.
   */
  basePath: string;
  /**
   * How the KYC guide opens: as a drawer over the page, or as a page at its own route.
   */
  kycGuide?: {
    /**
     * drawer or page.
     */
    mode: "drawer" | "page";
    pageRoute?: RoutePath;
  };
  /**
   * Whether the support chat widget is offered in this view.
   */
  supportChat?: boolean;
}
/**
 * Servers, web trader and downloads of one trading platform.
 */
export interface PlatformLinks {
  /**
   * Server name of live accounts.
   */
  liveServer: string;
  /**
   * Server name of demo accounts.
   */
  demoServer: string;
  /**
   * Link to the browser trading terminal.
   */
  webTraderUrl?: string;
  /**
   * Installers per operating system.
   */
  downloads: {
    /**
     * Operating system.
     */
    os: "windows" | "mac" | "android" | "ios";
    /**
     * Download link.
     */
    url: string;
  }[];
}

// constants.schema.json
/**
 * Condition under which the floating chat button is offered (inside the app the contact entry is hidden, spec section 6).
 */
export interface ConstantsFile {
  /**
   * Milliseconds a toast stays; toasts have no close button.
   */
  toastDurationMs: number;
  /**
   * Milliseconds the copy button shows "copied" and ignores clicks.
   */
  copyConfirmationMs: number;
  /**
   * The page-wide loading overlay shown while requests run.
   */
  loadingOverlay: {
    /**
     * Milliseconds the spinner waits after the last request before closing.
     */
    closeDelayMs: number;
    /**
     * Request paths (after the base path) that never show the overlay.
     */
    skipRequests: string[];
  };
  /**
   * E-mail and SMS one-time codes.
   */
  otp: {
    /**
     * Length of a code.
     */
    digits: number;
    /**
     * Seconds before another code may be sent.
     */
    resendSeconds: number;
    /**
     * Seconds a code stays valid.
     */
    expirySeconds: number;
    /**
     * Wrong tries after which a code is dead.
     */
    maxAttempts: number;
    /**
     * Failed verifications of one action (over all its codes) that lock the action.
     */
    lockAfterFailures: number;
    /**
     * Minutes an action stays locked after too many failures.
     */
    lockMinutes: number;
  };
  /**
   * Calls to the external translation service.
   */
  translation: {
    /**
     * Attempts after a failure.
     */
    retries: number;
    /**
     * Milliseconds before a call is abandoned.
     */
    timeoutMs: number;
    /**
     * Minutes a language pack stays in the browser cache (local storage) before it is fetched again.
     */
    cacheMinutes: number;
    /**
     * Version of the cached packs; changing it makes every browser fetch its pack again.
     */
    cacheVersion: string;
    /**
     * When the page becomes visible again, the pack is fetched again if it was fetched longer ago than this.
     */
    refreshMinutes: number;
    /**
     * Cookie in which the portal notes the languages whose packs the browser has cached, and their version: the server then leaves out the preload of a pack the browser already holds.
     */
    cachedPacksCookie: string;
  };
  /**
   * Calls with their own time-out; a time-out shows a warning.
   */
  requestTimeouts: {
    /**
     * Request path after the base path.
     */
    path: string;
    /**
     * Milliseconds.
     */
    timeoutMs: number;
  }[];
  /**
   * Loading and display of the captcha provider.
   */
  captcha: {
    /**
     * Minutes between changes of the script URL's cache buster.
     */
    cacheBusterMinutes: number;
    /**
     * Attempts to load the provider script.
     */
    loadRetries: number;
    /**
     * Milliseconds a captcha challenge stays open.
     */
    timeoutMs: number;
    /**
     * Width of the captcha popup on desktop.
     */
    popupWidthPx: number;
    /**
     * Width of the captcha popup on mobile.
     */
    popupWidthMobilePx: number;
  };
  /**
   * Support chat widget behaviour.
   */
  supportChat: {
    /**
     * Milliseconds to wait after removing the chat script before loading it again.
     */
    scriptCleanupWaitMs: number;
    /**
     * Hostnames on which the chat is always in Russian.
     */
    russianLocaleHostnames: string[];
    /**
     * Milliseconds between the widget's checks for staff replies while it is open (the local chat provider).
     */
    pollMs: number;
    showButtonWhen: Condition;
  };
  /**
   * Visibility checks of the scroll-in animation.
   */
  scrollIn: {
    /**
     * Visibility checks before giving up.
     */
    retries: number;
    /**
     * Milliseconds between checks.
     */
    intervalMs: number;
  };
  /**
   * How amounts are written.
   */
  numberFormat: {
    /**
     * Decimal places.
     */
    decimals: number;
    /**
     * Character between groups of three digits.
     */
    thousandsSeparator: string;
    /**
     * Character before the decimals.
     */
    decimalSeparator: string;
    /**
     * At most this many decimals when a conversion rate is shown (rounded, trailing zeros dropped); the exact rate still travels with the request.
     */
    rateDecimals?: number;
  };
  /**
   * Default date format (DD, MM, YYYY tokens).
   */
  dateFormat: string;
  /**
   * The quick period a report's date range starts on when its screen gives no defaultDays, numbered from 1 in the order of the quick-period list (today, yesterday, last 7 days, last 30 days, this month, last month): 6 is the last month.
   */
  defaultShortcutValue: number;
  /**
   * The mobile layout applies at viewport widths up to this many pixels.
   */
  mobileBreakpointPx: number;
  /**
   * Name of the deployment environment.
   */
  environment: "production" | "uat" | "test" | "development";
  /**
   * Where errors are reported and which are ignored.
   */
  errorReporting: {
    /**
     * Environments in which error reporting is on.
     */
    environments: ("production" | "uat" | "test" | "development")[];
    /**
     * Error message fragments never reported (cross-origin script errors, in-app bridge errors).
     */
    ignoreMessages: string[];
    /**
     * Largest error report the server stores, in bytes (larger bodies are refused with 413).
     */
    maxReportBytes: number;
  };
  /**
   * The six colours charts use, in order.
   *
   * @minItems 6
   * @maxItems 6
   */
  chartPalette: Colour[];
  /**
   * How often (seconds) an open portal asks for the config version, to pick up config the server hot-reloaded without a reload of the page (chosen).
   */
  configPollSeconds: number;
  /**
   * Events that notify the user by e-mail (the outbox, in the user's language) and in the portal inbox. An event not listed does not notify.
   */
  notifications: {
    /**
     * Per event: whether it sends an e-mail and whether it posts an in-portal notice.
     */
    events: {
      [k: string]: {
        /**
         * Whether the event sends an e-mail to the outbox, in the user's language.
         */
        email: boolean;
        /**
         * Whether the event posts a notice to the in-portal inbox.
         */
        inbox: boolean;
      };
    };
    /**
     * Seconds between the portal's checks of the unread count.
     */
    inboxPollSeconds?: number;
  };
}

// copy-trading.schema.json
/**
 * When this rule applies.
 */
export interface CopyTradingFile {
  /**
   * Who may become a signal provider and on what terms.
   */
  provider: {
    /**
     * The KYC level needed.
     */
    minKycLevel: number;
    /**
     * Account type codes of config/accounts/account-types.yaml.
     *
     * @minItems 1
     */
    accountTypes: number[];
    /**
     * Largest performance fee a provider may set (percent).
     */
    maxFeePercent: number;
    /**
     * Characters of the public strategy text.
     */
    strategyMaxLength: number;
  };
  /**
   * Who may copy, from which accounts, with which modes and limits.
   */
  copier: {
    /**
     * The first rule whose condition holds decides; none: nobody copies.
     */
    accountTypes: {
      when: Condition;
      /**
       * Account type codes of config/accounts/account-types.yaml.
       *
       * @minItems 1
       */
      accountTypes: number[];
    }[];
    /**
     * The KYC level needed.
     */
    minKycLevel: number;
    /**
     * Modes a copier may choose.
     *
     * @minItems 1
     */
    allocationModes: ("equityRatio" | "fixedRatio" | "fixedLot")[];
    /**
     * Range and default of the stop-copy loss (percent of the equity at the start).
     */
    stopLossPercent: {
      /**
       * The smallest value allowed.
       */
      min: number;
      /**
       * The largest value allowed.
       */
      max: number;
      /**
       * The value offered first.
       */
      default: number;
    };
    /**
     * Range and default of the largest copied lot (decimal text).
     */
    maxLot: {
      /**
       * The smallest value allowed.
       */
      min: string;
      /**
       * The largest value allowed.
       */
      max: string;
      /**
       * The value offered first.
       */
      default: string;
    };
    /**
     * Range of the fixed ratio.
     */
    fixedRatio: {
      /**
       * The smallest value allowed.
       */
      min: number;
      /**
       * The largest value allowed.
       */
      max: number;
    };
  };
  /**
   * Days of a performance-fee period.
   */
  feePeriodDays: number;
  /**
   * The reference server's deterministic trade simulation.
   */
  simulation: {
    /**
     * Seed of the simulation.
     */
    seed: number;
    /**
     * Symbols the simulated trades use.
     *
     * @minItems 1
     */
    symbols: string[];
    /**
     * Largest result of one trade, as a percent of equity (scaled by the risk score).
     */
    maxMovePercent: number;
  };
}

// countries.schema.json
/**
 * Numeric id used by the back office.
 */
export type CountryId = number;

/**
 * The country list. An id may appear twice when two names share it (Korea and South Korea). File: config/catalog/countries.yaml.
 */
export interface CountriesFile {
  /**
   * Every country.
   *
   * @minItems 1
   */
  countries: {
    /**
     * ISO 3166-1 alpha-2 code.
     */
    code: string;
    id: CountryId;
    /**
     * English name, for staff and as a last resort.
     */
    name: string;
    /**
     * Lower snake-case key; the label is country.<key>.
     */
    key: string;
  }[];
}

// country-groups.schema.json
/**
 * Numeric country id from config/catalog/countries.yaml.
 */
export interface CountryGroupsFile {
  /**
   * Group by name.
   */
  groups: {
    [k: string]: {
      /**
       * Short name for staff.
       */
      title: string;
      /**
       * What the group is used for.
       */
      description: string;
      /**
       * Ids from the country list; a list may hold them as digit strings, as the back office does.
       *
       * @minItems 1
       */
      countryIds: (CountryId | string)[];
    };
  };
}

// currencies.schema.json
/**
 * Icon name used for currencies without their own icon.
 */
export interface CurrenciesFile {
  defaultIcon: Identifier;
  cryptoWalletLabelKey: TranslationKey;
  /**
   * Every currency.
   *
   * @minItems 1
   */
  currencies: {
    /**
     * Currency code as the server sends it.
     */
    code: string;
    /**
     * Code shown to users when it differs (UST is shown as USDT).
     */
    display?: string;
    /**
     * Symbol written before amounts.
     */
    symbol: string;
    /**
     * Decimal places of the smallest unit; the ledger stores integers of this unit.
     */
    minorUnits: number;
    /**
     * Whether the currency has its own icon in every brand.
     */
    icon: boolean;
    /**
     * Whether the currency is a crypto currency (shown in the crypto wallet).
     */
    crypto?: boolean;
  }[];
}

// currency-rules.schema.json
/**
 * Rule name, shown when the rule removes a currency.
 */
export interface CurrencyRulesFile {
  /**
   * Applied in order to the candidate currencies of an account type.
   */
  rules: {
    id: Identifier;
    /**
     * The rule in words, for product staff.
     */
    description: string;
    /**
     * deny removes the listed currencies; only keeps nothing but the listed currencies.
     */
    effect: "deny" | "only";
    /**
     * The currencies the effect names.
     *
     * @minItems 1
     */
    currencies: string[];
    when: Condition;
  }[];
  /**
   * Black lists forbid the listed platform/type/currency combinations; white lists allow only them. The first config whose condition holds applies.
   */
  limitConfigs: {
    id: Identifier1;
    /**
     * The config in words, for product staff.
     */
    description: string;
    /**
     * black or white.
     */
    mode: "black" | "white";
    when: Condition1;
    /**
     * Platform, account type and currencies.
     *
     * @minItems 1
     */
    entries: {
      tradingPlatform: Identifier2;
      accountTypeName: Identifier3;
      /**
       * Currencies of the entry (the server's field name).
       *
       * @minItems 1
       */
      currencys: string[];
    }[];
  }[];
}

// enumerations.schema.json
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export interface EnumerationsFile {
  /**
   * Enumeration by name.
   */
  enumerations: {
    [k: string]: Enumeration;
  };
}
/**
 * A closed set of values with their server code, server word and display label.
 */
export interface Enumeration {
  /**
   * What the enumeration is, for product staff.
   */
  description: string;
  /**
   * The known values.
   *
   * @minItems 1
   */
  values: Value[];
  fallback?: Value1;
}
/**
 * One value of an enumeration.
 */
export interface Value {
  /**
   * Code the server sends (number or string).
   */
  code: number | string;
  name: Identifier;
  /**
   * Word the server may send instead of the code.
   */
  word?: string;
  labelKey?: TranslationKey;
}
/**
 * One value of an enumeration.
 */
export interface Value1 {
  /**
   * Code the server sends (number or string).
   */
  code: number | string;
  name: Identifier;
  /**
   * Word the server may send instead of the code.
   */
  word?: string;
  labelKey?: TranslationKey;
}

// error-codes.schema.json
/**
 * Envelope codes that mean success.
 */
export type CodeList = number[];
/**
 * Error codes that never show a toast.
 */
export type CodeList1 = number[];
/**
 * Rule matches exactly these codes.
 */
export type CodeList2 = number[];
/**
 * Codes this rule never matches.
 */
export type CodeList3 = number[];
/**
 * Translation key shown otherwise.
 */
export type TranslationKey1 = string;
/**
 * Translation key of the blocking error for markup in a request body.
 */
export type TranslationKey2 = string;

/**
 * How the client treats each response code: success, silent, sign-out, toasts, messages; and the codes the reference server answers with. File: config/catalog/error-codes.yaml.
 */
export interface ErrorCodesFile {
  successCodes: CodeList;
  silentCodes: CodeList1;
  /**
   * The code that signs the user out, and the reason given.
   */
  signOut: {
    /**
     * Envelope code (and HTTP status) that signs out.
     */
    code: number;
    /**
     * Reason passed to sign-out.
     */
    reason: string;
  };
  /**
   * Code on which the client checks the trading accounts and sets a flag when any is submitted.
   */
  accountSubmittedCheck: number;
  /**
   * Ordered rules; the first rule matching a non-success, non-silent code decides the toast.
   *
   * @minItems 1
   */
  toastRules: {
    /**
     * Rule matches codes at least this value.
     */
    minCode?: number;
    codes?: CodeList2;
    except?: CodeList3;
    /**
     * Toast shown.
     */
    toast: "error" | "warning" | "info" | "success";
    /**
     * Milliseconds before the toast shows.
     */
    delayMs?: number;
  }[];
  /**
   * The toast text is the translation entry <prefix>.<code>, with {{contactEmail}} and {{depositEmail}} placeholders.
   */
  messageKeyPrefix: string;
  /**
   * Text shown when a request fails below the envelope (network, HTTP status).
   */
  httpFailure: {
    /**
     * The server's text is shown when it has at most this many characters.
     */
    maxServerTextLength: number;
    genericMessageKey: TranslationKey;
    timeoutMessageKey: TranslationKey1;
    unsafeMarkupMessageKey: TranslationKey2;
  };
  /**
   * Codes the reference server answers with, by name. Each has a translation entry <messageKeyPrefix>.<code>.
   */
  serverCodes: {
    [k: string]: number;
  };
  /**
   * Server codes the client answers with a prompt instead of a toast, then retries the call: the step-up dialog (factors) or the captcha.
   */
  prompts: {
    [k: string]: "stepUp" | "captcha";
  };
}

// form.schema.json
/**
 * Translation key of the submit button.
 */
export interface FormFile {
  /**
   * What the form is for, for product staff.
   */
  description: string;
  /**
   * JSON Schema (draft-07) of the form's data; title and description values are translation keys.
   */
  schema: {
    [k: string]: unknown;
  };
  /**
   * RJSF uiSchema: widgets, order, and ui:title / ui:description / ui:help / ui:placeholder / ui:enumNames as translation keys. A field's ui:helpValues names numbers of config its help text interpolates, shown in the portal's number format ({ "minimum": "ibProgram.withdrawal.minAmount" } for {{minimum}}). A text field of left-to-right identifiers HTML has no input kind for (an account number, an IB code) says so with "ui:options": { "mui": { "slotProps": { "htmlInput": { "dir": "ltr" } } } }, so a right-to-left page does not reverse it.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  submitLabelKey?: TranslationKey;
  /**
   * Fields that must equal another field (a repeated password), with the translation key of the message when they differ.
   */
  matches?: {
    /**
     * The field that repeats.
     */
    field: string;
    /**
     * The field it must equal.
     */
    sameAs: string;
    messageKey: TranslationKey1;
  }[];
  /**
   * Fields whose value is bounded by numbers of config, by path ("amount": { "minimum": "ibProgram.transfer.minAmount" }): the form refuses a value outside them at the field, saying the limit in the portal's number format (form.error.minimum, form.error.maximum), before anything is sent. The server applies the same numbers. The data schema keeps only structural bounds (an amount is more than 0), which the server's request check applies too; the form says the config's limits in their place.
   */
  limits?: {
    [k: string]: {
      /**
       * Path of the config number that is the smallest value allowed.
       */
      minimum?: string;
      /**
       * Path of the config number that is the largest value allowed.
       */
      maximum?: string;
    };
  };
}

// funds.schema.json
/**
 * Translation key of the kind's name.
 */
export type CurrencyCode = string;
/**
 * A non-negative decimal amount in major units, as text (exact).
 */
export type DecimalAmount = string;
/**
 * Channel id the server and forms use.
 */
export type Identifier4 = string;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export type Identifier5 = string;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export type Identifier6 = string;
/**
 * Translation key of the network's name.
 */
export type TranslationKey3 = string;
/**
 * Users the cap applies to (regulator, country, ...).
 */
export type Condition2 = Predicate;
/**
 * Translation key of the reason shown next to the leverages not offered ({{max}} is the cap).
 */
export type TranslationKey4 = string;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export type Identifier7 = string;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export type Identifier8 = string;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export type Identifier9 = string;

/**
 * Client accounts and money: the account-opening kinds, the wallet, exchange rates, deposit and withdrawal channels, transfers. Amounts are decimal strings in major units. File: config/accounts/funds.yaml.
 */
export interface FundsFile {
  /**
   * The kinds the account-opening drawer offers and what each needs.
   */
  opening: {
    /**
     * Every kind of the drawer (main live, same-name live, demo, wallet live, virtual-account set-up), in display order.
     *
     * @minItems 1
     */
    kinds: {
      /**
       * The opening kind.
       */
      id: "mainLive" | "sameNameLive" | "demo" | "walletLive" | "virtualSetup";
      labelKey: TranslationKey;
      descriptionKey: TranslationKey1;
      permission?: Identifier;
      /**
       * A different permission for users a condition selects (the first whose condition holds).
       */
      variants?: {
        when: Condition;
        permission: Identifier1;
      }[];
    }[];
    /**
     * Virtual money a new demo account starts with, in its currency.
     */
    demoBalance: string;
    /**
     * Leverages offered when opening a trading account (1:N).
     *
     * @minItems 1
     */
    leverages: number[];
    /**
     * Currency preselected in the drawer when the account type allows it.
     */
    defaultCurrency: string;
  };
  /**
   * The wallet: one virtual account per currency.
   */
  wallet: {
    /**
     * Currencies the wallet holds; a missing one is set up by the drawer's virtual-account set-up. Crypto ones show under the Crypto Wallet label.
     *
     * @minItems 1
     */
    currencies: CurrencyCode[];
  };
  /**
   * The reference server's rates: the value of one unit of each currency in the base currency.
   */
  rates: {
    /**
     * A currency code of config/catalog/currencies.yaml.
     */
    base: string;
    /**
     * Currency code to the value of one unit in the base currency.
     */
    values: {
      [k: string]: DecimalAmount;
    };
  };
  /**
   * Deposit channels.
   */
  deposit: {
    /**
     * Deposit channels in display order; offered for the account's currency and the user's country.
     *
     * @minItems 1
     */
    channels: PaymentChannel[];
  };
  /**
   * Withdrawal channels.
   */
  withdrawal: {
    /**
     * Withdrawal channels; pcs/v2/sort-info orders them by sortOrder.
     *
     * @minItems 1
     */
    channels: PaymentChannel[];
  };
  /**
   * Transfers between accounts, to others and to sub-IBs.
   */
  transfer: {
    /**
     * A non-negative decimal amount in major units, as text (exact).
     */
    maxUsd: string;
    /**
     * Header of the downloadable batch-transfer template (CSV).
     *
     * @minItems 1
     */
    templateColumns: Identifier3[];
    /**
     * An example row of the template, one value per column.
     *
     * @minItems 1
     */
    templateExample: string[];
    subIbPolicy: Identifier4;
  };
  /**
   * Photos a card is added with.
   */
  cards: {
    /**
     * Largest photo file, in bytes.
     */
    maxPhotoBytes: number;
    /**
     * MIME types a photo may be, judged by its content (magic bytes), not its name.
     *
     * @minItems 1
     */
    photoTypes: string[];
  };
  /**
   * How the trading-account audit statuses (enumeration accountAudit) read: which wait for staff, and the main-account audit word (enumeration mainAccountAudit) each shows. The specification gives both lists of names but not the mapping; it is chosen.
   */
  accountAudit: {
    /**
     * Account audit statuses (names) a staff decision may end.
     *
     * @minItems 1
     */
    awaitingReview: Identifier3[];
    /**
     * Account audit status name -> main-account audit value name; a status not listed shows no word.
     */
    mainAccountWords: {
      [k: string]: Identifier3;
    };
    refused: Identifier5;
    reapplied: Identifier6;
  };
  /**
   * Where withdrawals go: saved bank accounts (with a proof, verified by staff), crypto addresses (checked by network) and cards; and what deposits show (bank instructions, house crypto addresses).
   */
  destinations: {
    /**
     * Proof of a saved bank account (a statement or letter).
     */
    bank: {
      /**
       * Largest proof file, in bytes.
       */
      maxProofBytes: number;
      /**
       * MIME types a proof may be, judged by its content.
       *
       * @minItems 1
       */
      proofTypes: string[];
    };
    /**
     * Networks a crypto address may be on, the assets each carries and the address format.
     *
     * @minItems 1
     */
    networks: {
      /**
       * Network id.
       */
      id: string;
      labelKey: TranslationKey3;
      /**
       * Currencies sent on this network.
       *
       * @minItems 1
       */
      assets: CurrencyCode[];
      /**
       * Regular expression a valid address matches.
       */
      addressPattern: string;
    }[];
    /**
     * The house account deposits by bank transfer are paid to; the deposit's reference goes with the payment.
     */
    depositBank: {
      /**
       * Beneficiary shown to the client.
       */
      beneficiary: string;
      /**
       * Bank name shown to the client.
       */
      bankName: string;
      /**
       * Account number or IBAN shown to the client.
       */
      accountNumber: string;
      /**
       * SWIFT/BIC shown to the client.
       */
      swift: string;
    };
    /**
     * The address crypto deposits of each network are paid to.
     *
     * @minItems 1
     */
    depositAddresses: {
      /**
       * A network id of networks.
       */
      network: string;
      /**
       * The house address on that network.
       */
      address: string;
    }[];
  };
  /**
   * Highest leverage per regulator and client classification (retail caps such as 1:30 where the regulator requires). The first cap whose condition holds and whose classifications include the user's applies; none: every offered leverage.
   */
  leverageCaps: {
    when?: Condition2;
    /**
     * Client classifications (users.client_classification: retail, professional, ...) the cap applies to.
     *
     * @minItems 1
     */
    classifications: string[];
    /**
     * The highest leverage (1:N) offered.
     */
    max: number;
    reasonKey: TranslationKey4;
  }[];
  /**
   * What the currency and account type options of account/getAccountType carry beyond the catalogues (spec section 3: OpenCountryUSC, salesGroupConfigs, defaultHidden, monetaryPolicy, allowSalesGroup).
   */
  accountOptions: {
    /**
     * The currency opened only in the countries of a group: its options and the options of the types offering it carry the group's country ids (OpenCountryUSC).
     */
    openCountry: {
      /**
       * Currency code (config/catalog/currencies.yaml).
       */
      currency: string;
      countryGroup: Identifier7;
    };
    /**
     * The broker's sales groups (client segments a sales team serves).
     */
    salesGroups: Identifier3[];
    /**
     * Per currency: hidden by default, per sales group shown or hidden, and the monetary policy per platform (standard, or cent: amounts in hundredths of the base currency).
     */
    currencies: {
      /**
       * Currency code (config/catalog/currencies.yaml).
       */
      currency: string;
      /**
       * Hidden unless a sales group config shows it (defaultHidden).
       */
      defaultHidden?: boolean;
      /**
       * Per sales group: hidden or shown (salesGroupConfigs).
       */
      salesGroupConfigs?: {
        salesGroup: Identifier8;
        /**
         * Whether the currency is hidden for the group.
         */
        hidden: boolean;
      }[];
      /**
       * Per platform id: standard or cent (monetaryPolicy); a platform not named is standard.
       */
      monetaryPolicy?: {
        [k: string]: "standard" | "cent";
      };
    }[];
    /**
     * Per account-type key: the sales groups that may open it (allowSalesGroup); a type not named allows every group.
     */
    accountTypes: {
      key: Identifier9;
      /**
       * Sales groups of salesGroups that may open the type.
       */
      allowSalesGroup: Identifier3[];
    }[];
  };
}
/**
 * A payment channel: who may use it, for which currencies, within which limits.
 */
export interface PaymentChannel {
  id: Identifier2;
  labelKey: TranslationKey2;
  /**
   * Account currencies the channel takes.
   *
   * @minItems 1
   */
  currencies: CurrencyCode[];
  /**
   * A currency code of config/catalog/currencies.yaml.
   */
  payoutCurrency?: string;
  /**
   * A non-negative decimal amount in major units, as text (exact).
   */
  minUsd: string;
  /**
   * A non-negative decimal amount in major units, as text (exact).
   */
  maxUsd: string;
  /**
   * Position in the sorted channel list (lower first).
   */
  sortOrder: number;
  /**
   * Marked as recommended in the sorted list.
   */
  recommended?: boolean;
  /**
   * Deposits: a paid deposit waits for staff audit (status Audit) before the money arrives.
   */
  audit?: boolean;
  when?: Condition1;
  /**
   * The kind of payment destination: withdrawals go to a saved, verified one of this kind (bank account, crypto address of the payout currency, card); deposits show its instructions (bank details and reference, crypto address with QR). None: no destination.
   */
  destination?: "bank" | "crypto" | "card";
  /**
   * Crypto channels: the networks (destinations.networks ids) it takes payments on, as its name says ("USDT (TRC20)"); a deposit's instructions show only their addresses. None: every network carrying the asset.
   *
   * @minItems 1
   */
  networks?: Identifier3[];
  /**
   * Card withdrawals: only to a card a successful deposit came from.
   */
  toDepositCard?: boolean;
}

// http.schema.json
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export interface HttpFile {
  /**
   * API base path by name.
   */
  basePaths: {
    [k: string]: string;
  };
  /**
   * Spec section 7: a base path with a read (r) and a read-write (rw) variant. Every call registered under the base also answers under the variants: GET calls under both, other methods under the read-write one only. Each value names a base path of basePaths.
   */
  baseVariants: {
    [k: string]: {
      read: Identifier;
      readWrite: Identifier1;
    };
  };
  /**
   * Header name of each value every request carries.
   */
  headers: {
    /**
     * Identifies the calling front end.
     */
    sourceToken: string;
    /**
     * Analytics session id from tool/session-id.
     */
    sessionId: string;
    /**
     * Internal session id from tool/session-id.
     */
    sessionInternalId: string;
    /**
     * The browser's offset from UTC in minutes.
     */
    timezoneOffset: string;
    /**
     * Multi-auth: id of the e-mail code sent.
     */
    emailTransactionId: string;
    /**
     * Multi-auth: the e-mail code typed.
     */
    emailCode: string;
    /**
     * Multi-auth: the authenticator code typed.
     */
    totpCode: string;
    /**
     * Multi-auth: id of the SMS code sent.
     */
    phoneTransactionId: string;
    /**
     * Multi-auth: the SMS code typed.
     */
    phoneCode: string;
    /**
     * Asks intermediaries not to cache.
     */
    noCache: string;
    /**
     * The signed-in session token.
     */
    xtoken: string;
    /**
     * The interface language code.
     */
    language: string;
    /**
     * The reference server's config studio: the preview token the portal inside the studio's preview frame sends in place of a session (read-only calls, the draft's config).
     */
    studioPreview?: string;
    /**
     * The reference server's back-office calls: the staff token (PORTAL_STAFF_TOKEN).
     */
    staffToken?: string;
    /**
     * Carries the per-session anti-forgery token (the csrf cookie's value) on state-changing calls authenticated by the session cookie.
     */
    csrfToken: string;
  };
  /**
   * Header names of the values every request carries inside the mobile app.
   */
  appHeaders: {
    /**
     * User id in the app.
     */
    appUserId: string;
    /**
     * The app's user token.
     */
    appToken: string;
    /**
     * The app's request signature.
     */
    sign: string;
    /**
     * Session token in the app.
     */
    xtoken: string;
    /**
     * Which app is calling; sent only when set.
     */
    appSource: string;
  };
  /**
   * Request paths whose response text fields are sanitised before display.
   */
  sanitizedResponses: string[];
  /**
   * Security headers of the served portal.
   */
  security: {
    /**
     * Origins allowed to embed the portal (the mobile app's webview host), besides the portal itself.
     */
    frameAncestors: string[];
    /**
     * Seconds browsers remember to use HTTPS only.
     */
    hstsMaxAgeSeconds: number;
  };
  /**
   * How responses travel: compression of API answers and built files, and their caching.
   */
  transfer: {
    /**
     * Content encodings offered, preferred first.
     *
     * @minItems 1
     */
    encodings: ("br" | "gzip")[];
    /**
     * API answers smaller than this many bytes are sent uncompressed (compressing them costs more than it saves).
     */
    apiThresholdBytes: number;
    /**
     * API answers up to this many bytes are compressed in one call on the event loop (about 0.2 ms for 20 KB at the fast quality); larger answers and streamed files (exports) are compressed by a stream on the thread pool, which costs the event loop more per answer but never holds it long.
     */
    apiInlineMaxBytes: number;
    /**
     * An image a page shows before its script runs (the signed-out pages' banner) is written into the page as a data: address when its file has at most this many bytes, so it is drawn with the page's first paint; a larger one is preloaded and asked for.
     */
    inlineImageMaxBytes: number;
    /**
     * Brotli quality (0-11) for API answers and pages compressed per request; built files are precompressed at 11.
     */
    brotliQuality: number;
    /**
     * Built files (JS, CSS, HTML, SVG, JSON) of at least this many bytes get .br and .gz siblings at build time.
     */
    precompressMinBytes: number;
    /**
     * Cache-Control of each kind of response.
     */
    cacheControl: {
      /**
       * Built files whose names carry a content hash (assets/).
       */
      hashedAssets: string;
      /**
       * HTML pages and other unhashed built files.
       */
      pages: string;
      /**
       * API answers to a request that carries a session.
       */
      signedInApi: string;
    };
  };
  /**
   * Request bodies are refused when a text field holds markup; the same check runs in the browser and on the server.
   */
  unsafeMarkup: {
    /**
     * Field names never checked (secrets whose characters are free, such as passwords).
     */
    exemptFields: string[];
  };
}

// ib-program.schema.json
/**
 * Status name stored with the client.
 */
export interface IbProgramFile {
  /**
   * Currency code (config/catalog/currencies.yaml) rebates are earned, held, moved and withdrawn in.
   */
  rebateCurrency: string;
  /**
   * Where a referred client stands: each client has exactly one.
   *
   * @minItems 1
   */
  clientStatuses: {
    id: Identifier;
    labelKey: TranslationKey;
    /**
     * Which date of the client the lists show and filter on while the client has this status.
     */
    dateField: "registeredAt" | "appliedAt" | "openedAt" | "archivedAt";
  }[];
  /**
   * The IB portal's client-account lists (one table, a list parameter per route): which statuses each shows.
   *
   * @minItems 1
   */
  clientLists: {
    id: Identifier1;
    /**
     * Client statuses the list shows.
     *
     * @minItems 1
     */
    statuses: Identifier2[];
  }[];
  /**
   * For each privacy switch (enumeration privacySwitch), the client fields the server blanks while it is set, so hidden data never leaves the server.
   */
  privacy: {
    /**
     * @minItems 1
     */
    [k: string]: string[];
  };
  /**
   * Product groups trades are reported and rebated by.
   *
   * @minItems 1
   */
  products: {
    id: Identifier3;
    labelKey: TranslationKey1;
    /**
     * Instruments of the group (the seed trades them).
     *
     * @minItems 1
     */
    symbols: string[];
  }[];
  /**
   * Rebate per standard lot, in the rebate currency, by product and account-type tag. The first entry whose product matches and whose tag the account type carries (or that names no tag) applies.
   *
   * @minItems 1
   */
  rebateRates: {
    accountTag?: Identifier4;
    product: Identifier5;
    /**
     * Rebate per standard lot (decimal, at most 2 places).
     */
    perLot: number;
  }[];
  /**
   * What an IB earns on the trades of its sub-IBs' clients, per standard lot in the rebate currency, by how far below it the sub-IB is (level 1: a direct sub-IB). Levels not listed earn nothing.
   */
  overrideRates?: {
    /**
     * Depth of the sub-IB below the earning IB (1 = direct).
     */
    level: number;
    /**
     * Override per standard lot (decimal, at most 2 places).
     */
    perLot: number;
  }[];
  /**
   * The IB level ladder: an IB's level is the highest whose lot threshold its clients reached within the level window (levelWindowDays).
   *
   * @minItems 1
   */
  levels: {
    /**
     * Level number, ascending from 1.
     */
    level: number;
    nameKey: TranslationKey2;
    /**
     * Client lots in the window needed to hold the level.
     */
    minLots: number;
  }[];
  /**
   * Days of client trading counted for the IB level.
   */
  levelWindowDays: number;
  /**
   * Referral, IB referral and campaign links: templates filled with {portal} (the client portal's address as the IB reached it), {site} (the regulator's referral site), {language}, {ibCode}, {accountType} and {campaign}.
   */
  links: {
    /**
     * Interface languages links are offered in.
     *
     * @minItems 1
     */
    languages: string[];
    /**
     * Account-type keys referral links are offered for; those the regulator does not name are left out.
     *
     * @minItems 1
     */
    accountTypes: Identifier2[];
    /**
     * Template of a client referral link.
     */
    clientUrl: string;
    /**
     * Template of a link that recruits sub-IBs.
     */
    ibUrl: string;
    /**
     * Template of a campaign link.
     */
    campaignUrl: string;
  };
  transfer: MoneyLimits;
  /**
   * How rebates are paid out, each to a verified payment destination of its kind (the client portal's destinations, config/accounts/funds.yaml destinations); crypto names the asset paid.
   */
  withdrawalMethods?: {
    id: Identifier6;
    /**
     * The kind of verified destination it pays to.
     */
    destination: "bank" | "crypto";
    /**
     * For crypto: the asset paid.
     */
    asset?: string;
  }[];
  withdrawal: MoneyLimits1;
  /**
   * How an IB adds its sub-users (staff who act for it): an invitation e-mail with a single-use link to set their own password (the password rule applies there); the IB never knows it.
   */
  subUsers?: {
    /**
     * How long the invitation's set-password link works.
     */
    inviteLinkHours: number;
    /**
     * How many sub-users one IB may have (disabled ones count).
     */
    maxPerIb: number;
  };
}
/**
 * Limits of moving rebates to own trading accounts and sub-IBs.
 */
export interface MoneyLimits {
  /**
   * Smallest amount (decimal).
   */
  minAmount: number;
  /**
   * Largest amount (decimal).
   */
  maxAmount: number;
}
/**
 * Limits of withdrawing rebates.
 */
export interface MoneyLimits1 {
  /**
   * Smallest amount (decimal).
   */
  minAmount: number;
  /**
   * Largest amount (decimal).
   */
  maxAmount: number;
}

// kyc-flow.schema.json
/**
 * Machine id; must equal the file name.
 */
export type NamedImplementation =
  | string
  | {
      /**
       * Registered implementation name.
       */
      type: string;
      /**
       * Parameters passed to the implementation.
       */
      params?: {};
    };
/**
 * One transition or a list tried in order.
 */
export type Transitions = Transition | Transition[];
/**
 * A target state name (or #id / .child), or an object with target, guard and actions.
 */
export type Transition =
  | string
  | {
      /**
       * Target state.
       */
      target?: string;
      /**
       * The name of a registered guard or action, or { type: name, params }.
       */
      guard?:
        | string
        | {
            /**
             * Registered implementation name.
             */
            type: string;
            /**
             * Parameters passed to the implementation.
             */
            params?: {};
          };
      /**
       * Actions run on the transition.
       */
      actions?: NamedImplementation | NamedImplementation[];
      /**
       * Re-enter the target state even when it is the current state.
       */
      reenter?: boolean;
      /**
       * Why the transition exists.
       */
      description?: string;
    };
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export interface KycFlowFile {
  id: Identifier;
  /**
   * What the flow does, for QA.
   */
  description: string;
  contextFactory?: Identifier1;
  /**
   * Name of the first state.
   */
  initial: string;
  /**
   * Guard and action parameters and meta keys whose values are names of an enumeration of config/catalog/enumerations.yaml (for example module: kycModule); the loader maps the names to codes.
   */
  namedParams?: {
    [k: string]: Identifier2;
  };
  states: States;
  /**
   * Inputs and example events the QA tools (portal kyc paths, replay) explore the machine with.
   */
  qa?: {
    /**
     * Named machine inputs (what the context factory receives); paths are generated for each.
     */
    inputs: {
      [k: string]: {};
    };
    /**
     * Events with payloads to try besides the payload-free event types each state handles (for example a code of the right and of the wrong length).
     */
    events?: {
      [k: string]: string | number | boolean;
    }[];
  };
}
/**
 * State nodes by name.
 */
export interface States {
  [k: string]: State;
}
/**
 * One state node.
 */
export interface State {
  /**
   * What the state means.
   */
  description?: string;
  /**
   * Kind of node.
   */
  type?: "atomic" | "compound" | "final";
  /**
   * First child state of a compound state.
   */
  initial?: string;
  states?: States1;
  /**
   * Tags of the state (for example a module code name).
   */
  tags?: string[];
  /**
   * Actions run on entering.
   */
  entry?: NamedImplementation | NamedImplementation[];
  /**
   * Actions run on leaving.
   */
  exit?: NamedImplementation | NamedImplementation[];
  /**
   * Transitions by event name.
   */
  on?: {
    [k: string]: Transitions;
  };
  /**
   * One transition or a list tried in order.
   */
  always?: Transition | Transition[];
  /**
   * Data for screens and services: the module code a state shows, a screen overriding the module's own, the status code the state stands for.
   */
  meta?: {
    /**
     * KYC module shown in this state (a kycModule name when the flow's namedParams say so; a code after loading).
     */
    module?: number;
    screen?: Identifier3;
    /**
     * The status this state stands for (a module status or a face verification status; a name when the flow's namedParams say so).
     */
    status?: number | string;
  };
}
/**
 * Child states of a compound state.
 */
export interface States1 {
  [k: string]: State;
}

// kyc-levels.schema.json
/**
 * Translation key of the level's name.
 */
export interface KycLevelsFile {
  /**
   * The last level of the main ladder; levels above it are advanced or independent.
   */
  maxPrimaryLevel: number;
  /**
   * Every level.
   *
   * @minItems 1
   */
  levels: {
    /**
     * Level number.
     */
    level: number;
    nameKey: TranslationKey;
    /**
     * KYC modules this level needs, in guided order: kycModule names of config/catalog/enumerations.yaml (the loader maps them to codes).
     *
     * @minItems 1
     */
    modules: number[];
    /**
     * Levels that must be verified before this one can start. Defaults to the previous primary level.
     */
    dependsOn?: number[];
    /**
     * An independent level sits beside the ladder: verifying it does not raise the user's level.
     */
    independent?: boolean;
    /**
     * Function permissions this level grants, optionally with a limit and a condition.
     */
    grants: {
      /**
       * A functionPermission name of config/catalog/enumerations.yaml (deposit ... walletWithdraw; the loader maps it to its code).
       */
      permission: number;
      when?: Condition;
      /**
       * Limit the grant carries.
       */
      limit?: {
        /**
         * What is limited.
         */
        limitType: "amount" | "count";
        /**
         * daily or total (the verification centre labels).
         */
        period: "daily" | "total";
        /**
         * The limit, in major units of the currency.
         */
        limitAmount: number;
        /**
         * Currency of the limit.
         */
        currency: string;
      };
    }[];
  }[];
}

// kyc-modules.schema.json
/**
 * Translation key naming the allowed types for users.
 */
export interface KycModulesFile {
  /**
   * Rules every uploaded document follows.
   */
  uploads: {
    /**
     * Largest accepted file, in bytes.
     */
    maxFileBytes: number;
    /**
     * Content types accepted, recognised by the file's magic bytes, with the extension stored files get.
     *
     * @minItems 1
     */
    allowedTypes: {
      /**
       * The type as the magic bytes tell it (for example image/jpeg).
       */
      mime: string;
      /**
       * Extension of the stored file.
       */
      extension: string;
    }[];
    labelKey: TranslationKey;
  };
  /**
   * The verification status (config/catalog/enumerations.yaml verificationStatus name) each module status (kycModuleStatus name) shows as in the audit statuses of the profile (poi, poa, ibtPoi, ibtPoa).
   */
  auditStatus: {
    [k: string]: Identifier;
  };
  /**
   * Every KYC module code with how it is verified.
   *
   * @minItems 1
   */
  modules: {
    /**
     * KYC module code (kycModule enumeration).
     */
    code: number;
    /**
     * otp: a one-time code; provider: a third-party check (staff decides when it refers); answers: complete valid answers; staff: a staff review of the uploaded documents; none: nothing to verify (the result).
     */
    verifiedBy: "otp" | "provider" | "answers" | "staff" | "none";
    otpPurpose?: Identifier1;
    /**
     * The provider of a provider module.
     */
    provider?: "id3";
    screen: Identifier2;
    /**
     * What an upload module accepts.
     */
    documents?: {
      type: Identifier3;
      category: Identifier4;
      /**
       * Document kinds accepted (documentKind enumeration names).
       *
       * @minItems 1
       */
      kinds: Identifier[];
      /**
       * How many files one submission may carry (for example the two sides of an ID card).
       */
      maxFiles: number;
    };
  }[];
  /**
   * Behaviour of the local stand-ins of the third-party verification providers.
   */
  providers: {
    /**
     * Electronic identity check of personal information.
     */
    id3: {
      /**
       * Younger applicants are referred to staff.
       */
      minimumAgeYears: number;
    };
    /**
     * Hosted face verification.
     */
    faceCheck: {
      /**
       * Seconds an SDK access token stays valid.
       */
      tokenTtlSeconds: number;
      /**
       * Seconds after capture until the local provider decides.
       */
      decisionSeconds: number;
    };
  };
}

// kyc-personal-details.schema.json
/**
 * Dialling codes and provinces by country code, for the personalDetail endpoints. File: config/kyc/personal-details.yaml.
 */
export interface KycPersonalDetailsFile {
  /**
   * International dialling code by country code.
   */
  phoneCodes: {
    [k: string]: string;
  };
  /**
   * Provinces or states by country code (proper names, shown as they are).
   */
  provinces: {
    /**
     * @minItems 1
     */
    [k: string]: string[];
  };
}

// kyc-questions.schema.json
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export interface KycQuestionsFile {
  /**
   * Sets by name.
   */
  sets: {
    [k: string]: {
      /**
       * The GET path (web base) that serves the set's answer lists.
       */
      path: string;
      /**
       * Questions in order.
       *
       * @minItems 1
       */
      questions: {
        id: Identifier;
        labelKey: TranslationKey;
        /**
         * The answers a user may choose.
         *
         * @minItems 2
         */
        answers: {
          /**
           * Value sent and stored.
           */
          value: string;
          labelKey: TranslationKey1;
        }[];
      }[];
    };
  };
  /**
   * Names of the sets the questionnaire module (6) asks, in order.
   *
   * @minItems 1
   */
  questionnaire: Identifier1[];
}

// languages.schema.json
/**
 * Interface languages, the fallback, text direction and the mapping to the codes the back office and translation service use. File: config/catalog/languages.yaml.
 */
export interface LanguagesFile {
  /**
   * Language used for missing translations and unknown codes.
   */
  fallback: string;
  /**
   * Keys whose text may equal the fallback's (brand names, codes, words a language shares with English); portal i18n check reports any other text left as in the fallback. Entries are keys (layout.signOut), prefixes ending in "*" (country.*) or texts (Status).
   */
  sameAsFallback?: {
    /**
     * Keys allowed in every language.
     */
    all: string[];
    /**
     * Further keys allowed in one language.
     */
    byLanguage?: {
      [k: string]: string[];
    };
  };
  /**
   * Language codes written right to left.
   */
  rightToLeft: string[];
  /**
   * The interface languages in menu order.
   *
   * @minItems 1
   */
  languages: {
    /**
     * Language code of the portal (lang query parameter, locale file name).
     */
    code: string;
    /**
     * Code used towards the back office when it differs from the portal code.
     */
    interfaceCode?: string;
    /**
     * Name of the language in itself, shown in the language menu.
     */
    nativeName: string;
  }[];
}

// locale.schema.json
/**
 * Translations of one language as nested objects of strings; {{name}} marks a placeholder. File: config/locales/<code>.json.
 */
export type LocaleFile = LocaleNode;

// menu.schema.json
/**
 * The portal view this menu belongs to.
 */
export type PortalView = "cp" | "ib";
/**
 * One entry: a link (path) or a group (children), or both.
 */
export type Item = Item1 & {
  id: Identifier;
  labelKey: TranslationKey;
  path?: RoutePath;
  icon?: Identifier1;
  activeIcon?: Identifier2;
  /**
   * The item itself is not shown; its visible children take its place.
   */
  hidden?: boolean;
  when?: Condition;
  /**
   * Sub-items shown when the group expands.
   *
   * @minItems 1
   */
  children?: Item[];
};
export type Item1 = {
  [k: string]: unknown;
};
/**
 * Unique id of the item.
 */
export interface MenuFile {
  view: PortalView;
  /**
   * Top-level menu items.
   *
   * @minItems 1
   */
  items: Item[];
}

// policies.schema.json
/**
 * The condition.
 */
export interface PoliciesFile {
  /**
   * Condition by policy name.
   */
  policies: {
    [k: string]: {
      /**
       * What the policy protects, for product staff.
       */
      description: string;
      when: Condition;
    };
  };
}

// portal.schema.json
/**
 * Brand used when none is named; must be a file under brands/.
 */
export interface PortalFile {
  defaultBrand: Identifier;
}

// promotions.schema.json
/**
 * Name used in config and code.
 */
export interface PromotionsFile {
  /**
   * Every promotion the portal knows.
   *
   * @minItems 1
   */
  promotions: {
    name: Identifier;
    /**
     * Promotion id at the back office.
     */
    id: number;
    labelKey: TranslationKey;
    /**
     * What the promotion does: depositBonus, cashback and referral move money on the ledger; offer is shown with its terms only.
     */
    kind?: "depositBonus" | "cashback" | "referral" | "offer";
    /**
     * Paused promotions are listed but nobody can join, and they credit nothing.
     */
    status?: "active" | "paused";
    descriptionKey?: TranslationKey1;
    termsKey?: TranslationKey2;
    when?: Condition;
    /**
     * Dates (UTC, inclusive) the promotion runs.
     */
    period?: {
      /**
       * First day of the promotion (UTC).
       */
      from: string;
      /**
       * Last day of the promotion (UTC).
       */
      to: string;
    };
    /**
     * Currency of the amounts below; only accounts in it take part in the money rules.
     */
    currency?: string;
    /**
     * Rules of a depositBonus promotion.
     */
    depositBonus?: {
      /**
       * Bonus as a percent of the qualifying deposit.
       */
      percent: number;
      /**
       * Largest bonus per deposit (decimal text).
       */
      maxBonus: string;
      /**
       * Smallest deposit that earns the bonus (decimal text).
       */
      minDeposit: string;
      /**
       * Bonus moved from the bonus balance to the account per lot traded (decimal text).
       */
      releasePerLot: string;
      /**
       * A withdrawal from the joined account forfeits the bonus not yet released.
       */
      forfeitOnWithdrawal: boolean;
    };
    /**
     * Rules of a cashback promotion.
     */
    cashback?: {
      /**
       * Credited per lot traded (decimal text).
       */
      perLot: string;
    };
    /**
     * Rules of a referral promotion.
     */
    referral?: {
      /**
       * Credited to the referrer (decimal text).
       */
      reward: string;
      /**
       * Smallest first deposit of the referred client that earns the reward (decimal text).
       */
      qualifyingDeposit: string;
    };
  }[];
}

// query-params.schema.json
/**
 * cp is the client portal, ib the introducing-broker portal.
 */
export interface QueryParamsFile {
  /**
   * Every parameter the portal reads.
   *
   * @minItems 1
   */
  params: {
    /**
     * Parameter name in the URL.
     */
    name: string;
    /**
     * Views that read the parameter.
     *
     * @minItems 1
     */
    views: PortalView[];
    /**
     * Whether the value is stored in the query-parameter store (false: used once, never stored).
     */
    store: boolean;
    /**
     * The stored value survives a sign-out.
     */
    keep?: boolean;
    /**
     * The value is stored in persistent storage (survives closing the browser) instead of the session.
     */
    persist?: boolean;
    /**
     * What the parameter carries, for product staff.
     */
    description?: string;
  }[];
}

// regulator.schema.json
/**
 * Short id; must equal the file name.
 */
export interface RegulatorFile {
  id: Identifier;
  nameKey: TranslationKey;
  /**
   * Support and account contact data shown on the contact page and in error messages.
   */
  contact: {
    /**
     * Public website of the entity.
     */
    website: string;
    /**
     * Support phone number in international format.
     */
    phone: string;
    /**
     * Support e-mail address.
     */
    email: string;
    /**
     * Address of the accounts team.
     */
    accountEmail: string;
    /**
     * Address named in deposit-related error messages.
     */
    depositEmail: string;
    /**
     * Contact values that replace the defaults when a condition holds (for example a country-specific phone). The first matching override wins for each field.
     */
    overrides?: {
      when: Condition;
      /**
       * Replacement support phone.
       */
      phone?: string;
      /**
       * Replacement support e-mail.
       */
      email?: string;
    }[];
  };
  /**
   * IB-portal settings of this regulator.
   */
  ib: {
    /**
     * Top-level menu item ids (config/menus/ib.yaml) in display order.
     *
     * @minItems 1
     */
    menu: Identifier1[];
  };
  /**
   * Display name of each account-type code offered under this regulator.
   */
  accountTypeNames: {
    [k: string]: string;
  };
  /**
   * Withdrawal behaviour under this regulator.
   */
  withdrawal: {
    /**
     * Whether a withdrawal is checked against the payment method's minimum amount.
     */
    checkMethodMinAmount: boolean;
    /**
     * Whether the client may cancel a withdrawal that is still being processed.
     */
    cancelWithdraw: boolean;
  };
  /**
   * Default values of named switches (for example perpetual) under this regulator.
   */
  switches?: {
    [k: string]: boolean;
  };
  /**
   * Web addresses of the entity returned by system/information.
   */
  links: {
    /**
     * Website for mainland China.
     */
    websiteCn: string;
    /**
     * Base address of referral links.
     */
    referralSite: string;
    /**
     * Where trading platforms and tools are downloaded.
     */
    toolsDownloadUrl: string;
    /**
     * Address of the pro trader tools.
     */
    protraderLink: string;
  };
  /**
   * Support chat channel of the entity (zendesk/channelKey and the chat channel config calls).
   */
  supportChat: {
    /**
     * Default chat channel.
     */
    channel: string;
    /**
     * Channels for users matching a condition; the first match wins.
     */
    overrides?: {
      when: Condition1;
      /**
       * The channel.
       */
      channel: string;
    }[];
  };
  /**
   * Spec section 3 common profile onboardingTestNum, onboardingTestInterval and limitQuestion: how many attempts of the onboarding (appropriateness) test a client has, the hours to wait once they are used up, and whether the limit applies under this regulator. Chosen values; the specification gives the names only.
   */
  onboardingTest: {
    /**
     * Attempts of the onboarding test (onboardingTestNum).
     */
    attempts: number;
    /**
     * Hours to wait once the attempts are used up (onboardingTestInterval).
     */
    intervalHours: number;
    /**
     * Whether the attempts are limited under this regulator (limitQuestion).
     */
    limitQuestion: boolean;
  };
}

// routes.schema.json
/**
 * The portal view these routes belong to.
 */
export type PortalView1 = "cp" | "ib";
/**
 * Path inside that view's base path.
 */
export type RoutePath1 = string;
/**
 * One path: the screen it shows, who may enter, and route-specific entry steps.
 */
export type Route = Route1 & {
  path: RoutePath2;
  screen?: Identifier1;
  /**
   * Fixed parameters passed to the screen (for example which filter a list shows).
   */
  params?: {
    [k: string]: string | number | boolean;
  };
  titleKey?: TranslationKey;
  /**
   * Reachable without signing in (sign-in and error pages).
   */
  public?: boolean;
  /**
   * Condition for entering; when it fails the user is sent to the given path.
   */
  access?: {
    when: Condition1;
    otherwise: RoutePath3;
  };
  /**
   * Names of registered route steps run after the pipeline, in order, before the screen shows.
   *
   * @minItems 1
   */
  enter?: Identifier[];
};
export type Route1 = {
  [k: string]: unknown;
};
/**
 * Path inside the view's base path.
 */
export type RoutePath2 = string;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export type RoutePath3 = string;

/**
 * The routes of one portal view and the guard pipeline every navigation runs. File: config/routes/<view>.yaml.
 */
export interface RoutesFile {
  view: PortalView;
  /**
   * Names of registered guard steps run, in order, on every navigation.
   *
   * @minItems 1
   */
  pipeline: Identifier[];
  /**
   * Names of registered steps run after every navigation (cleanup).
   */
  afterEach?: Identifier[];
  /**
   * Condition a signed-in user must meet to use this view at all; anyone else leaves for a path of the other view, signed in as they are (an IB's sub-user opening the client portal goes to the IB portal).
   */
  viewAccess?: {
    when: Condition;
    /**
     * Where a user who fails the condition is sent: a view and a path inside it.
     */
    otherwise: {
      view: PortalView1;
      path: RoutePath;
    };
  };
  notFound: RoutePath1;
  /**
   * Every path of the view, each naming its screen or its entry steps.
   *
   * @minItems 1
   */
  routes: Route[];
}

// screen.schema.json
/**
 * Screen id; must equal the file name.
 */
export type Widget = {
  [k: string]: unknown;
} & {
  id: Identifier1;
  /**
   * Registered widget name.
   */
  kind: string;
  titleKey?: TranslationKey1;
  requiresFunction?: Identifier2;
  when?: Condition;
  /**
   * The widget slides in when it is seen: its visibility is checked as constants.yaml scrollIn says (up to 11 retries at 200 ms); not seen by then, it stays in place without the animation.
   */
  scrollIn?: boolean;
};
/**
 * Widget id, unique in the screen.
 */
export interface ScreenFile {
  id: Identifier;
  view: PortalView;
  titleKey: TranslationKey;
  /**
   * Widgets in display order.
   */
  widgets: Widget[];
}

/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export interface OtpVerifyOptions {
  /**
   * KYC module code verified by a one-time code.
   */
  module: number;
  /**
   * Widget events raised once the module is verified.
   */
  emits?: Identifier[];
}

/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export interface DocumentUploadOptions {
  /**
   * KYC module codes that take documents.
   *
   * @minItems 1
   */
  modules: number[];
  /**
   * Widget events raised once every module is submitted.
   */
  emits?: Identifier[];
}

/**
 * functionPermission name the action needs (deposit, withdraw, openMainAccount, ...).
 */
export interface FunctionActionsOptions {
  /**
   * The buttons, in order.
   *
   * @minItems 1
   */
  actions: {
    function: Identifier;
    labelKey: TranslationKey;
    to: RoutePath;
    icon?: Identifier1;
  }[];
}

/**
 * Id of the form definition (config/forms/<id>.json).
 */
export interface FormOptions {
  form: Identifier;
  submit: ApiCall;
  prefill?: ApiCall1;
  /**
   * Fetch a one-time token before submitting and send it as the body's token, so a double submit acts once (money forms).
   */
  antiReuse?: boolean;
  successKey?: TranslationKey;
  /**
   * Widget events raised after a successful submit (tables and stats listening to them reload).
   */
  emits?: Identifier2[];
  /**
   * Before the form is sent, a dialog shows its values as the form showed them (choices by name, numbers formatted) and asks to confirm, for actions that move money or cannot be undone. Its confirm button is the form's submit label.
   */
  confirm?: {
    titleKey: TranslationKey1;
  };
  /**
   * Clear the form after a successful submit.
   */
  resetAfterSubmit?: boolean;
  readOnlyWhen?: Condition;
}
/**
 * The call that receives the form data.
 */
export interface ApiCall {
  /**
   * HTTP method (GET by default for reads, POST for submits).
   */
  method?: "GET" | "POST";
  base: Identifier1;
  /**
   * Path after the base path.
   */
  path: string;
  /**
   * Query parameters sent with the call.
   */
  query?: {
    [k: string]: string | number | boolean;
  };
}
/**
 * A GET whose data fills the form initially.
 */
export interface ApiCall1 {
  /**
   * HTTP method (GET by default for reads, POST for submits).
   */
  method?: "GET" | "POST";
  base: Identifier1;
  /**
   * Path after the base path.
   */
  path: string;
  /**
   * Query parameters sent with the call.
   */
  query?: {
    [k: string]: string | number | boolean;
  };
}

/**
 * Name of a base path in config/http.yaml.
 */
export interface TableOptions {
  source: ApiCall;
  /**
   * Route parameters sent as query parameters (the client lists send list).
   */
  routeParams?: Identifier1[];
  /**
   * Query parameters always sent.
   */
  query?: {
    [k: string]: string | number | boolean;
  };
  /**
   * Field identifying a row (id by default).
   */
  rowKey?: string;
  /**
   * The columns in order.
   *
   * @minItems 1
   */
  columns: TableColumn[];
  /**
   * The sort before the user picks one.
   */
  defaultSort?: {
    /**
     * Column field to sort by.
     */
    field: string;
    /**
     * asc or desc (desc by default).
     */
    order?: "asc" | "desc";
  };
  /**
   * Offer a search box (the server decides which fields it searches).
   */
  search?: boolean;
  /**
   * Offer a from/to date filter (sent as from and to).
   */
  dateFilter?: boolean;
  /**
   * Choices above the table, each sent as a query parameter (the first option at first).
   */
  filters?: {
    /**
     * Query parameter the choice is sent as.
     */
    param: string;
    labelKey: TranslationKey1;
    /**
     * The choices of the filter, in the order shown; the first is chosen at first.
     *
     * @minItems 1
     */
    options: {
      /**
       * What the query parameter is set to when this option is chosen.
       */
      value: string;
      labelKey: TranslationKey2;
    }[];
  }[];
  /**
   * Rows per page the user can choose (at most 100); the first is the default.
   *
   * @minItems 1
   */
  pageSizes?: number[];
  /**
   * File formats offered for download.
   */
  exports?: ("csv" | "xlsx")[];
  /**
   * Widget events after which the widget loads its data again (a form's emits).
   */
  listensTo?: Identifier1[];
  emptyKey?: TranslationKey3;
  clientDetail?: ClientDetail;
}
/**
 * The GET call answering { rows, total, page, pageSize } (format=csv|xlsx answers a file).
 */
export interface TableColumn {
  /**
   * Field of the rows the column shows.
   */
  field: string;
  labelKey: TranslationKey;
  /**
   * How the values are shown (text by default).
   */
  format?:
    "text" | "integer" | "number" | "moneyMinor" | "lots" | "percent" | "date" | "dateTime" | "translate" | "progress";
  /**
   * For money: the row field holding the currency code (default currency).
   */
  currencyField?: string;
  /**
   * For translate: the prefix put before the value to make its translation key.
   */
  keyPrefix?: string;
  privacy?: Identifier2;
  /**
   * The server can sort by this column.
   */
  sortable?: boolean;
  /**
   * Horizontal alignment (numbers read best on the right).
   */
  align?: "left" | "right" | "center";
}
/**
 * Rows open the client's detail in a dialog (accounts, volume, rebates, funds over the period).
 */
export interface ClientDetail {
  source: ApiCall1;
  /**
   * The row field holding the client id.
   */
  idField: string;
  /**
   * The column whose cell becomes the link that opens the detail (default: the first column).
   */
  labelField?: string;
}
/**
 * The GET call answering the detail; {id} in its path is the row's client id.
 */
export interface ReportOptions {
  /**
   * The report's sub-pages; the route parameter tab picks one (the first by default).
   *
   * @minItems 1
   */
  pages: ReportPage[];
  /**
   * Days up to today the date range covers at first; without it the range starts on the quick period of constants.yaml defaultShortcutValue.
   */
  defaultDays?: number;
  /**
   * Rows per page the user can choose; the first is the default.
   *
   * @minItems 1
   */
  pageSizes?: number[];
  /**
   * File formats offered for download.
   */
  exports?: ("csv" | "xlsx")[];
}
/**
 * A sub-page of a report (funds report, rebate report): its route, source and breakdowns.
 */
export interface ReportPage {
  id: Identifier;
  labelKey: TranslationKey;
  path: RoutePath;
  source: ApiCall;
  /**
   * The groupings offered, the first by default.
   *
   * @minItems 1
   */
  breakdowns: ReportBreakdown[];
  /**
   * A month picker and a download button for a document of the month (the commission statement PDF).
   */
  statement?: {
    source: ApiCall2;
    /**
     * How many months back from this one the picker offers.
     */
    months: number;
  };
}
/**
 * The GET call answering { rows, totals, total, page, pageSize, from, to }.
 */
export interface ReportBreakdown {
  id: Identifier2;
  labelKey: TranslationKey1;
  /**
   * The columns of this breakdown (totals fill the columns they have).
   *
   * @minItems 1
   */
  columns: TableColumn[];
  clientDetail?: ClientDetail;
}
/**
 * One column of a table: which field of the rows, its heading, how it is shown, and which privacy switch hides it.
 */
export interface ApiCall2 {
  /**
   * HTTP method (GET by default for reads, POST for submits).
   */
  method?: "GET" | "POST";
  base: Identifier1;
  /**
   * Path after the base path.
   */
  path: string;
  /**
   * Query parameters sent with the call.
   */
  query?: {
    [k: string]: string | number | boolean;
  };
}

/**
 * Name of a base path in config/http.yaml.
 */
export interface ChartOptions {
  source: ApiCall;
  /**
   * Query parameters always sent (days, ...).
   */
  query?: {
    [k: string]: string | number | boolean;
  };
  /**
   * line, bar, or stackedBar (bars of the series stacked).
   */
  chartType: "line" | "bar" | "stackedBar";
  /**
   * Field of the points along the x axis.
   */
  xField: string;
  /**
   * How x values are shown (date or text).
   */
  xFormat?: "date" | "text";
  /**
   * number, or money: an amount in major units (dollars) shown in the response's currency.
   */
  valueFormat?: "number" | "money";
  /**
   * The series, each a field of the points, coloured in palette order.
   *
   * @minItems 1
   * @maxItems 6
   */
  series: {
    /**
     * Field of the points.
     */
    field: string;
    labelKey: TranslationKey;
  }[];
  /**
   * Chart height in pixels.
   */
  height?: number;
  /**
   * Widget events after which the widget loads its data again (a form's emits).
   */
  listensTo?: Identifier1[];
}
/**
 * The GET call answering { currency, points: [...] }.
 */
export interface StatsOptions {
  source: ApiCall;
  /**
   * The figures in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * Field of the answer.
     */
    field: string;
    labelKey: TranslationKey;
    /**
     * How the value is shown (text by default).
     */
    format?:
      | "text"
      | "integer"
      | "number"
      | "moneyMinor"
      | "lots"
      | "percent"
      | "date"
      | "dateTime"
      | "translate"
      | "progress";
    /**
     * For money: the field holding the currency code (default currency).
     */
    currencyField?: string;
    /**
     * For translate: the prefix put before the value to make its translation key.
     */
    keyPrefix?: string;
    privacy?: Identifier1;
    helpKey?: TranslationKey1;
  }[];
  /**
   * Widget events after which the widget loads its data again (a form's emits).
   */
  listensTo?: Identifier2[];
}
/**
 * The GET call answering an object with the figures.
 */
export interface LinksOptions {
  source: ApiCall;
  /**
   * Field of the answer holding the links, when the answer is an object.
   */
  itemsField?: string;
  /**
   * Offer a choice of this field's values (language) and show the links of one value.
   */
  filterBy?: "language";
  /**
   * Show a copy button for each link.
   */
  copy?: boolean;
  /**
   * Offer a QR code of each link.
   */
  qr?: boolean;
  /**
   * Show the full URL under the label (the text, when given, is shown otherwise).
   */
  showUrl?: boolean;
  emptyKey?: TranslationKey;
}
/**
 * The GET call answering a list of links { id, label | labelKey, url, text?, language?, details? } (or an object holding them in itemsField).
 */
export type Condition3 = Predicate;
/**
 * A camelCase or lowercase name used to refer to something from other config.
 */
export interface SecurityFile {
  /**
   * How long a signed-in session lasts.
   */
  session: {
    /**
     * Minutes without a request after which the session ends.
     */
    idleMinutes: number;
    /**
     * Hours after sign-in after which the session ends however active.
     */
    absoluteHours: number;
    /**
     * Name of the HttpOnly session cookie (the browser keeps no other copy of the session token).
     */
    cookieName: string;
    /**
     * Name of the script-readable cookie holding the per-session anti-forgery token the browser sends back in the csrfToken header on every state-changing call.
     */
    csrfCookieName: string;
    /**
     * Origins besides the server's own whose state-changing requests are accepted (e.g. the mobile app's webview origin).
     */
    trustedOrigins?: string[];
  };
  /**
   * How failed sign-ins are limited.
   */
  signIn: {
    /**
     * Failed sign-ins for one e-mail within windowMinutes that lock it.
     */
    maxFailures: number;
    /**
     * Minutes over which failures are counted.
     */
    windowMinutes: number;
    /**
     * Minutes the e-mail stays locked.
     */
    lockMinutes: number;
    /**
     * Sign-in requests one network address may make per minute.
     */
    perIpPerMinute: number;
    /**
     * Failed sign-ins of one e-mail (within windowMinutes) after which a captcha is required.
     */
    captchaAfterFailures: number;
  };
  /**
   * The one-time accessToken that signs a user in to the other portal.
   */
  accessToken: {
    /**
     * Seconds an accessToken stays usable; it is accepted once.
     */
    ttlSeconds: number;
  };
  /**
   * What a one-time code may be sent for: the channel, and whether it goes to the account's own address or to a new one being bound.
   */
  otpPurposes: {
    [k: string]: {
      /**
       * email or sms.
       */
      channel: "email" | "sms";
      /**
       * account: the user's own address; new: an address given in the request (binding or changing it).
       */
      to: "account" | "new";
      subjectKey: TranslationKey;
    };
  };
  /**
   * Which factors each sensitive action requires; the server refuses the action without them, the client prompts for exactly these.
   */
  stepUp: {
    [k: string]: {
      /**
       * The action, for product staff.
       */
      description: string;
      labelKey?: TranslationKey1;
      /**
       * Factors required, all of them.
       */
      factors: {
        /**
         * email: a code sent to the account's e-mail; sms: a code sent to its phone; totp: the authenticator app.
         */
        factor: "email" | "sms" | "totp";
        /**
         * Required only when the user has this factor (a bound phone, an enabled authenticator); otherwise skipped.
         */
        onlyIfEnabled?: boolean;
      }[];
      /**
       * Factor lists for users matching a condition (a regulator, say); the first match replaces factors.
       */
      variants?: {
        when: Condition;
        /**
         * Factors required under the condition.
         */
        factors: {
          /**
           * email: a code sent to the account's e-mail; sms: a code sent to its phone; totp: the authenticator app.
           */
          factor: "email" | "sms" | "totp";
          /**
           * Required only when the user has this factor (a bound phone, an enabled authenticator); otherwise skipped.
           */
          onlyIfEnabled?: boolean;
        }[];
      }[];
    };
  };
  /**
   * TOTP settings (RFC 6238).
   */
  totp: {
    /**
     * Issuer shown in the authenticator app.
     */
    issuer: string;
    /**
     * Code length.
     */
    digits: number;
    /**
     * Seconds per time step.
     */
    periodSeconds: number;
    /**
     * Time steps accepted before and after the current one (clock drift).
     */
    window: number;
  };
  /**
   * When a captcha is required and which provider serves it.
   */
  captcha: {
    /**
     * Name of the registered captcha adapter (local: served by the reference server).
     */
    provider: "local";
    /**
     * Whether sending an SMS code needs a solved captcha.
     */
    beforeSms: boolean;
    /**
     * Seconds a solved captcha's token stays usable (once).
     */
    tokenTtlSeconds: number;
  };
  /**
   * Channels one-time codes to a phone may use (otp/sms/getAvailableChannels).
   */
  smsChannels: {
    /**
     * Default channels.
     *
     * @minItems 1
     */
    channels: ("sms" | "whatsapp" | "voice")[];
    /**
     * Channels for countries matching a condition; the first match wins.
     */
    overrides?: {
      when: Condition1;
      /**
       * Channels under the condition.
       *
       * @minItems 1
       */
      channels: ("sms" | "whatsapp" | "voice")[];
    }[];
  };
  /**
   * What an IB's API key may read (ibSDK/queryDataAuth and queryInterfaceAuth).
   */
  apiAccess: {
    /**
     * Data an API key may read, each with a label key.
     */
    data: {
      name: Identifier;
      labelKey: TranslationKey2;
    }[];
    /**
     * API paths an API key may call.
     */
    interfaces: string[];
  };
  /**
   * Requests per counting period of the calls that cost the server or reveal something when repeated: per signed-in user, otherwise per network address. Guessable checks (passwords, codes) use the sign-in limits.
   */
  rateLimits: {
    /**
     * Calls without a session that store something (device fingerprints, captcha challenges and answers), per network address.
     */
    anonymousWrite: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * Anti-reuse tokens issued to one user.
     */
    antiReuseToken: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * CSV/XLSX exports of one user.
     */
    export: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * Report and client-list pages of one user.
     */
    report: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * Look-ups of another user's account number (transfer to others), per user.
     */
    accountLookup: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * Browser error reports (spec section 8) one address or user may send per counting period.
     */
    errorReport: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * Messages a visitor may send to the support chat per counting period.
     */
    chatMessage: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * Requests to each anonymous sign-up and recovery endpoint (sign-up, e-mail verification, forgot and reset password), per network address.
     */
    registration: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
    /**
     * An IB's changes to its sub-users (invite, permissions, disable, enable, invite again), per IB.
     */
    subUserChange: {
      /**
       * Requests allowed in each counting period.
       */
      max: number;
      /**
       * Seconds over which requests are counted.
       */
      windowSeconds: number;
    };
  };
  /**
   * Who may open a profile and under which regulator entity, the lifetimes of the e-mailed links and the authenticator recovery codes. New passwords follow the rule of config/forms/changePassword.json.
   */
  registration: {
    /**
     * Hours the e-mail verification link stays usable (once).
     */
    verifyLinkHours: number;
    /**
     * Minutes the password reset link stays usable (once).
     */
    resetLinkMinutes: number;
    /**
     * Countries that cannot register: the first refusal whose condition holds for the chosen country refuses, with its reason.
     */
    refusals: {
      when: Condition2;
      reasonKey: TranslationKey3;
    }[];
    /**
     * Which regulator entity a new profile belongs to: the first entity whose condition holds for the country, else the brand's default regulator.
     */
    entities: {
      when: Condition3;
      regulator: Identifier1;
    }[];
    /**
     * Authenticator recovery codes: each usable once instead of an authenticator code.
     */
    recoveryCodes: {
      /**
       * Codes made at a time (making new ones voids the old).
       */
      count: number;
    };
  };
}


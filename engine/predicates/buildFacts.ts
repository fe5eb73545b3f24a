import type { PredicateContext } from './types';

/** The parts of a composed config the facts come from (structural, so the predicates need no config types). */
export interface FactsConfig {
  brand?: { id: string };
  regulator?: { id: string; switches?: Readonly<Record<string, boolean>> };
  countryGroups: Readonly<Record<string, readonly number[]>>;
}

/** What is known about the signed-in user; a null or absent field gives no fact. */
export interface FactsUser {
  countryId?: number | null;
  userType?: number;
  isSubUser?: boolean;
  permissionIds?: readonly number[];
  language?: string;
}

export interface FactsInput {
  view?: string;
  loggedIn?: boolean;
  inApp?: boolean;
  user?: FactsUser;
  /** The page's language in the browser; the user's stored language otherwise. */
  language?: string;
  /** Switches set for this user, over the regulator's (the perpetual switch). */
  switches?: Readonly<Record<string, boolean>>;
  /** Facts that replace the built ones: a kycLevel, the server's brand, a country chosen on a form. */
  extra?: PredicateContext;
}

const defined = (ctx: Record<string, unknown>): PredicateContext =>
  Object.fromEntries(Object.entries(ctx).filter(([, v]) => v !== undefined && v !== null)) as PredicateContext;

/**
 * The one builder of the predicate context: brand, regulator and switches from the config, the user's
 * own facts, and the groups of the user's country, so `when:` reads the same facts in browser, server and CLI.
 */
export function buildFacts(config: FactsConfig, input: FactsInput = {}): PredicateContext {
  const { user = {} } = input;
  const switches = config.regulator || input.switches ? { ...(config.regulator?.switches ?? {}), ...(input.switches ?? {}) } : undefined;
  const facts = defined({
    brand: config.brand?.id,
    regulator: config.regulator?.id,
    view: input.view,
    loggedIn: input.loggedIn,
    inApp: input.inApp,
    countryId: user.countryId,
    userType: user.userType,
    isSubUser: user.isSubUser,
    permissionIds: user.permissionIds,
    language: input.language ?? user.language,
    switches,
    ...input.extra,
  });
  const countryId = facts.countryId;
  if (countryId === undefined) return facts;
  return { ...facts, countryGroups: Object.keys(config.countryGroups).filter((g) => config.countryGroups[g]?.includes(countryId)) };
}

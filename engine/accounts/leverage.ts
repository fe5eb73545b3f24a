import type { PortalConfig } from '../config/portalConfig';
import { evaluate, type PredicateContext } from '../predicates';

export interface LeverageOption {
  value: number;
  offered: boolean;
}

export interface LeverageOffer {
  options: LeverageOption[];
  /** The cap that applies to the user (null: none) and the translation key of its reason. */
  cap: { max: number; reasonKey: string } | null;
}

/**
 * The leverages a user may choose: the configured ones, those above the cap of their regulator and
 * client classification marked not offered (the first cap whose condition holds and whose
 * classifications include the user's). The same in the browser and on the server.
 */
export function leverageOffer(config: Pick<PortalConfig, 'funds' | 'policies'>, facts: PredicateContext, classification: string): LeverageOffer {
  const found = config.funds.leverageCaps.find((c) => c.classifications.includes(classification) && (!c.when || evaluate(c.when, facts, config.policies)));
  const cap = found ? { max: found.max, reasonKey: found.reasonKey } : null;
  return { options: config.funds.opening.leverages.map((value) => ({ value, offered: !cap || value <= cap.max })), cap };
}

import { pickOverride, type NamedPolicies, type PredicateContext } from '../predicates';
import type { Regulator } from '../config/portalConfig';

export interface Contact {
  website: string;
  phone: string;
  email: string;
  accountEmail: string;
  depositEmail: string;
}

/** The regulator's contact data for a user: the first matching override wins per field. */
export function contactFor(regulator: Regulator, ctx: PredicateContext, policies?: NamedPolicies): Contact {
  const { overrides = [], ...base } = regulator.contact;
  const contact: Contact = { ...base };
  const fields = ['phone', 'email'] as const;
  for (const field of fields) {
    const override = pickOverride(overrides, ctx, policies, (o) => o[field] !== undefined);
    if (override?.[field]) contact[field] = override[field];
  }
  return contact;
}

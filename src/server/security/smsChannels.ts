import type { PortalConfig } from '../../../engine/config';
import { buildFacts, pickOverride } from '../../../engine/predicates';
import type { Session } from '../auth/sessionService';
import { userPredicateContext } from '../users/userContext';
import type { UserRecord } from '../users/userRecord';

/**
 * The channels a phone code may be sent by (config/security.yaml smsChannels): the first override
 * whose `when` holds for the user (or a guest) in the country, else the default channels.
 */
export function smsChannelsFor(config: PortalConfig, countryCode: string | undefined, signedIn?: { user: UserRecord; session: Session }): string[] {
  const country = countryCode ? config.countries.find((c) => c.code === countryCode) : undefined;
  const facts = signedIn
    ? userPredicateContext(config, signedIn.user, signedIn.session, country ? { countryId: country.id } : {})
    : buildFacts({ countryGroups: config.countryGroups }, { user: { countryId: country?.id } });
  const sms = config.security.smsChannels;
  return pickOverride(sms.overrides, facts, config.policies)?.channels ?? sms.channels;
}

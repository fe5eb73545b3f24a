import { buildFacts, pickOverride } from '../../../engine/predicates';
import type { ServerContext } from '../context';
import type { UserRecord } from '../users/userRecord';
import { userPredicateContext } from '../users/userContext';

/** The support chat channel of a user's entity and country (regulator supportChat and its overrides), or a guest's by country. */
export function supportChannelFor(
  ctx: Pick<ServerContext, 'config'>,
  user: UserRecord | undefined,
  countryId?: number,
): { channelKey: string; countryName: string } {
  const config = ctx.config(user?.regulator);
  const facts = user
    ? userPredicateContext(config, user)
    : buildFacts({ countryGroups: config.countryGroups }, { user: { countryId: countryId || undefined } });
  const chat = config.regulator.supportChat;
  const channelKey = pickOverride(chat.overrides, facts, config.policies)?.channel ?? chat.channel;
  const country = config.countries.find((c) => c.id === (facts.countryId ?? -1));
  return { channelKey, countryName: country?.name ?? '' };
}

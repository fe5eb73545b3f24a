import { enumCode } from '../../../../engine/catalog';
import type { PortalConfig } from '../../../../engine/config';
import { buildFacts, type PredicateContext } from '../../../../engine/predicates';
import type { PreviewContext, PreviewUser } from '../../app/studioPreview';

export type { PreviewContext, PreviewUser } from '../../app/studioPreview';

/** The user type of each previewed role, by its name in config/catalog/enumerations.yaml. */
const userTypeOf = { client: 'client', ib: 'individualIb', subUser: 'individualIb' } as const;

/**
 * The facts the portal would build for this context (app/bootstrap.ts facts()), for the menus the studio explains:
 * for the user the preview frame shows when it is given (its own country, user type and switches), else for any
 * user of the role.
 */
export function previewFacts(config: PortalConfig, ctx: PreviewContext, shown?: PreviewUser): PredicateContext {
  return buildFacts(config, {
    view: ctx.view,
    loggedIn: true,
    inApp: ctx.inApp,
    language: ctx.language,
    user: shown?.user ?? {
      isSubUser: ctx.role === 'subUser',
      permissionIds: ctx.role === 'subUser' ? ctx.permissionIds : [],
      userType: Number(enumCode(config.enumerations, 'userType', userTypeOf[ctx.role])),
      ...(ctx.countryId !== undefined ? { countryId: ctx.countryId } : {}),
    },
    ...(shown ? { switches: shown.switches } : {}),
  });
}

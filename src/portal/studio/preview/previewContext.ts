import { enumCode } from '../../../../engine/catalog';
import type { PortalConfig } from '../../../../engine/config';
import { buildFacts, type PredicateContext } from '../../../../engine/predicates';

/** The message the editor sends its preview frame when the draft has a newer checked revision. */
export const previewMessage = 'studio-draft-revision';

/** Who the preview renders the portal for. */
export interface PreviewContext {
  brand: string;
  regulator: string;
  view: 'cp' | 'ib';
  role: 'client' | 'ib' | 'subUser';
  permissionIds: number[];
  countryId?: number;
  language: string;
  inApp: boolean;
  viewport: 375 | 1280;
}

/** User types of the roles (README: client 1, IB 5). */
/** The user type of each previewed role, by its name in config/catalog/enumerations.yaml. */
const userTypeOf = { client: 'client', ib: 'individualIb', subUser: 'individualIb' } as const;

/** The facts the portal would build for this context (app/bootstrap.ts facts()), for menus and conditions. */
export function previewFacts(config: PortalConfig, ctx: PreviewContext): PredicateContext {
  return buildFacts(config, {
    view: ctx.view,
    loggedIn: true,
    inApp: ctx.inApp,
    language: ctx.language,
    user: {
      isSubUser: ctx.role === 'subUser',
      permissionIds: ctx.role === 'subUser' ? ctx.permissionIds : [],
      userType: Number(enumCode(config.enumerations, 'userType', userTypeOf[ctx.role])),
      ...(ctx.countryId !== undefined ? { countryId: ctx.countryId } : {}),
    },
  });
}

/** The context as query parameters of the preview page, and back. */
export function contextToQuery(ctx: PreviewContext): Record<string, string> {
  return {
    brand: ctx.brand,
    regulator: ctx.regulator,
    view: ctx.view,
    role: ctx.role,
    permissions: ctx.permissionIds.join(','),
    ...(ctx.countryId !== undefined ? { country: String(ctx.countryId) } : {}),
    language: ctx.language,
    inApp: ctx.inApp ? '1' : '0',
    viewport: String(ctx.viewport),
  };
}

export function contextFromQuery(query: URLSearchParams): PreviewContext {
  const country = query.get('country');
  return {
    brand: query.get('brand') ?? '',
    regulator: query.get('regulator') ?? '',
    view: query.get('view') === 'cp' ? 'cp' : 'ib',
    role: (['client', 'ib', 'subUser'] as const).find((r) => r === query.get('role')) ?? 'ib',
    permissionIds: (query.get('permissions') ?? '')
      .split(',')
      .filter((p) => /^\d+$/.test(p))
      .map(Number),
    ...(country && /^\d+$/.test(country) ? { countryId: Number(country) } : {}),
    language: query.get('language') ?? 'en_US',
    inApp: query.get('inApp') === '1',
    viewport: query.get('viewport') === '375' ? 375 : 1280,
  };
}

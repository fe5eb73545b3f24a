import type { FastifyRequest } from 'fastify';
import type { PortalConfig, RoutesFile } from '../../../engine/config';
import { cachedPackLanguages, directionOf, packCacheVersion, resolveLanguage } from '../../../engine/i18n';
import type { ApiCall } from '../../../engine/http';
import { evaluate } from '../../../engine/predicates';
import { matchRoute } from '../../../engine/routing';
import { resolveImage, signedOutBanner } from '../../../engine/brand';
import { withPublicFrame } from './publicFrame';
import type { WidgetBuild } from '../../portal/build/widgetChunksPlugin';
import { openingReads } from '../../portal/app/openingReads';
import { packUrlOf } from '../routes/systemRoutes';
import { isIb } from '../users/profile';
import { userPredicateContext } from '../users/userContext';

/**
 * The composed config's address at a config version: the page preloads it, the portal's first fetch reads it.
 * A signed-in page's names the user's regulator: an address of its own, so the guest config the browser
 * keeps from the sign-in page (same version) never stands in for the user's.
 */
export const configPreloadUrl = (version: number, regulator?: string) =>
  `/web-api/api/portal/config?v=${version}${regulator ? `&regulator=${encodeURIComponent(regulator)}` : ''}`;

export interface PageRequest {
  view: 'cp' | 'ib';
  /** The page's path inside its view (the view's base path taken off). */
  path: string;
  /** The config the request is answered with (the signed-in user's regulator, else the brand's default). */
  config: PortalConfig;
  configVersion: number;
  /** The server's language packs version (packsVersion): with the config's cache version, what the browser caches packs under. */
  packsVersion: string;
  request: Pick<FastifyRequest, 'query' | 'headers' | 'auth' | 'cookies'>;
  /** Signed in by the session cookie, outside the studio's preview: the page carries its user and preloads its opening reads. */
  signedIn: boolean;
  /** A small image's data: address, to write into the page (inlineImages); undefined for one the browser asks for. */
  inlineImage: (url: string) => string | undefined;
}

/**
 * The language the portal will most likely start in, as the page does: the `lang` parameter, else the
 * signed-in user's language, else the browser's first preferred language.
 */
function likelyLanguage({ config, request }: PageRequest): string {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  const browser = String(request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.split(';')[0]
    ?.trim();
  return resolveLanguage(config.languages, (typeof asked === 'string' && asked) || request.auth?.user.language || browser || undefined);
}

/**
 * The page with what it asks for at once, so nothing waits for start-up to discover it: the composed config
 * at its version, the likely language's pack (unless the browser has it cached), the chunks of the route's
 * widgets (those the page does not preload already) and, on a signed-out page drawn in the public card, the
 * brand's banner, first and drawn in the card's frame (withPublicFrame). The portal's own request for each
 * reads the preloaded answer (same address and mode); a guess that misses costs a download and nothing else.
 * A signed-in page's opening reads (openingReads: the guard's privacy switches, the screen's source reads) come
 * back as `carried`, for the page to carry their answers (portalPages): no request of its own for any of them,
 * where each would hold one of the browser's six connections to the host while the start-up code downloads.
 */
export function startupPage(html: string, page: PageRequest, built: WidgetBuild): { html: string; carried: ApiCall[]; language: string } {
  const language = likelyLanguage(page);
  const regulator = page.request.auth?.user.regulator;
  const links = [`<link rel="preload" href="${configPreloadUrl(page.configVersion, regulator)}" as="fetch" crossorigin data-portal-config>`];
  const { translation } = page.config.constants;
  const cached = cachedPackLanguages(page.request.cookies?.[translation.cachedPacksCookie], packCacheVersion(translation, page.packsVersion));
  // The portal starts once it has the language's pack and the fallback's (which fills a key a pack lacks): both at once.
  for (const pack of new Set([language, page.config.languages.fallback])) {
    if (!cached.includes(pack)) links.push(`<link rel="preload" href="${packUrlOf(page.config, pack)}" as="fetch" crossorigin data-portal-pack="${pack}">`);
  }
  const route = matchRoute(page.config.routes[page.view] as RoutesFile, page.path);
  const screen = route?.screen ? page.config.screens[page.view]?.[route.screen] : undefined;
  // A signed-in page is drawn in the shell, whose app bar shows the brand's logo: asked for now, it is there with the
  // bar, not asked for once the start-up code has run and then drawn late (a request more at the end of start-up).
  if (page.request.auth && route && !route.public)
    links.push(`<link rel="preload" href="${resolveImage(page.config.brand, page.config.brand.theme.logo)}" as="image">`);
  const widgets = screen?.widgets ?? [];
  const preloadModules = (files: Iterable<string>) => {
    for (const file of new Set(files)) if (!html.includes(`"${file}"`)) links.push(`<link rel="modulepreload" crossorigin href="${file}">`);
  };
  preloadModules(widgets.flatMap((widget) => built.chunks[widget.kind] ?? []));
  // A page in a right-to-left language draws nothing before its style plugin, which the start-up code imports on demand.
  if (directionOf(page.config.languages, language) === 'rtl') preloadModules(built.rightToLeft ?? []);
  // Some answers are worded in the user's language: a page asked in another (its lang parameter) reads them once it has switched.
  const auth = page.request.auth;
  const user = auth?.user;
  // A route the user may not enter (its access rule, as the server's own policy check reads the user) opens nothing:
  // the portal sends them elsewhere, and its screen's reads would only be refused.
  const mayEnter = (signedIn: NonNullable<typeof auth>) =>
    !route?.access || evaluate(route.access.when, userPredicateContext(page.config, signedIn.user, signedIn.session), page.config.policies);
  const reads =
    page.signedIn && auth && user && language === user.language && mayEnter(auth)
      ? openingReads(page.config.routes[page.view] as RoutesFile, screen, { isIb: isIb(page.config, user) })
      : [];
  // An answer the portal sanitises waits for the sanitiser's code, which it imports on demand: it comes with the page.
  if (reads.some((read) => page.config.http.sanitizedResponses.includes(read.path))) {
    preloadModules(built.sanitizer ?? []);
  }
  // After the page's module script and its own preloads: on a connection-limited link (HTTP/1.1's six per host) the
  // browser asks first for the code that draws anything, then for what that code will read.
  let shown = html.replace('</head>', () => `${links.join('\n')}\n</head>`);
  // The signed-out pages' largest picture is the banner: in the page itself when small (drawn with its first paint),
  // else the page's first request, before the scripts, drawn as soon as it arrives.
  if (route?.public && widgets.some((widget) => built.publicFrame.includes(widget.kind))) {
    const banner = resolveImage(page.config.brand, signedOutBanner);
    const inline = page.inlineImage(banner);
    if (!inline)
      shown = shown.replace(/<script type="module"|<\/head>/, (at) => `<link rel="preload" href="${banner}" as="image" fetchpriority="high">\n${at}`);
    shown = withPublicFrame(shown, inline ?? banner);
  }
  return { html: shown, carried: reads, language };
}

import { signedInUserElementId } from '../../../engine/session';

/**
 * A signed-in page carrying its user's getUserInfo answer, so the portal starts without that round trip.
 * JSON in a non-script type runs nothing (the CSP holds); `<` is escaped so no text in it can close the element.
 */
export function withSignedInUser(html: string, userInfo: unknown): string {
  const json = JSON.stringify(userInfo).replaceAll('<', '\\u003c');
  return html.replace('</body>', `<script type="application/json" id="${signedInUserElementId}">${json}</script>\n</body>`);
}

/**
 * The page with a value it carries for the portal (its signed-in user, its opening answers) as a JSON element
 * at the end of the body. JSON in a non-script type runs nothing (the CSP holds); `<` is escaped so no text in
 * it can close the element.
 */
export function withJsonElement(html: string, id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return html.replace('</body>', `<script type="application/json" id="${id}">${json}</script>\n</body>`);
}

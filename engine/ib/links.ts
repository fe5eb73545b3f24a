/** Placeholders that are addresses (the regulator's referral site, the client portal): inserted as they are, without a trailing slash. */
const addresses = new Set(['site', 'portal']);

/**
 * Fills a link template of config/ib/program.yaml: {site} and {portal} are inserted as they are
 * (origins), every other placeholder URL-encoded. An unknown placeholder is an error, not a hole.
 */
export function fillLinkTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`link template ${template} needs {${name}}`);
    return addresses.has(name) ? value.replace(/\/+$/, '') : encodeURIComponent(value);
  });
}

/**
 * What an IB's code (and a campaign's slug) may look like in a referral or campaign link: the sign-up
 * call's schema and the sign-up page check a typed or linked code against the same pattern.
 */
export const referralCodePattern = '^[A-Za-z0-9_-]{1,40}$';
const referralCode = new RegExp(referralCodePattern);
export const isReferralCode = (text: string): boolean => referralCode.test(text);

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

/**
 * Fills a link template of config/ib/program.yaml: {site} is inserted as it is (a configured
 * origin), every other placeholder URL-encoded. An unknown placeholder is an error, not a hole.
 */
export function fillLinkTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`link template ${template} needs {${name}}`);
    return name === 'site' ? value.replace(/\/+$/, '') : encodeURIComponent(value);
  });
}

import type { PortalConfig } from '../../../engine/config';

type Json = Record<string, unknown>;

/**
 * The request-body schema of a call that receives a config form (config/forms/<id>.json): the
 * form's own data schema, closed, plus fields the call adds (the anti-reuse token). The browser
 * and the server validate the same rules from one file; titles (translation keys) are left out.
 */
export function formBodySchema(config: PortalConfig, formId: string, extra: Json = {}, extraRequired: string[] = []): Json {
  const form = config.forms[formId];
  if (!form) throw new Error(`no form "${formId}" (config/forms/${formId}.json)`);
  const schema = form.schema as { properties?: Record<string, Json>; required?: string[] };
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, prop]) => [name, withoutLabels(prop)]));
  return { type: 'object', additionalProperties: false, required: [...(schema.required ?? []), ...extraRequired], properties: { ...properties, ...extra } };
}

function withoutLabels(node: Json): Json {
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'title' && key !== 'description'));
}

import { TranslatableString, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';

type Json = Record<string, unknown>;

/**
 * The form's uiSchema with every label translated. Titles and descriptions stay keys in the data
 * schema (the precompiled validator must see the schema it was compiled for), so they are shown
 * through ui:title / ui:description instead. A field's ui:helpValues name config numbers its help
 * text speaks of ({ minimum: "ibProgram.withdrawal.minAmount" }): `number` writes each as people read
 * it, so the text says the limit the server applies in the portal's one number format, never a copy
 * of it typed into each translation.
 */
export function translatedUiSchema(schema: Json, uiSchema: Json | undefined, t: TFunction, number: (configPath: string) => string = String): UiSchema {
  const translateUi = (ui: Json): Json => {
    const paths = (ui['ui:helpValues'] ?? {}) as Record<string, string>;
    const values = Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, number(path)]));
    return Object.fromEntries(
      Object.entries(ui)
        .filter(([key]) => key !== 'ui:helpValues')
        .map(([key, value]) => {
          if (key === 'ui:help' && typeof value === 'string') return [key, t(value, values)];
          if (['ui:title', 'ui:description', 'ui:placeholder'].includes(key) && typeof value === 'string') return [key, t(value)];
          if (key === 'ui:enumNames' && Array.isArray(value)) return [key, value.map((v) => t(String(v)))];
          if (value && typeof value === 'object' && !Array.isArray(value)) return [key, translateUi(value as Json)];
          return [key, value];
        }),
    );
  };
  const fromSchema = (node: Json): Json => {
    const out: Json = {};
    if (typeof node.title === 'string') out['ui:title'] = t(node.title);
    if (typeof node.description === 'string') out['ui:description'] = t(node.description);
    for (const [name, child] of Object.entries((node.properties as Record<string, Json>) ?? {})) out[name] = fromSchema(child);
    if (node.items && typeof node.items === 'object') out.items = fromSchema(node.items as Json);
    return out;
  };
  return merge(fromSchema(schema), translateUi(uiSchema ?? {})) as UiSchema;
}

function merge(a: Json, b: Json): Json {
  const out: Json = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] =
      current && typeof current === 'object' && value && typeof value === 'object' && !Array.isArray(value) ? merge(current as Json, value as Json) : value;
  }
  return out;
}

/** ajv's messages replaced by translated ones (form.error.<keyword>). */
/** Keywords whose limit is a value of the field (an amount), not a count of characters or items. */
const valueLimits = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

/** The schema of the field an error is about (".amount", ".address.city"), looked up through properties. */
function fieldOf(schema: Json, property: string | undefined): Json | undefined {
  return (property ?? '')
    .split('.')
    .filter(Boolean)
    .reduce<Json | undefined>((node, name) => (node?.properties as Record<string, Json> | undefined)?.[name], schema);
}

/**
 * The form's errors in the user's language. A pattern the value does not match is said by the field's description
 * (its rule) where it has one, else in general words. A value limit ("at most 100000000") is written by `number` as the
 * portal writes figures (an integer field's without decimals); a count ("at least 8 characters") stays a count.
 * A field with limits of config (`configLimited`, the form's limits) says those instead of the data schema's own
 * bounds ("more than 0.00" beside "at least 1.00" would say the same twice, the first one wrongly).
 */
export function translateErrors(
  t: TFunction,
  schema: Json = {},
  number: (value: number, integer: boolean) => string = String,
  configLimited: ReadonlySet<string> = new Set(),
) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors
      .filter((error) => !(valueLimits.has(error.name ?? '') && configLimited.has((error.property ?? '').replace(/^\./, ''))))
      .map((error) => {
        const keyword = error.name ?? 'other';
        const params = (error.params ?? {}) as Record<string, unknown>;
        const limit =
          typeof params.limit === 'number' && valueLimits.has(keyword)
            ? number(params.limit, fieldOf(schema, error.property)?.type === 'integer')
            : params.limit;
        // count picks the plural form where the text has one ("at least 1 character", "8 characters").
        const values = { limit, count: typeof params.limit === 'number' ? params.limit : undefined, multipleOf: params.multipleOf };
        // A value of the wrong form says the field's own rule where its description states one (the new password's).
        const rule = keyword === 'pattern' ? fieldOf(schema, error.property)?.description : undefined;
        if (typeof rule === 'string') return { ...error, message: t(rule) };
        const key = t(`form.error.${keyword}`, { ...values, defaultValue: '' }) ? `form.error.${keyword}` : 'form.error.other';
        return { ...error, message: t(key, values) };
      });
}

const stringNames = new Map(Object.entries(TranslatableString).map(([name, value]) => [value as string, name]));

/** RJSF's own strings (buttons, labels) through the form.rjsf.<Name> entries. */
export function translateRjsfString(t: TFunction) {
  return (value: TranslatableString, params?: string[]): string => {
    const name = stringNames.get(value) ?? 'UnsupportedField';
    return t(`form.rjsf.${name}`, Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p])));
  };
}

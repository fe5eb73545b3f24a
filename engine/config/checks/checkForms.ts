import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { ConfigTree } from '../configTree';
import { valueAt } from '../valueAt';
import { flatKeys } from './checkTranslations';
import { quoteList, type ConfigCheck } from './checkContext';

const translatedSchemaKeys = new Set(['title', 'description']);
const translatedUiKeys = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'ui:enumNames']);
/** Config files the composed config holds as they are (compose.ts): a ui:helpValues path reads the same number in the tree and in the portal. */
const wholeFiles = ['constants', 'http', 'security', 'copyTrading', 'errorCodes', 'funds', 'ibProgram'] as const;

/**
 * Form schemas are valid draft-07 JSON Schema (they are precompiled for the browser), their labels
 * are translation keys that exist, their widgets are registered and the config numbers their help
 * texts name (ui:helpValues) and their fields' limits name (limits) are numbers; a limit bounds a number field.
 */
export const checkForms: ConfigCheck = (ctx) => {
  const { tree, registries } = ctx;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const fallback = tree.locales.get(tree.languages.data.fallback);
  const keys = fallback ? flatKeys(fallback.data) : new Set<string>();
  const widgets = new Set(registries.formWidgets);

  for (const [id, loaded] of tree.forms) {
    try {
      ajv.compile(loaded.data.schema);
    } catch (error) {
      ctx.report(loaded, ['schema'], 'CONFIG_INVALID_VALUE', `form "${id}" is not valid JSON Schema: ${(error as Error).message}`);
    }
    const checkNumberPath = (path: unknown, at: (string | number)[]) => {
      if (typeof numberAt(tree, path) !== 'number')
        ctx.report(
          loaded,
          at,
          'CONFIG_INVALID_VALUE',
          `"${String(path)}" is not a number of config (${quoteList(wholeFiles)}, e.g. "ibProgram.withdrawal.minAmount")`,
        );
    };
    const visit = (value: unknown, path: (string | number)[], translated: Set<string>, inProperties = false) => {
      if (Array.isArray(value)) return value.forEach((v, i) => visit(v, [...path, i], translated));
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        const at = [...path, key];
        // Keys of "properties" are field names, not keywords.
        if (!inProperties && translated.has(key)) {
          for (const [i, text] of (Array.isArray(child) ? child : [child]).entries()) {
            if (typeof text === 'string' && !keys.has(text))
              ctx.report(loaded, Array.isArray(child) ? [...at, i] : at, 'CONFIG_UNKNOWN_I18N_KEY', `translation key "${text}" is not in the fallback locale`);
          }
        } else if (!inProperties && key === 'ui:helpValues') {
          for (const [name, path] of Object.entries((child ?? {}) as Record<string, unknown>)) checkNumberPath(path, [...at, name]);
        } else if (!inProperties && key === 'ui:widget' && typeof child === 'string' && !widgets.has(child)) {
          ctx.report(loaded, at, 'CONFIG_UNKNOWN_WIDGET', `"${child}" is not a registered form widget (known: ${quoteList(widgets)})`);
        } else {
          visit(child, at, translated, key === 'properties' && !inProperties);
        }
      }
    };
    visit(loaded.data.schema, ['schema'], translatedSchemaKeys);
    visit(loaded.data.uiSchema ?? {}, ['uiSchema'], translatedUiKeys);
    const fields = (loaded.data.schema.properties ?? {}) as Record<string, { type?: unknown }>;
    for (const [field, bounds] of Object.entries(loaded.data.limits ?? {})) {
      if (!['number', 'integer'].includes(String(fields[field]?.type)))
        ctx.report(loaded, ['limits', field], 'CONFIG_INVALID_VALUE', `"${field}" is not a number field of form "${id}" (its schema's properties)`);
      for (const [bound, path] of Object.entries(bounds)) checkNumberPath(path, ['limits', field, bound]);
    }
  }
};

/** The number a ui:helpValues path names ("ibProgram.withdrawal.minAmount"), read as the portal reads it from the composed config, else undefined. */
function numberAt(tree: ConfigTree, path: unknown): number | undefined {
  if (typeof path !== 'string') return undefined;
  const value = valueAt(Object.fromEntries(wholeFiles.map((kind) => [kind, tree[kind].data])), path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

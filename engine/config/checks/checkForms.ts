import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { flatKeys } from './checkTranslations';
import { quoteList, type ConfigCheck } from './checkContext';

const translatedSchemaKeys = new Set(['title', 'description']);
const translatedUiKeys = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'ui:enumNames']);

/**
 * Form schemas are valid draft-07 JSON Schema (they are precompiled for the browser), their labels
 * are translation keys that exist, and their widgets are registered.
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
        } else if (!inProperties && key === 'ui:widget' && typeof child === 'string' && !widgets.has(child)) {
          ctx.report(loaded, at, 'CONFIG_UNKNOWN_WIDGET', `"${child}" is not a registered form widget (known: ${quoteList(widgets)})`);
        } else {
          visit(child, at, translated, key === 'properties' && !inProperties);
        }
      }
    };
    visit(loaded.data.schema, ['schema'], translatedSchemaKeys);
    visit(loaded.data.uiSchema ?? {}, ['uiSchema'], translatedUiKeys);
  }
};

import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const virtualId = 'virtual:form-validators';
const resolvedId = '\0' + virtualId;

/**
 * Precompiles the validators of every config/forms/*.json at build time (ajv standalone code,
 * rewritten from CommonJS into ES modules), so forms validate in the browser under a CSP that
 * forbids eval. The browser imports them as `virtual:form-validators`: { [formId]: validators }.
 */
export function formValidatorsPlugin(formsDir: string): Plugin {
  return {
    name: 'portal-form-validators',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const files = readdirSync(formsDir)
        .filter((f) => f.endsWith('.json'))
        .sort();
      for (const file of files) this.addWatchFile(join(formsDir, file));
      return generateModule(
        files.map((file) => ({
          id: file.replace(/\.json$/, ''),
          schema: (JSON.parse(readFileSync(join(formsDir, file), 'utf8')) as { schema: object }).schema,
        })),
      );
    },
  };
}

export function generateModule(forms: { id: string; schema: object }[]): string {
  const imports = new Map<string, string>();
  const importName = (path: string) => {
    let name = imports.get(path);
    if (!name) {
      name = `__dep${imports.size}`;
      imports.set(path, name);
    }
    return name;
  };
  const bodies = forms.map(({ id, schema }) => {
    const code = compileSchemaValidatorsCode(schema as never)
      .replace(/^"use strict";\s*/, '')
      .replace(/require\("([^"]+)"\)/g, (_, path: string) => importName(path));
    return `  ${JSON.stringify(id)}: (() => {\n    const exports = {};\n${code}\n    return exports;\n  })(),`;
  });
  const header = [...imports].map(([path, name]) => `import * as ${name} from ${JSON.stringify(path)};`).join('\n');
  return `${header}\nexport default {\n${bodies.join('\n')}\n};\n`;
}

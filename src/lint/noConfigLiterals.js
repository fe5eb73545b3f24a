// ESLint rule: no brand, regulator, country or menu-id literal compared in code. Such a rule belongs
// in config as a predicate (`when:`), evaluated by engine/predicates. The literals are read from
// the config tree itself, so a new brand or regulator is covered without touching this rule.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { parse } from 'yaml';

/** @param {string} root */
export function configLiterals(root) {
  const idsIn = (dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((f) => f.endsWith('.yaml'))
          .map((f) => basename(f, '.yaml'))
      : [];
  const menuIds = [];
  const walk = (items) => items?.forEach((item) => (menuIds.push(item.id), walk(item.children)));
  for (const file of existsSync(join(root, 'config/menus')) ? readdirSync(join(root, 'config/menus')) : []) {
    walk(parse(readFileSync(join(root, 'config/menus', file), 'utf8'))?.items);
  }
  const countries = existsSync(join(root, 'config/catalog/countries.yaml'))
    ? parse(readFileSync(join(root, 'config/catalog/countries.yaml'), 'utf8')).countries.map((c) => c.id)
    : [];
  return {
    brands: new Set(idsIn('brands')),
    regulators: new Set(idsIn('regulators')),
    menuIds: new Set(menuIds),
    countryIds: new Set(countries),
  };
}

const countryLike = /country/i;
const menuLike = /menu|\bid\b|Id\b|\.id$/;

/** @type {import('eslint').Rule.RuleModule} */
export const noConfigLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow comparing brand, regulator, country or menu-id literals in code; use a config predicate instead.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      literal: '{{what}} literal {{value}} compared in code: express the condition as a `when:` predicate in config (engine/predicates).',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const literals = configLiterals(root);
    const source = context.sourceCode;

    /** What a literal is, given the expression it is compared with (undefined: not a config literal). */
    const classify = (literal, other) => {
      if (literal.type !== 'Literal') return undefined;
      const value = literal.value;
      if (typeof value === 'string') {
        if (literals.regulators.has(value)) return 'regulator';
        if (literals.brands.has(value)) return 'brand';
        if (literals.menuIds.has(value) && other && menuLike.test(source.getText(other))) return 'menu-id';
      }
      if (typeof value === 'number' && literals.countryIds.has(value) && other && countryLike.test(source.getText(other))) return 'country';
      return undefined;
    };
    const report = (node, what) => context.report({ node, messageId: 'literal', data: { what, value: source.getText(node) } });

    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        for (const [a, b] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          const what = classify(a, b);
          if (what) report(a, what);
        }
      },
      SwitchStatement(node) {
        for (const c of node.cases) {
          const what = c.test && classify(c.test, node.discriminant);
          if (what) report(c.test, what);
        }
      },
      // ['vfsc', 'vfsc2'].includes(regulator)
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || callee.property.name !== 'includes') return;
        if (callee.object.type !== 'ArrayExpression') return;
        for (const element of callee.object.elements) {
          const what = element && classify(element, node.arguments[0]);
          if (what) report(element, what);
        }
      },
    };
  },
};

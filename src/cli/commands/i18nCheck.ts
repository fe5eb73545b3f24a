import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatProblem, sortProblems, type ConfigProblem } from '../../../engine/config';
import { checkPacks } from '../../../engine/i18n';
import { parseOptions } from '../args';
import { loadConfigAt } from '../loadConfig';
import { projectRoot } from '../projectRoot';
import type { CommandResult } from '../result';

// Literal keys the code names: in t() calls, serverText() calls and *Key properties.
const keyPatterns = [
  /\bt\(\s*['"]([A-Za-z]\w*(?:\.[\w-]+)+)['"]/g,
  /\bserverText\([^,()]+,\s*['"]([A-Za-z]\w*(?:\.[\w-]+)+)['"]/g,
  /\b\w+Key:\s*['"]([A-Za-z]\w*(?:\.[\w-]+)+)['"]/g,
];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && name !== 'schemaTypes.ts' ? [full] : [];
  });
}

/** Literal i18n keys in src/ and engine/ with their file and line. */
export function codeKeysUnder(root: string): { file: string; line: number; key: string }[] {
  return ['src', 'engine'].flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((full) => {
      const text = readFileSync(full, 'utf8');
      const file = relative(root, full).split('\\').join('/');
      return keyPatterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ file, line: text.slice(0, m.index).split('\n').length, key: m[1]! })));
    }),
  );
}

/** portal i18n check [--root DIR] [--json]: the 22 language packs against en_US (see engine/i18n/checkPacks). */
export function i18nCheck(args: string[]): CommandResult {
  const opts = parseOptions(args, { root: { type: 'string' }, json: { type: 'boolean' } }, 'i18n check');
  const root = opts.root ? resolve(opts.root) : projectRoot;
  const load = loadConfigAt(root);
  const tree = load.tree;
  let problems: ConfigProblem[] = load.problems.filter((p) => p.code === 'CONFIG_UNKNOWN_I18N_KEY' || p.code === 'CONFIG_PARSE');
  if (tree) {
    const languages = tree.languages.data;
    problems.push(
      ...checkPacks({
        fallback: languages.fallback,
        languages: languages.languages.map((l) => l.code),
        packs: tree.locales,
        sameAsFallback: languages.sameAsFallback ?? { all: [] },
        codeKeys: codeKeysUnder(root),
      }),
    );
  }
  problems = sortProblems(problems);
  const ok = problems.length === 0;
  if (opts.json) return { exitCode: ok ? 0 : 1, stdout: JSON.stringify({ ok, problems }, null, 2) + '\n' };
  if (ok) {
    const keys = tree ? [...tree.locales.keys()].length : 0;
    return { exitCode: 0, stdout: `i18n ok: ${keys} language packs complete\n` };
  }
  return { exitCode: 1, stdout: problems.map(formatProblem).join('\n') + `\n${problems.length} problem${problems.length === 1 ? '' : 's'}\n` };
}

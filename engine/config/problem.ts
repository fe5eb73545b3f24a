/** Every problem found in config, in one shape, so the CLI, the studio and the startup error page agree. */
export const problemCodes = [
  'CONFIG_PARSE',
  'CONFIG_MISSING_FILE',
  'CONFIG_UNKNOWN_FILE',
  'CONFIG_UNKNOWN_KEY',
  'CONFIG_MISSING_KEY',
  'CONFIG_WRONG_TYPE',
  'CONFIG_NOT_ALLOWED',
  'CONFIG_INVALID_VALUE',
  'CONFIG_ID_MISMATCH',
  'CONFIG_DUPLICATE_ID',
  'CONFIG_UNKNOWN_BRAND',
  'CONFIG_UNKNOWN_REGULATOR',
  'CONFIG_UNKNOWN_ROUTE',
  'CONFIG_UNKNOWN_SCREEN',
  'CONFIG_UNKNOWN_MENU_ITEM',
  'CONFIG_UNKNOWN_STEP',
  'CONFIG_UNKNOWN_WIDGET',
  'CONFIG_UNKNOWN_ICON',
  'CONFIG_UNKNOWN_POLICY',
  'CONFIG_POLICY_CYCLE',
  'CONFIG_UNKNOWN_COUNTRY',
  'CONFIG_UNKNOWN_COUNTRY_GROUP',
  'CONFIG_UNKNOWN_CURRENCY',
  'CONFIG_UNKNOWN_ACCOUNT_TYPE',
  'CONFIG_UNKNOWN_PLATFORM',
  'CONFIG_UNKNOWN_TAG',
  'CONFIG_UNKNOWN_SWITCH',
  'CONFIG_UNKNOWN_LANGUAGE',
  'CONFIG_UNKNOWN_I18N_KEY',
  'CONFIG_I18N_MISSING_KEY',
  'CONFIG_I18N_EXTRA_KEY',
  'CONFIG_I18N_PLACEHOLDER',
  'CONFIG_I18N_PLURAL',
  'CONFIG_I18N_UNTRANSLATED',
  'CONFIG_UNKNOWN_CODE',
  'CONFIG_UNKNOWN_IMPLEMENTATION',
  'CONFIG_MISSING_IMAGE',
] as const;

export type ProblemCode = (typeof problemCodes)[number];

export interface ConfigProblem {
  /** Path relative to the config root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer into the file's data ('' for the whole file). */
  pointer: string;
  code: ProblemCode;
  message: string;
}

export function formatProblem(p: ConfigProblem): string {
  return `${p.file}:${p.line}:${p.column} ${p.pointer || '/'}: ${p.message} [${p.code}]`;
}

export function sortProblems(problems: ConfigProblem[]): ConfigProblem[] {
  // A file that does not parse comes first: the first thing to mend (what refers to it is not reported: knownNames).
  const parse = (p: ConfigProblem) => (p.code === 'CONFIG_PARSE' ? 0 : 1);
  return [...problems].sort(
    (a, b) => parse(a) - parse(b) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code),
  );
}

/** Thrown where a caller asks for something config does not have (an unknown brand, say). */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly code: ProblemCode,
    readonly validValues: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

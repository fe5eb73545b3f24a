import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in how the command was called: one line, exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs with one-line errors that name the valid options. */
export function parseOptions<O extends Options>(args: string[], options: O, command: string) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const valid = Object.keys(options)
      .map((o) => `--${o}`)
      .join(', ');
    const message = (error as Error).message.split('\n')[0]?.replace(/\. To specify a positional.*$/, '') ?? 'bad arguments';
    throw new UsageError(`portal ${command}: ${message} (valid options: ${valid})`);
  }
}

export function requireOneOf(value: string | undefined, valid: readonly string[], what: string, command: string): string {
  if (value === undefined || !valid.includes(value)) {
    const shown = value === undefined ? 'missing' : `unknown ${what} "${value}"`;
    throw new UsageError(`portal ${command}: ${shown} (valid ${what}s: ${valid.join(', ')})`);
  }
  return value;
}

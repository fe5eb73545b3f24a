import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../engine/config';
import { UsageError } from './args';
import { commands, type CommandSpec } from './commandTable';
import { projectRoot } from './projectRoot';

const version = (): string => (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

const column = (rows: [string, string][]) => {
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`).join('\n');
};

/** The list of commands (all, or those of one group such as "kyc"). */
function overview(group?: string): string {
  const shown = Object.entries(commands).filter(([name]) => !group || name.startsWith(`${group} `));
  return (
    `usage: portal ${group ?? '<command>'} ${group ? '<subcommand> ' : ''}[options]\n\n` +
    `${column(shown.map(([name, spec]) => [name, spec.summary.split('. ')[0]!.replace(/\.$/, '')]))}\n\n` +
    `Run "portal ${group ? `${group} <subcommand>` : '<command>'} --help" for a command's options. "portal --version" prints the version.\n` +
    'Exit codes: 0 ok, 1 failure (problems found, a step that differs), 2 wrong usage.\n'
  );
}

function commandHelp(spec: CommandSpec): string {
  const options = Object.entries(spec.options);
  return `usage: portal ${spec.usage}\n\n${spec.summary}\n\noptions:\n${column([...options, ['--help', 'print this help']])}\n`;
}

const wantsHelp = (args: string[]) => args.some((a) => a === '--help' || a === '-h');
const groups = () =>
  new Set(
    Object.keys(commands)
      .filter((n) => n.includes(' '))
      .map((n) => n.split(' ')[0]!),
  );

/**
 * The `portal` command: --help anywhere prints usage and exits 0 before anything runs (no side
 * effect); --version prints the package version; errors go to stderr; exit 0 ok, 1 failure, 2 usage.
 */
export async function main(argv: string[]): Promise<number> {
  const [first, second, ...rest] = argv;
  if (first === '--version' || first === '-V') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (!first || first === '--help' || first === '-h' || (first === 'help' && !second)) {
    (first ? process.stdout : process.stderr).write(overview());
    return first ? 0 : 2;
  }
  if (first === 'help') return main([...argv.slice(1), '--help']);
  const two = `${first} ${second ?? ''}`.trim();
  const [name, args] = commands[two] ? [two, rest] : [first, argv.slice(1)];
  const spec = commands[name];
  if (!spec) {
    if (groups().has(first) && (!second || second.startsWith('-'))) {
      const help = wantsHelp(argv);
      (help ? process.stdout : process.stderr).write(overview(first));
      return help ? 0 : 2;
    }
    process.stderr.write(`portal: unknown command "${two}" (valid commands: ${Object.keys(commands).join(', ')}; see portal --help)\n`);
    return 2;
  }
  if (wantsHelp(args)) {
    process.stdout.write(commandHelp(spec));
    return 0;
  }
  try {
    const result = await spec.run(args);
    if (result.stdout) process.stdout.write(result.stdout);
    if (result.stderr) process.stderr.write(result.stderr);
    return result.exitCode;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(error.message + '\n');
      return 2;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`portal: ${error.message}${error.validValues.length ? ` (valid: ${error.validValues.join(', ')})` : ''}\n`);
      return 2;
    }
    const exitCode = (error as { exitCode?: number }).exitCode;
    process.stderr.write(`portal: ${(error as Error).message}\n`);
    return exitCode ?? 1;
  }
}

import { ConfigError } from '../../engine/config';
import { UsageError } from './args';
import { bench } from './commands/bench';
import { kycDiagram } from './commands/kyc/kycDiagram';
import { kycPaths } from './commands/kyc/kycPaths';
import { kycReplay } from './commands/kyc/kycReplay';
import { kycReview } from './commands/kyc/kycReview';
import { userAdd } from './commands/kyc/userAdd';
import { configCheck } from './commands/configCheck';
import { configShow } from './commands/configShow';
import { i18nCheck } from './commands/i18nCheck';
import { accountsReview, destinationsReview, fundsReview } from './commands/fundsReview';
import { menu } from './commands/menu';
import { outbox } from './commands/outbox';
import { securityRebind, userClone } from './commands/user';
import { schemaTypes } from './commands/schemaTypes';
import { seed } from './commands/seed';
import { start } from './commands/start';
import { projectRoot } from './projectRoot';
import type { CommandResult } from './result';

type Command = (args: string[]) => CommandResult | Promise<CommandResult>;

const commands: Record<string, Command> = {
  'config check': configCheck,
  'config show': configShow,
  'i18n check': i18nCheck,
  menu,
  'schema types': (args) => schemaTypes(projectRoot, args.includes('--check')),
  bench,
  seed,
  start,
  outbox,
  'user clone': userClone,
  'security rebind': securityRebind,
  'kyc replay': kycReplay,
  'kyc paths': kycPaths,
  'kyc diagram': kycDiagram,
  'kyc review': kycReview,
  'user add': userAdd,
  'accounts review': accountsReview,
  'funds review': fundsReview,
  'destinations review': destinationsReview,
};

const usage = `usage: portal <command> [options]

  config check [--root DIR] [--json]          validate every brand x regulator composition
  config show --brand B --regulator R [--json] print the composed config
  i18n check [--root DIR] [--json]            the language packs against en_US: keys, placeholders, plurals, untranslated text, keys the code uses
  menu --brand B --regulator R [--sub-user] [--permissions 1,3] [--in-app] [--country ID] [--json] [--explain]
                                              the resolved IB menu
  schema types [--check]                      generate engine/config/schemaTypes.ts from schemas/
  start [--port N] [--db FILE] [--brand B] [--no-build]
                                              build the portal if needed, seed an empty database, serve
  seed [--scale demo|large] [--db FILE] [--reset]
                                              fill a database with the deterministic demo data
  outbox --email E [--last N] [--db FILE] [--json]
                                              the e-mails and SMS codes the server sent to a user
  user clone --from E --email E2 [--db FILE]   a fresh copy of a demo user (QA, end-to-end runs)
  security rebind --email E [--db FILE]        make a user set the authenticator up again
  kyc replay --flow F --events LOG.json [--expect STATES.json]
                                              replay a recorded event log through a KYC flow; exit 1 at the first step that differs
  kyc paths --flow F [--simple] [--input NAME] --out DIR
                                              shortest (or simple) paths of a flow as replayable logs
  kyc diagram --flow F                        a flow as a Mermaid state diagram
  kyc review --email E --module N --decision approve|reject [--reason TEXT] [--db FILE]
                                              staff decision on a submitted KYC module
  user add --email E [--name N] [--regulator R] [--country CC] [--phone DIGITS] [--verified 1,2,3] [--db FILE]
                                              a new client (password Demo#2026) for QA
  accounts review --email E --account N --decision approve|reject [--reason TEXT] [--db FILE]
                                              the staff audit of a live trading account
  funds review (--deposit ID --decision approve|reject|STATUS | --withdrawal ID --decision process|complete|reject) [--db FILE]
                                              staff moves of deposits along their lifecycle (1-11) and of withdrawals
  destinations review --email E [--id N] --decision approve|reject [--reason TEXT] [--db FILE]
                                              staff verification of a saved bank account (default: the user's newest pending one)
  bench [--only NAME]                          run the benchmarks
`;

export async function main(argv: string[]): Promise<number> {
  const [first, second, ...rest] = argv;
  if (!first || first === '--help' || first === '-h' || first === 'help') {
    process.stdout.write(usage);
    return first ? 0 : 2;
  }
  const two = `${first} ${second ?? ''}`.trim();
  const [name, args] = commands[two] ? [two, rest] : [first, argv.slice(1)];
  const command = commands[name];
  if (!command) {
    process.stderr.write(`portal: unknown command "${two}" (valid commands: ${Object.keys(commands).join(', ')})\n`);
    return 2;
  }
  try {
    const result = await command(args);
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

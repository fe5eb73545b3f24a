import type { CommandResult } from './result';

export type Command = (args: string[]) => CommandResult | Promise<CommandResult>;

/**
 * A command loaded when it runs: `portal outbox` need not load the server, the bundler and Chromium's driver that other
 * commands use (loading them all took seconds per call, and the e2e tests call the CLI often).
 */
const lazy =
  <Name extends string>(load: () => Promise<Record<Name, Command>>, name: Name): Command =>
  async (args) =>
    (await load())[name](args);

/** A command of the `portal` CLI: how it is called, what it does, its options (for --help), and how it runs. */
export interface CommandSpec {
  usage: string;
  summary: string;
  options: Record<string, string>;
  run: Command;
}

const db = { '--db FILE': 'the SQLite file (default: PORTAL_DB or data/portal.db)' };
const json = { '--json': 'print the result as JSON' };

/** Every command by its name ("group sub" for two-word commands). `portal --help` lists them in this order. */
export const commands: Record<string, CommandSpec> = {
  'config check': {
    usage: 'config check [--root DIR] [--json]',
    summary: 'Validates every brand x regulator composition; every problem as file:line:column pointer: message [CODE]. Exit 1 on problems.',
    options: { '--root DIR': 'the project tree to check (default: this one)', ...json },
    run: lazy(() => import('./commands/configCheck'), 'configCheck'),
  },
  'config show': {
    usage: 'config show --brand B --regulator R [--json]',
    summary: 'Prints the composed config of one brand and regulator.',
    options: { '--brand B': 'a brand of brands/', '--regulator R': 'a regulator of regulators/', ...json },
    run: lazy(() => import('./commands/configShow'), 'configShow'),
  },
  'i18n check': {
    usage: 'i18n check [--root DIR] [--json]',
    summary:
      'Checks every language pack against en_US: missing or extra keys, placeholders, plural categories, untranslated text, keys used in code and config. Exit 1 on problems.',
    options: { '--root DIR': 'the project tree to check (default: this one)', ...json },
    run: lazy(() => import('./commands/i18nCheck'), 'i18nCheck'),
  },
  menu: {
    usage: 'menu --brand B --regulator R [--sub-user] [--permissions 1,3] [--in-app] [--country ID] [--json] [--explain]',
    summary: 'The resolved IB menu for a context; --explain lists hidden items and why.',
    options: {
      '--brand B': 'a brand',
      '--regulator R': 'a regulator',
      '--sub-user': 'as a sub-user',
      '--permissions 1,3': "the sub-user's permission ids",
      '--in-app': "inside the mobile app's webview",
      '--country ID': 'the country id',
      '--explain': 'list hidden items with the reason',
      ...json,
    },
    run: lazy(() => import('./commands/menu'), 'menu'),
  },
  'schema types': {
    usage: 'schema types [--check] [--json]',
    summary: 'Generates engine/config/schemaTypes.ts from schemas/; --check only reports whether it is stale (exit 1).',
    options: { '--check': 'do not write; exit 1 when the file is stale', ...json },
    run: lazy(() => import('./commands/schemaTypes'), 'schemaTypes'),
  },
  start: {
    usage: 'start [--port N] [--host H] [--db FILE] [--brand B] [--root DIR] [--no-build] [--dev] [--quiet]',
    summary:
      'Builds the portal when its sources changed, seeds an empty database and serves the portal, the studio and the reference API (over HTTPS and HTTP/2 when PORTAL_TLS_CERT and PORTAL_TLS_KEY name a certificate and its key); reloads config when its files change.',
    options: {
      '--port N': 'port (default: PORT or 8080)',
      '--host H': 'address to bind (default: HOST)',
      ...db,
      '--brand B': 'the brand served',
      '--root DIR': 'serve (and watch) the config tree under DIR: config/, brands/, regulators/, schemas/ (default: this project)',
      '--no-build': 'serve the last build as it is',
      '--dev': 'serve through Vite (HMR)',
      '--quiet': 'print nothing',
    },
    run: lazy(() => import('./commands/start'), 'start'),
  },
  seed: {
    usage: 'seed [--scale demo|large] [--db FILE] [--reset] [--brand B] [--json]',
    summary: 'Fills a database with the deterministic demo data.',
    options: {
      '--scale demo|large': 'demo users, or an IB with 100,000 clients too',
      ...db,
      '--reset': 'delete the database first',
      '--brand B': 'the brand of the demo users',
      ...json,
    },
    run: lazy(() => import('./commands/seed'), 'seed'),
  },
  outbox: {
    usage: 'outbox --email E [--last N] [--db FILE] [--json]',
    summary: 'The e-mails and SMS codes the server sent to a user.',
    options: { '--email E': 'the user', '--last N': 'only the last N messages', ...db, ...json },
    run: lazy(() => import('./commands/outbox'), 'outbox'),
  },
  'chat reply': {
    usage: 'chat reply --email E --text T [--staff NAME] [--db FILE] [--json]',
    summary: "A support answer in a user's chat conversation; it appears in the user's chat widget.",
    options: { '--email E': 'the user whose conversation to answer', '--text T': 'the answer', '--staff NAME': 'who answers (default: $USER)', ...db, ...json },
    run: lazy(() => import('./commands/chat'), 'chatReply'),
  },
  'chat list': {
    usage: 'chat list [--db FILE] [--json]',
    summary: 'Support chat conversations with their tags and messages, most recently active first.',
    options: { ...db, ...json },
    run: lazy(() => import('./commands/chat'), 'chatList'),
  },
  'errors list': {
    usage: 'errors list [--last N] [--db FILE] [--json]',
    summary: 'Browser error reports the portal sent (uncaught errors, unhandled rejections), newest first.',
    options: { '--last N': 'only the last N reports (default 50)', ...db, ...json },
    run: lazy(() => import('./commands/errorsList'), 'errorsList'),
  },
  'user add': {
    usage: 'user add --email E [--name N] [--regulator R] [--country CC] [--phone DIGITS] [--verified 1,2,3] [--db FILE] [--json]',
    summary: 'A new client (password Demo#2026) for QA, optionally with KYC modules verified.',
    options: {
      '--email E': 'its e-mail',
      '--name N': 'its name',
      '--regulator R': 'its regulator',
      '--country CC': 'its country code',
      '--phone DIGITS': 'its phone',
      '--verified 1,2,3': 'KYC modules to mark verified',
      ...db,
      ...json,
    },
    run: lazy(() => import('./commands/kyc/userAdd'), 'userAdd'),
  },
  'user clone': {
    usage: 'user clone --from E --email E2 [--db FILE] [--json]',
    summary: 'A fresh copy of a demo user with its KYC state, accounts and balances.',
    options: { '--from E': 'the user to copy', '--email E2': 'the new user', ...db, ...json },
    run: lazy(() => import('./commands/user'), 'userClone'),
  },
  'security rebind': {
    usage: 'security rebind --email E [--db FILE] [--json]',
    summary: 'Makes a user set the authenticator up again.',
    options: { '--email E': 'the user', ...db, ...json },
    run: lazy(() => import('./commands/user'), 'securityRebind'),
  },
  'kyc replay': {
    usage: 'kyc replay --flow F --events LOG.json [--expect STATES.json] [--lenient] [--json]',
    summary:
      'Replays a recorded event log through a KYC flow, one line per step. Exit 1 at the first step that differs from its expectation or whose event the state does not accept.',
    options: {
      '--flow F': 'the flow (default: the one the log names)',
      '--events LOG.json': 'the recorded log ({ flow, input, events, states? } or a list of events)',
      '--expect STATES.json': 'the states expected after each step (default: the states of the log)',
      '--lenient': 'an event the state does not accept is ignored, not a failure',
      ...json,
    },
    run: lazy(() => import('./commands/kyc/kycReplay'), 'kycReplay'),
  },
  'kyc paths': {
    usage: 'kyc paths --flow F [--simple] [--input NAME] --out DIR [--json]',
    summary: 'Shortest (or simple) paths of a flow (xstate/graph) written as replayable logs.',
    options: {
      '--flow F': 'the flow',
      '--simple': 'simple paths instead of shortest',
      '--input NAME': 'one named input of the flow (qa.inputs)',
      '--out DIR': 'where the logs go',
      ...json,
    },
    run: lazy(() => import('./commands/kyc/kycPaths'), 'kycPaths'),
  },
  'kyc diagram': {
    usage: 'kyc diagram --flow F [--json]',
    summary: 'A flow as a Mermaid state diagram (with --json: its states and transitions).',
    options: { '--flow F': 'the flow', ...json },
    run: lazy(() => import('./commands/kyc/kycDiagram'), 'kycDiagram'),
  },
  'kyc coverage': {
    usage: 'kyc coverage --flow F --logs DIR [--min-states PCT] [--min-transitions PCT] [--json]',
    summary: 'Which states and transitions of a flow the logs in a folder visit. Exit 1 below the minimums.',
    options: {
      '--flow F': 'the flow',
      '--logs DIR': 'a folder of recorded logs (logs of other flows are skipped)',
      '--min-states PCT': 'fail below this share of states visited',
      '--min-transitions PCT': 'fail below this share of transitions taken',
      ...json,
    },
    run: lazy(() => import('./commands/kyc/kycCoverage'), 'kycCoverage'),
  },
  'kyc log': {
    usage: 'kyc log --email E [--module N] [--out DIR] [--db FILE] [--json]',
    summary: "A user's recorded KYC module-status transitions as replayable logs of the moduleStatus flow (one per module).",
    options: { '--email E': 'the user', '--module N': 'only this module (prints its log)', '--out DIR': 'write one log file per module', ...db, ...json },
    run: lazy(() => import('./commands/kyc/kycLog'), 'kycLog'),
  },
  'kyc review': {
    usage: 'kyc review --email E --module N --decision approve|reject [--reason TEXT] [--db FILE] [--json]',
    summary: 'Staff decision on a submitted KYC module.',
    options: {
      '--email E': 'the user',
      '--module N': 'the module code',
      '--decision approve|reject': 'the decision',
      '--reason TEXT': 'the reason shown to the user',
      '--staff NAME': 'who decides',
      ...db,
      ...json,
    },
    run: lazy(() => import('./commands/kyc/kycReview'), 'kycReview'),
  },
  'accounts review': {
    usage: 'accounts review --email E --account N --decision approve|reject [--reason TEXT] [--db FILE] [--json]',
    summary: 'The staff audit of a live trading account.',
    options: {
      '--email E': 'the user',
      '--account N': 'the account number',
      '--decision approve|reject': 'the decision',
      '--reason TEXT': 'the reason shown to the user',
      ...db,
      ...json,
    },
    run: lazy(() => import('./commands/fundsReview'), 'accountsReview'),
  },
  'funds review': {
    usage: 'funds review (--deposit ID --decision approve|reject|STATUS | --withdrawal ID --decision process|complete|reject) [--db FILE] [--json]',
    summary: 'Staff moves of deposits along their lifecycle and of withdrawals (a rejection pays the money back).',
    options: { '--deposit ID': 'a deposit', '--withdrawal ID': 'a withdrawal', '--decision D': 'the move', '--reason TEXT': 'the reason', ...db, ...json },
    run: lazy(() => import('./commands/fundsReview'), 'fundsReview'),
  },
  'destinations review': {
    usage: 'destinations review --email E [--id N] --decision approve|reject [--reason TEXT] [--db FILE] [--json]',
    summary: "Staff verification of a saved bank account (default: the user's newest one waiting for staff).",
    options: {
      '--email E': 'whose bank account',
      '--id N': 'the bank account (payment destination id)',
      '--decision D': 'approve or reject',
      '--reason TEXT': 'the reason the client sees (reject)',
      ...db,
      ...json,
    },
    run: lazy(() => import('./commands/fundsReview'), 'destinationsReview'),
  },
  'promotions report': {
    usage: 'promotions report --id ID [--db FILE] [--json]',
    summary: "A promotion's participants and the money it credited and forfeited.",
    options: { '--id ID': 'a promotion id of config/catalog/promotions.yaml', ...db, ...json },
    run: lazy(() => import('./commands/promotions'), 'promotionsReport'),
  },
  'copytrading next-trade': {
    usage: 'copytrading next-trade [--db FILE] [--json]',
    summary:
      "The simulation's next trade of every signal provider, copied to the active copies by their allocation (deterministic); then the promotions' trade job (cashback, bonus release).",
    options: { ...db, ...json },
    run: lazy(() => import('./commands/promotions'), 'copyTradingNextTrade'),
  },
  'copytrading settle-fees': {
    usage: 'copytrading settle-fees [--db FILE] [--json]',
    summary: 'Settles the performance fee of every copy whose period ended (high-water mark; once per period).',
    options: { ...db, ...json },
    run: lazy(() => import('./commands/promotions'), 'copyTradingSettleFees'),
  },
  'staff add': {
    usage: 'staff add --email E --role viewer|editor [--name N] [--db FILE] [--json]',
    summary: 'A config-studio account (password from PORTAL_STAFF_PASSWORD).',
    options: { '--email E': 'its e-mail', '--role viewer|editor': 'viewers see, editors save', '--name N': 'its name', ...db, ...json },
    run: lazy(() => import('./commands/staffAdd'), 'staffAdd'),
  },
  bench: {
    usage: 'bench [--only NAME[,NAME]] [--json]',
    summary: 'Runs the benchmarks (npm run bench).',
    options: { '--only NAME': 'only these benchmarks', ...json },
    run: lazy(() => import('./commands/bench'), 'bench'),
  },
};

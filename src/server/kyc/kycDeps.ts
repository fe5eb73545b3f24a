import type { ServerContext } from '../context';

/** What the KYC services need: the database, the clock and the config. The CLI builds one without a server. */
export type KycDeps = Pick<ServerContext, 'db' | 'clock' | 'config'> & { load?: ServerContext['load'] };

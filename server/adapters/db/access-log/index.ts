import type { Kysely } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyAccessLogRepository } from './access-log-repository';

export type { AccessLogsTable } from './tables';

/** The access log's repository, over a database or a transaction. */
export function accessLogRepositories(db: Kysely<Tables>) {
  return { accessLogs: new KyselyAccessLogRepository(db) };
}

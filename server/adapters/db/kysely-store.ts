import type { Kysely } from 'kysely';
import type { Repositories, Store } from '../../application/shared/ports';
import { KyselyAccessLogRepository } from './access-log/access-log-repository';
import { KyselyAccountRepository } from './accounts/account-repository';
import { KyselyAlumniDirectoryRepository } from './directory/alumni-directory-repository';
import { KyselyAttemptThrottleRepository } from './shared/attempt-throttle-repository';
import {
  KyselyAuthCodeRepository,
  KyselyConsentRepository,
  KyselyPasswordResetRepository,
  KyselySessionRepository,
} from './accounts/auth-repositories';
import { KyselyFileRepository } from './files/file-repository';
import { readsOf } from './shared/database';
import { kyselyRunner, type QueryRunner } from './shared/prepared-query';
import type { DatabaseSchema } from './shared/schema';

function repositoriesOver(db: Kysely<DatabaseSchema>, reads: QueryRunner): Repositories {
  return {
    accounts: new KyselyAccountRepository(db, reads),
    consents: new KyselyConsentRepository(db),
    authCodes: new KyselyAuthCodeRepository(db),
    sessions: new KyselySessionRepository(db, reads),
    passwordResets: new KyselyPasswordResetRepository(db),
    files: new KyselyFileRepository(db),
    accessLogs: new KyselyAccessLogRepository(db),
    alumniDirectory: new KyselyAlumniDirectoryRepository(db),
    throttles: new KyselyAttemptThrottleRepository(db),
  };
}

/**
 * The repositories over one database, and transactions over them. The hot path's prepared
 * queries run on the database's own runner outside transactions (readsOf); inside one, through
 * the transaction.
 */
export function kyselyStore(db: Kysely<DatabaseSchema>): Store {
  return {
    ...repositoriesOver(db, readsOf(db)),
    transaction: (work) =>
      db.transaction().execute((trx) => work(repositoriesOver(trx, kyselyRunner(trx)))),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { AccountStatus, MemberRole } from '../../src/domain/shared/member/member-profile';
import {
  DEMO_ADMINISTRATOR,
  type DemoPerson,
  demoPeople,
} from '../../src/domain/shared/demo/demo-people';
import { demoDonations } from '../../src/domain/donations/demo-donations';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';
import { CONSENT_KINDS, CONSENT_VERSIONS } from '../../src/domain/accounts';
import { type AccountRecord, NO_PASSWORD_HASH, NOT_LOCKED } from '../domain/shared/account';
import type { RootPorts } from '../composition/root-ports';
import { filesDependenciesOf } from '../composition/files';
import { createFilesServices } from '../application/files';
import type { SeedPorts } from './seed-ports';
import { type PasswordHasher, PasswordHasherBusyError } from '../application/shared/ports';
import { seedDemoAlbums } from './demo-albums';
import { seedDemoCompanies } from './demo-companies';
import { seedDemoLibrary } from './demo-library';
import { seedDemoDisclosure } from './demo-disclosure';
import { seedDemoDonations } from './demo-donations';
import { seedDemoDues } from './demo-dues';
import { seedDemoEvents } from './demo-events';
import { seedDemoNotices } from './demo-notices';
import { seedDemoHistory } from './demo-history';
import { seedDemoOrganization } from './demo-organization';
import { seedDemoPages } from './demo-pages';

/**
 * Demo content for a new, empty database (SEED_DEMO_DATA=false turns it off): the demo data set
 * of the domain (src/domain/shared/demo/ and each feature's demo-*.ts), the one `npm run demo`'s
 * fake backend holds: the same administrator, member, applicants and forty alumni, notices,
 * history, funds, gifts, scholarships and documents; here also the pages' and albums' pictures.
 * The sign-in accounts get random passwords (not the fake's, written in the sources), printed
 * at start and kept in DATA_DIR/demo-accounts.txt (mode 0600); the other alumni have no
 * password (NO_PASSWORD_HASH: nobody signs in as them, and the sign-in takes as long for them).
 *
 * A database that has accounts costs one count; the password hashes are asked for at once (the
 * hashing pool runs as many together as it has threads) and made while the content is written.
 */

export interface DemoAccount {
  readonly userId: string;
  readonly password: string;
  readonly role: MemberRole;
  readonly status: AccountStatus;
  readonly description: string;
}

export async function seedDemoDataIfEmpty(
  ports: RootPorts,
  dataDir: string,
): Promise<readonly DemoAccount[] | null> {
  const { store } = ports;
  if ((await store.accounts.count()) > 0) return null;
  const thisYear = calendarDateOf(ports.clock.now()).year;
  const people = demoPeople(thisYear);
  const signIns = people.filter((person) => person.signsIn);
  const accounts: DemoAccount[] = signIns.map((person) => ({
    userId: person.userId,
    password: demoPassword(ports),
    role: person.role,
    status: person.status,
    description: person.description,
  }));
  // The hashes are made on the pool's threads while the content is seeded; the accounts come
  // first, with no usable password (the content names them), and the sign-in accounts get
  // their hashes at the end.
  const hashing = hashAll(
    ports.hasher,
    accounts.map((account) => account.password),
  );
  hashing.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  for (const person of people) {
    await store.accounts.insert(accountRecord(ports, person, NO_PASSWORD_HASH));
  }

  await seedDemoConsents(
    ports,
    people.map((person) => person.userId),
  );
  // The seeds store files as the files feature does, through its entry.
  const seeding: SeedPorts = {
    ...ports,
    fileGroups: createFilesServices(filesDependenciesOf(ports)).fileGroups,
  };
  const office = DEMO_ADMINISTRATOR.userId;
  const members = people.filter(
    (person) => person.role === 'member' && person.status === 'approved',
  );
  const donations = demoDonations(calendarDateOf(ports.clock.now()), members);
  await seedDemoNotices(seeding, office, donations.scholarships);
  // The albums' photos are drawn on libvips's threads while this one draws the documents' PDFs
  // (the writes take turns on the database's connection): the first start is shorter.
  await Promise.all([
    seedDemoAlbums(seeding, office),
    (async () => {
      await seedDemoPages(seeding, office);
      await seedDemoHistory(seeding);
      await seedDemoOrganization(seeding);
      await seedDemoCompanies(seeding, office);
      await seedDemoLibrary(seeding, office);
      await seedDemoDonations(ports, office, donations);
      await seedDemoDisclosure(seeding, office);
      await seedDemoDues(
        ports,
        office,
        members.map((member) => member.userId),
      );
      await seedDemoEvents(ports, office, members);
    })(),
  ]);
  const hashes = await hashing;
  for (const [index, account] of accounts.entries()) {
    await store.accounts.update(account.userId, {
      passwordHash: hashes[index] ?? NO_PASSWORD_HASH,
    });
  }
  writeDemoAccounts(dataDir, accounts);
  return accounts;
}

/**
 * The consents each demo account gave at sign-up (so /me's 동의 내역 and the office's member
 * detail show them): the required ones by all, the optional mail by two in three.
 */
async function seedDemoConsents(ports: RootPorts, userIds: readonly string[]) {
  const recordedAt = ports.clock.now().toISOString();
  await ports.store.consents.insert(
    userIds.flatMap((userId, index) =>
      CONSENT_KINDS.map((kind) => ({
        consentId: ports.random.id(),
        userId,
        kind,
        version: CONSENT_VERSIONS[kind],
        agreed: kind !== 'marketing' || index % 3 !== 2,
        recordedAt,
      })),
    ),
  );
}

/**
 * Every password's hash, all asked for at once. Those the pool refuses (its queue is full:
 * PASSWORD_HASH_QUEUE below 3) are hashed one after another once the others are done.
 */
async function hashAll(hasher: PasswordHasher, passwords: readonly string[]): Promise<string[]> {
  const first = await Promise.allSettled(passwords.map((password) => hasher.hash(password)));
  const hashes: string[] = [];
  for (const [index, result] of first.entries()) {
    if (result.status === 'fulfilled') hashes.push(result.value);
    else if (result.reason instanceof PasswordHasherBusyError)
      hashes.push(await hasher.hash(passwords[index] ?? ''));
    else throw result.reason;
  }
  return hashes;
}

function accountRecord(ports: RootPorts, person: DemoPerson, passwordHash: string): AccountRecord {
  const now = ports.clock.now().toISOString();
  const { description: _description, signsIn: _signsIn, ...profile } = person;
  return {
    ...profile,
    passwordHash,
    profileImageMstId: null,
    statusReason: null,
    createdAt: now,
    updatedAt: now,
    approvedAt: person.status === 'approved' ? now : null,
    approvedBy: person.status === 'approved' ? 'demo-seed' : null,
    withdrawnAt: null,
    ...NOT_LOCKED,
  };
}

/** Letters, digits and a symbol: passes the site's password rules. */
function demoPassword(ports: RootPorts): string {
  return `Hanbit-${ports.random.token(9)}7`;
}

function writeDemoAccounts(dataDir: string, accounts: readonly DemoAccount[]): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lines = accounts.map(
    (account) => `${account.userId}\t${account.password}\t${account.description}`,
  );
  fs.writeFileSync(path.join(dataDir, 'demo-accounts.txt'), `${lines.join('\n')}\n`, {
    mode: 0o600,
  });
}

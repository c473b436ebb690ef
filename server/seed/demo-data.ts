import fs from 'node:fs';
import path from 'node:path';
import type { Faker } from '@faker-js/faker';
import type { PostalAddress } from '../../src/domain/shared/address/address';
import type { DirectoryPrivacy } from '../../src/domain/shared/member/directory-privacy';
import type { AccountStatus, MemberRole } from '../../src/domain/shared/member/member-profile';
import { CONSENT_KINDS, CONSENT_VERSIONS } from '../../src/domain/accounts';
import { type AccountRecord, NOT_LOCKED } from '../domain/shared/account';
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
import { seedDemoNotices } from './demo-notices';
import { seedDemoHistory } from './demo-history';
import { seedDemoOrganization } from './demo-organization';
import { seedDemoPages } from './demo-pages';

/**
 * Demo content for a new, empty database (SEED_DEMO_DATA=false turns it off): one
 * administrator, one approved member and one pending member to sign in with, a few dozen
 * approved alumni with Korean names (faker's ko locale) for the directory, a dozen notices, the
 * pages of text, two photo albums for each gallery, the timeline and past presidents, and eight
 * alumni's companies (two awaiting the office's approval) and four documents in 자료실. The three sign-in accounts get random
 * passwords, printed at start and kept in DATA_DIR/demo-accounts.txt (mode 0600); the other
 * alumni share one random password that is written nowhere.
 *
 * A database that has accounts costs one count: faker and its Korean locale are loaded only to
 * seed, and the four password hashes are asked for at once (the hashing pool runs as many
 * together as it has threads).
 */

export interface DemoAccount {
  readonly userId: string;
  readonly password: string;
  readonly role: MemberRole;
  readonly status: AccountStatus;
  readonly description: string;
}

/** The school opened in 1926; its first class graduated in 1929 (class numbers count from it). */
const FIRST_GRADUATION_YEAR = 1929;
const DIRECTORY_MEMBERS = 40;

/** Real road addresses (public buildings) with their legal-district codes. */
const ADDRESSES: readonly PostalAddress[] = [
  {
    zonecode: '06236',
    addr: '서울 강남구 테헤란로 152',
    daddr: '',
    city: '1100000000',
    sgg: '1168000000',
    sido: '서울',
    sigungu: '강남구',
  },
  {
    zonecode: '03172',
    addr: '서울 종로구 세종대로 175',
    daddr: '',
    city: '1100000000',
    sgg: '1111000000',
    sido: '서울',
    sigungu: '종로구',
  },
  {
    zonecode: '48099',
    addr: '부산 해운대구 해운대해변로 264',
    daddr: '',
    city: '2600000000',
    sgg: '2635000000',
    sido: '부산',
    sigungu: '해운대구',
  },
  {
    zonecode: '34141',
    addr: '대전 유성구 대학로 99',
    daddr: '',
    city: '3000000000',
    sgg: '3020000000',
    sido: '대전',
    sigungu: '유성구',
  },
  {
    zonecode: '61186',
    addr: '광주 북구 용봉로 77',
    daddr: '',
    city: '2900000000',
    sgg: '2917000000',
    sido: '광주',
    sigungu: '북구',
  },
  {
    zonecode: '30151',
    addr: '세종특별자치시 한누리대로 2130',
    daddr: '',
    city: '3600000000',
    sgg: '3611000000',
    sido: '세종특별자치시',
    sigungu: '',
  },
  {
    zonecode: '13494',
    addr: '경기 성남시 분당구 판교역로 235',
    daddr: '',
    city: '4100000000',
    sgg: '4113500000',
    sido: '경기',
    sigungu: '성남시 분당구',
  },
  {
    zonecode: '21998',
    addr: '인천 연수구 컨벤시아대로 165',
    daddr: '',
    city: '2800000000',
    sgg: '2818500000',
    sido: '인천',
    sigungu: '연수구',
  },
];

const JOB_TITLES = [
  '대표',
  '이사',
  '부장',
  '차장',
  '과장',
  '대리',
  '연구원',
  '교수',
  '교사',
  '의사',
  '변호사',
  '회계사',
  '공무원',
  '엔지니어',
];
const COURSES = ['인문계', '자연계', '예체능계'];

export async function seedDemoDataIfEmpty(
  ports: RootPorts,
  dataDir: string,
): Promise<readonly DemoAccount[] | null> {
  const { store } = ports;
  if ((await store.accounts.count()) > 0) return null;
  const { fakerKO: faker } = await import('@faker-js/faker');
  faker.seed(1926);

  const accounts: DemoAccount[] = [
    {
      userId: 'hanbit_admin',
      password: demoPassword(ports),
      role: 'admin',
      status: 'approved',
      description: '관리자',
    },
    {
      userId: 'demo_member',
      password: demoPassword(ports),
      role: 'member',
      status: 'approved',
      description: '승인된 회원',
    },
    {
      userId: 'demo_pending',
      password: demoPassword(ports),
      role: 'member',
      status: 'pending',
      description: '승인 대기 회원',
    },
  ];
  const [sharedHash, ...accountHashes] = await hashAll(ports.hasher, [
    demoPassword(ports),
    ...accounts.map((account) => account.password),
  ]);
  for (const [index, account] of accounts.entries()) {
    await store.accounts.insert(
      accountRecord(ports, faker, {
        userId: account.userId,
        passwordHash: accountHashes[index] ?? '',
        role: account.role,
        status: account.status,
        name: index === 0 ? '총동문회 사무국' : faker.person.fullName(),
        email: `${account.userId}@example.com`,
      }),
    );
  }

  for (let index = 1; index <= DIRECTORY_MEMBERS; index += 1) {
    const userId = directoryUserId(index);
    await store.accounts.insert(
      accountRecord(ports, faker, {
        userId,
        passwordHash: sharedHash ?? '',
        role: 'member',
        status: 'approved',
        name: faker.person.fullName(),
        email: `${userId}@example.com`,
      }),
    );
  }

  await seedDemoConsents(ports, [
    ...accounts.map((account) => account.userId),
    ...Array.from({ length: DIRECTORY_MEMBERS }, (_, index) => directoryUserId(index + 1)),
  ]);
  // The seeds store files as the files feature does, through its entry.
  const seeding: SeedPorts = {
    ...ports,
    fileGroups: createFilesServices(filesDependenciesOf(ports)).fileGroups,
  };
  await seedDemoNotices(seeding, 'hanbit_admin');
  await seedDemoAlbums(seeding, 'hanbit_admin');
  await seedDemoPages(seeding, 'hanbit_admin');
  await seedDemoHistory(seeding);
  await seedDemoOrganization(seeding);
  await seedDemoCompanies(seeding, 'hanbit_admin');
  await seedDemoLibrary(seeding, 'hanbit_admin');
  await seedDemoDonations(ports, faker, 'hanbit_admin', await donatingMembers(ports));
  await seedDemoDisclosure(seeding, 'hanbit_admin');
  writeDemoAccounts(dataDir, accounts);
  return accounts;
}

function directoryUserId(index: number): string {
  return `alumni${String(index).padStart(3, '0')}`;
}

/**
 * The consents each demo account gave at sign-up (so /me's 동의 내역 and the office's member
 * detail show them): the required ones by all, the optional mail by two in three, without
 * drawing from faker (the rest of the demo stays as it was).
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

/** The demo member first, then the directory's members, as the demo's donors. */
async function donatingMembers(ports: RootPorts) {
  const userIds = [
    'demo_member',
    ...Array.from(
      { length: DIRECTORY_MEMBERS },
      (_, index) => `alumni${String(index + 1).padStart(3, '0')}`,
    ),
  ];
  const members = [];
  for (const userId of userIds) {
    const profile = await ports.store.accounts.findProfile(userId);
    if (profile?.name) {
      members.push({ userId, name: profile.name, graduationYear: profile.graduationYear });
    }
  }
  return members;
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

function accountRecord(
  ports: RootPorts,
  faker: Faker,
  input: Pick<AccountRecord, 'userId' | 'passwordHash' | 'role' | 'status' | 'name' | 'email'>,
): AccountRecord {
  const now = ports.clock.now().toISOString();
  const graduationYear = faker.number.int({ min: 1975, max: 2024 });
  const birthYear = graduationYear - 19;
  const address = faker.helpers.arrayElement(ADDRESSES);
  const privacy: DirectoryPrivacy = {
    phone: faker.datatype.boolean(0.3),
    email: faker.datatype.boolean(0.5),
    company: faker.datatype.boolean(0.6),
    region: faker.datatype.boolean(0.6),
  };
  return {
    ...input,
    birthDate: `${birthYear}-${pad(faker.number.int({ min: 1, max: 12 }))}-${pad(faker.number.int({ min: 1, max: 28 }))}`,
    mobile: `010-${faker.string.numeric(4)}-${faker.string.numeric(4)}`,
    graduationYear,
    classNumber: graduationYear - FIRST_GRADUATION_YEAR + 1,
    course: faker.helpers.arrayElement(COURSES),
    company: faker.company.name(),
    jobTitle: faker.helpers.arrayElement(JOB_TITLES),
    address: { ...address, daddr: `${faker.number.int({ min: 1, max: 20 })}층` },
    profileImageMstId: null,
    privacy,
    statusReason: null,
    createdAt: now,
    updatedAt: now,
    approvedAt: input.status === 'approved' ? now : null,
    approvedBy: input.status === 'approved' ? 'demo-seed' : null,
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

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

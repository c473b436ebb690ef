// The alumni directory's benchmark: `npm run bench` (options: --members 100000 --runs 200
// --warmup 20 --only sqlite|postgres --no-plans). Not part of `npm test`.
//
// For each database (SQLite in a temporary DATA_DIR; PostgreSQL in a private temporary cluster
// when Debian's binaries are installed) it builds a fresh database with the real migrations,
// bulk-loads members made with faker's `ko` locale (search keys made by the server's own code),
// signs in as a member through the API and times searches through the whole HTTP stack
// (Fastify's inject: routing, authentication, validation, the use case, serialisation). It
// prints p50, p95 and max per query type, and the query plan of each query the server runs.
import type { RootStore } from '../../server/composition/root-ports';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fakerKO as faker } from '@faker-js/faker';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AlumniSearchQueryData } from '../../src/contract/directory';
import { pathOf } from '../../src/contract/endpoints';
import { initialConsonantsOf } from '../../src/domain/shared/text/name-search';
import { createHttpApp, type Runtime } from '../../server/runtime';
import { kyselyStore } from '../../server/adapters/db/kysely-store';
import {
  insertSearchKeys,
  searchKeyRowsOf,
} from '../../server/adapters/db/directory/alumni-directory-repository';
import type { AccountsTable } from '../../server/adapters/db/accounts';
import type { DatabaseSchema } from '../../server/adapters/db/shared/schema';
import { AlumniDirectory } from '../../server/application/directory/alumni-directory';
import { NOT_LOCKED } from '../../server/domain/shared/account';
import { officeNameInitialsOf } from '../../server/adapters/db/accounts/name-initials';
import { openBenchRuntime } from '../support/bench-runtime';
import { postgresBinaries, startPrivatePostgres } from '../support/private-postgres';
import { FEATURES } from '../../server/features';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    only: { type: 'string' },
    'no-plans': { type: 'boolean', default: false },
    /** Times only the query types whose name contains this text. */
    query: { type: 'string' },
    /** Prints each search slower than this many milliseconds, with its query. */
    slow: { type: 'string' },
    /** Explains this search (JSON, e.g. '{"name":"ㄱㅎ","work":"개발자"}') instead of the usual ones. */
    explain: { type: 'string' },
    /** Keeps the SQLite database and prints where (for looking at plans by hand). */
    keep: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(options.members);
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
const FIRST_GRADUATION_YEAR = 1929;
const SEARCHER = { userId: 'bench_searcher', password: 'Bench!2026search' };

// Population ---------------------------------------------------------------------------------

/** 시·도 (short names as the postal service gives them), 2-digit code, weight ≈ population. */
// prettier-ignore
const PROVINCES: readonly [string, string, number, readonly [string, string][]][] = [
  ['서울', '11', 19, [
    ['11110', '종로구'], ['11140', '중구'], ['11170', '용산구'], ['11200', '성동구'],
    ['11215', '광진구'], ['11230', '동대문구'], ['11260', '중랑구'], ['11290', '성북구'],
    ['11305', '강북구'], ['11320', '도봉구'], ['11350', '노원구'], ['11380', '은평구'],
    ['11410', '서대문구'], ['11440', '마포구'], ['11470', '양천구'], ['11500', '강서구'],
    ['11530', '구로구'], ['11545', '금천구'], ['11560', '영등포구'], ['11590', '동작구'],
    ['11620', '관악구'], ['11650', '서초구'], ['11680', '강남구'], ['11710', '송파구'],
    ['11740', '강동구'],
  ]],
  ['부산', '26', 7, [
    ['26110', '중구'], ['26140', '서구'], ['26170', '동구'], ['26200', '영도구'],
    ['26230', '부산진구'], ['26260', '동래구'], ['26290', '남구'], ['26320', '북구'],
    ['26350', '해운대구'], ['26380', '사하구'], ['26410', '금정구'], ['26440', '강서구'],
    ['26470', '연제구'], ['26500', '수영구'], ['26530', '사상구'], ['26710', '기장군'],
  ]],
  ['대구', '27', 5, [
    ['27110', '중구'], ['27140', '동구'], ['27170', '서구'], ['27200', '남구'],
    ['27230', '북구'], ['27260', '수성구'], ['27290', '달서구'], ['27710', '달성군'],
  ]],
  ['인천', '28', 6, [
    ['28110', '중구'], ['28140', '동구'], ['28177', '미추홀구'], ['28185', '연수구'],
    ['28200', '남동구'], ['28237', '부평구'], ['28245', '계양구'], ['28260', '서구'],
  ]],
  ['광주', '29', 3, [
    ['29110', '동구'], ['29140', '서구'], ['29155', '남구'], ['29170', '북구'], ['29200', '광산구'],
  ]],
  ['대전', '30', 3, [
    ['30110', '동구'], ['30140', '중구'], ['30170', '서구'], ['30200', '유성구'], ['30230', '대덕구'],
  ]],
  ['울산', '31', 2, [
    ['31110', '중구'], ['31140', '남구'], ['31170', '동구'], ['31200', '북구'], ['31710', '울주군'],
  ]],
  ['세종특별자치시', '36', 1, [['36110', '']]],
  ['경기', '41', 26, [
    ['41111', '수원시 장안구'], ['41113', '수원시 권선구'], ['41115', '수원시 팔달구'],
    ['41117', '수원시 영통구'], ['41131', '성남시 수정구'], ['41133', '성남시 중원구'],
    ['41135', '성남시 분당구'], ['41150', '의정부시'], ['41171', '안양시 만안구'],
    ['41173', '안양시 동안구'], ['41190', '부천시'], ['41210', '광명시'], ['41220', '평택시'],
    ['41271', '안산시 상록구'], ['41273', '안산시 단원구'], ['41281', '고양시 덕양구'],
    ['41285', '고양시 일산동구'], ['41287', '고양시 일산서구'], ['41290', '과천시'],
    ['41310', '구리시'], ['41360', '남양주시'], ['41370', '오산시'], ['41390', '시흥시'],
    ['41410', '군포시'], ['41430', '의왕시'], ['41450', '하남시'], ['41461', '용인시 처인구'],
    ['41463', '용인시 기흥구'], ['41465', '용인시 수지구'], ['41480', '파주시'],
    ['41500', '이천시'], ['41550', '안성시'], ['41570', '김포시'], ['41590', '화성시'],
    ['41610', '광주시'], ['41630', '양주시'], ['41650', '포천시'],
  ]],
  ['강원특별자치도', '51', 3, [['51110', '춘천시'], ['51130', '원주시'], ['51150', '강릉시']]],
  ['충북', '43', 3, [
    ['43111', '청주시 상당구'], ['43112', '청주시 서원구'], ['43113', '청주시 흥덕구'],
    ['43114', '청주시 청원구'], ['43130', '충주시'], ['43150', '제천시'],
  ]],
  ['충남', '44', 4, [
    ['44131', '천안시 동남구'], ['44133', '천안시 서북구'], ['44150', '공주시'], ['44200', '아산시'],
  ]],
  ['전북특별자치도', '52', 3, [
    ['52111', '전주시 완산구'], ['52113', '전주시 덕진구'], ['52130', '군산시'], ['52140', '익산시'],
  ]],
  ['전남', '46', 3, [['46110', '목포시'], ['46130', '여수시'], ['46150', '순천시']]],
  ['경북', '47', 5, [
    ['47111', '포항시 남구'], ['47113', '포항시 북구'], ['47130', '경주시'], ['47170', '안동시'],
    ['47190', '구미시'],
  ]],
  ['경남', '48', 6, [
    ['48121', '창원시 의창구'], ['48123', '창원시 성산구'], ['48125', '창원시 마산합포구'],
    ['48127', '창원시 마산회원구'], ['48129', '창원시 진해구'], ['48170', '진주시'],
    ['48250', '김해시'], ['48330', '양산시'],
  ]],
  ['제주특별자치도', '50', 1, [['50110', '제주시'], ['50130', '서귀포시']]],
];

/** The commonest surnames with their share in per cent (통계청 2015); the rest from faker. */
// prettier-ignore
const SURNAMES: readonly [string, number][] = [
  ['김', 21.5], ['이', 14.7], ['박', 8.4], ['최', 4.7], ['정', 4.3], ['강', 2.4], ['조', 2.1],
  ['윤', 2.0], ['장', 2.0], ['임', 1.7], ['한', 1.5], ['오', 1.5], ['서', 1.5], ['신', 1.5],
  ['권', 1.4], ['황', 1.4], ['안', 1.3], ['송', 1.3], ['전', 1.1], ['홍', 1.1],
];
const OTHER_SURNAMES = 100 - SURNAMES.reduce((sum, [, share]) => sum + share, 0);

// prettier-ignore
const JOB_TITLES = [
  '대표', '이사', '상무', '부장', '차장', '과장', '대리', '주임', '사원', '연구원', '책임연구원',
  '수석연구원', '교수', '교사', '의사', '약사', '간호사', '변호사', '회계사', '세무사',
  '공무원', '엔지니어', '개발자', '디자이너', '기자', '작가', '자영업',
];

interface Place {
  readonly city: string;
  readonly sgg: string;
  readonly sido: string;
  readonly sigungu: string;
}

const PLACES: readonly (Place & { readonly weight: number })[] = PROVINCES.flatMap(
  ([sido, code, weight, districts]) =>
    districts.map(([sigunguCode, sigungu]) => ({
      city: `${code}00000000`,
      sgg: `${sigunguCode}00000`,
      sido,
      sigungu,
      weight: weight / districts.length,
    })),
);

function personName(): string {
  let roll = faker.number.float({ min: 0, max: 100 });
  for (const [surname, share] of SURNAMES) {
    if (roll < share) return `${surname}${faker.person.firstName()}`;
    roll -= share;
  }
  return roll < OTHER_SURNAMES
    ? `${faker.person.lastName()}${faker.person.firstName()}`
    : `김${faker.person.firstName()}`;
}

function pickStatus(): AccountsTable['status'] {
  const roll = faker.number.float({ min: 0, max: 1 });
  if (roll < 0.9) return 'approved';
  if (roll < 0.95) return 'pending';
  if (roll < 0.97) return 'rejected';
  return 'withdrawn';
}

function memberRow(index: number, passwordHash: string, now: string): AccountsTable {
  const status = pickStatus();
  const userId = `m${String(index).padStart(6, '0')}`;
  const base = {
    user_id: userId,
    password_hash: status === 'withdrawn' ? '!' : passwordHash,
    role: 'member',
    status,
    status_reason: null,
    created_at: now,
    updated_at: now,
    approved_at: status === 'approved' ? now : null,
    approved_by: status === 'approved' ? 'bench' : null,
    withdrawn_at: status === 'withdrawn' ? now : null,
    office_locked_at: null,
    office_locked_by: null,
    office_lock_reason: null,
    name_initials: null,
    profile_image_mst_id: null,
  };
  if (status === 'withdrawn') {
    // What withdrawal leaves: the id and the dates, no person.
    return {
      ...base,
      name: null,
      birth_date: null,
      email: null,
      mobile: null,
      graduation_year: null,
      class_number: null,
      course: null,
      company: null,
      job_title: null,
      zonecode: null,
      addr: null,
      daddr: null,
      city: null,
      sgg: null,
      sido: null,
      sigungu: null,
      share_phone: 0,
      share_email: 0,
      share_company: 0,
      share_region: 0,
    };
  }
  const graduationYear = faker.number.int({ min: 1960, max: 2025 });
  const hasWork = faker.datatype.boolean(0.85);
  const place = faker.datatype.boolean(0.95)
    ? faker.helpers.weightedArrayElement(PLACES.map((value) => ({ value, weight: value.weight })))
    : null;
  const name = personName();
  return {
    ...base,
    name,
    name_initials: officeNameInitialsOf(name),
    birth_date: `${graduationYear - 19}-0${faker.number.int({ min: 1, max: 9 })}-1${faker.number.int({ min: 0, max: 9 })}`,
    email: `${userId}@example.com`,
    mobile: `010-${faker.string.numeric(4)}-${faker.string.numeric(4)}`,
    graduation_year: graduationYear,
    class_number: graduationYear - FIRST_GRADUATION_YEAR + 1,
    course: faker.helpers.arrayElement(['인문계', '자연계', '예체능계']),
    company: hasWork ? faker.company.name() : null,
    job_title: hasWork ? faker.helpers.arrayElement(JOB_TITLES) : null,
    zonecode: place ? faker.string.numeric(5) : null,
    addr: place ? `${place.sido} ${place.sigungu} ${faker.location.street()}` : null,
    daddr: place ? `${faker.number.int({ min: 1, max: 30 })}층` : null,
    city: place?.city ?? null,
    sgg: place?.sgg ?? null,
    sido: place?.sido ?? null,
    sigungu: place?.sigungu ?? null,
    share_phone: faker.datatype.boolean(0.3) ? 1 : 0,
    share_email: faker.datatype.boolean(0.5) ? 1 : 0,
    share_company: faker.datatype.boolean(0.55) ? 1 : 0,
    share_region: faker.datatype.boolean(0.6) ? 1 : 0,
  };
}

/** Rows per INSERT: 36 columns each, well under both databases' parameter limits. */
const ROWS_PER_INSERT = 150;
const ROWS_PER_TRANSACTION = 5000;

/** Bulk-loads the members and their search keys; answers samples to build queries from. */
async function loadMembers(runtime: Runtime): Promise<AccountsTable[]> {
  const { db } = runtime.database;
  faker.seed(2026);
  const now = new Date().toISOString();
  const passwordHash = await runtime.ports.hasher.hash(`Unused!${faker.string.alphanumeric(12)}`);
  const rows: AccountsTable[] = [];
  for (let index = 1; index <= MEMBERS; index += 1) rows.push(memberRow(index, passwordHash, now));
  const started = performance.now();
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const chunk = rows.slice(start, start + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < chunk.length; offset += ROWS_PER_INSERT) {
        await trx
          .insertInto('accounts')
          .values(chunk.slice(offset, offset + ROWS_PER_INSERT))
          .execute();
      }
      // The same code as the server's: the keys of each listed member, as the account
      // repository makes them.
      await insertSearchKeys(
        trx,
        chunk.flatMap((row) =>
          row.status === 'approved' && row.name && row.graduation_year !== null
            ? searchKeyRowsOf({
                userId: row.user_id,
                name: row.name,
                graduationYear: row.graduation_year,
                company: row.company,
                jobTitle: row.job_title,
                sharesCompany: row.share_company === 1,
              })
            : [],
        ),
      );
    });
  }
  // The searcher: an approved member with a password we know, added as the API would.
  await runtime.ports.store.accounts.insert({
    userId: SEARCHER.userId,
    passwordHash: await runtime.ports.hasher.hash(SEARCHER.password),
    role: 'member',
    status: 'approved',
    name: '나검색',
    birthDate: '1985-03-15',
    email: 'searcher@example.com',
    mobile: '010-1234-5678',
    graduationYear: 2004,
    classNumber: 76,
    course: '자연계',
    company: null,
    jobTitle: null,
    address: null,
    profileImageMstId: null,
    privacy: { phone: false, email: false, company: false, region: false },
    statusReason: null,
    createdAt: now,
    updatedAt: now,
    approvedAt: now,
    approvedBy: 'bench',
    withdrawnAt: null,
    ...NOT_LOCKED,
  });
  const keys = await db
    .selectFrom('alumni_search_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  console.info(
    `  loaded ${MEMBERS.toLocaleString('en')} members and ${Number(keys.n).toLocaleString('en')} search keys in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return rows;
}

// Queries ------------------------------------------------------------------------------------

type QueryMaker = () => AlumniSearchQueryData;

function queryTypes(rows: readonly AccountsTable[]): [string, QueryMaker][] {
  const listed = rows.filter((row) => row.status === 'approved');
  const someone = () => faker.helpers.arrayElement(listed);
  const named = () => [...(someone().name ?? '')];
  const sharing = listed.filter((row) => row.share_region === 1 && row.sgg);
  const working = listed.filter((row) => row.share_company === 1 && row.company);
  const workWord = () => {
    const row = faker.helpers.arrayElement(working);
    return faker.helpers.arrayElement([
      ...(row.company ?? '').split(' ').filter((word) => word.length >= 2),
      row.job_title ?? '과장',
    ]);
  };
  const pages = Math.ceil(listed.length / 20);
  return [
    ['no filter, page 1', () => ({})],
    [
      'no filter, deep page',
      () => ({ page: faker.number.int({ min: Math.floor(pages / 2), max: pages }) }),
    ],
    [
      'surname (one syllable)',
      () => ({ name: faker.helpers.arrayElement(['김', '이', '박', '최']) }),
    ],
    ['name prefix (2 syllables)', () => ({ name: named().slice(0, 2).join('') })],
    ['name middle part', () => ({ name: named().slice(1, 3).join('') })],
    ['full name', () => ({ name: named().join('') })],
    ['initials (whole name)', () => ({ name: initialConsonantsOf(named().join('')) })],
    [
      'initials (2, given name)',
      () => ({ name: initialConsonantsOf(named().slice(1, 3).join('')) }),
    ],
    ['class', () => ({ classNumber: someone().class_number ?? 76 })],
    ['graduation year', () => ({ graduationYear: someone().graduation_year ?? 2004 })],
    ['city (시·도)', () => ({ city: faker.helpers.arrayElement(sharing).city ?? '' })],
    ['district (시·군·구)', () => ({ sgg: faker.helpers.arrayElement(sharing).sgg ?? '' })],
    ['work (company or title)', () => ({ work: workWord() })],
    [
      'class + city',
      () => {
        const row = faker.helpers.arrayElement(sharing);
        return { classNumber: row.class_number ?? 76, city: row.city ?? '' };
      },
    ],
    [
      'surname + district',
      () => ({
        name: faker.helpers.arrayElement(['김', '이', '박']),
        sgg: faker.helpers.arrayElement(sharing).sgg ?? '',
      }),
    ],
    [
      'initials + work',
      () => ({ name: initialConsonantsOf(named().join('')).slice(0, 2), work: workWord() }),
    ],
  ];
}

function queryString(query: AlumniSearchQueryData): string {
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) parameters.set(key, String(value));
  }
  return parameters.toString();
}

interface Timing {
  readonly type: string;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly meanTotal: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function timeQueries(runtime: Runtime, rows: readonly AccountsTable[]): Promise<Timing[]> {
  const app = await createHttpApp(runtime, { quiet: true });
  await app.ready();
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: pathOf('signIn'),
      payload: { userId: SEARCHER.userId, password: SEARCHER.password },
    });
    const token = signIn.json<{ data: { accessToken: string } | null }>().data?.accessToken;
    if (!token) throw new Error(`sign-in failed: ${signIn.body}`);
    const headers = { authorization: `Bearer ${token}`, 'x-user-id': SEARCHER.userId };

    faker.seed(7);
    const timings: Timing[] = [];
    const slow = options.slow === undefined ? Infinity : Number(options.slow);
    for (const [type, make] of queryTypes(rows)) {
      if (options.query !== undefined && !type.includes(options.query)) continue;
      const samples: number[] = [];
      let totals = 0;
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const url = `${pathOf('searchAlumni')}?${queryString(make())}`;
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url, headers });
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
        if (elapsed > slow) console.info(`    slow: ${elapsed.toFixed(0)} ms ${decodeURI(url)}`);
        if (run >= WARMUP) {
          samples.push(elapsed);
          totals += response.json<{ data: { total: number } }>().data.total;
        }
      }
      samples.sort((a, b) => a - b);
      const timing = {
        type,
        p50: percentile(samples, 0.5),
        p95: percentile(samples, 0.95),
        max: samples.at(-1) ?? Number.NaN,
        meanTotal: totals / RUNS,
      };
      console.info(
        `  ${type.padEnd(26)} p50 ${timing.p50.toFixed(1).padStart(6)} ms  p95 ${timing.p95.toFixed(1).padStart(6)} ms  max ${timing.max.toFixed(1).padStart(6)} ms  (≈${Math.round(timing.meanTotal).toLocaleString('en')} found)`,
      );
      timings.push(timing);
    }
    return timings;
  } finally {
    await app.close();
  }
}

// Query plans --------------------------------------------------------------------------------

/** Runs one search of each kind through the use case over a logging Kysely; explains each SQL. */
async function explainPlans(
  logged: Kysely<DatabaseSchema>,
  captured: CompiledQuery[],
  explain: (query: CompiledQuery) => Promise<string[]>,
): Promise<void> {
  const directory = new AlumniDirectory({
    alumniDirectory: (kyselyStore(logged, FEATURES) as RootStore).alumniDirectory,
    // The plans are the directory's own queries: no member shows a dues badge here.
    duesBadges: { badgeHoldersAmong: () => Promise.resolve(new Set()) },
  });
  const principal = {
    userId: SEARCHER.userId,
    role: 'member' as const,
    sessionId: 'bench',
    secondFactor: false,
  };
  const examples: [string, AlumniSearchQueryData][] = options.explain
    ? [['asked', JSON.parse(options.explain) as AlumniSearchQueryData]]
    : [
        ['no filter, deep page', { page: 2000 }],
        ['name', { name: '민수' }],
        ['initials', { name: 'ㄱㅁㅅ' }],
        ['class', { classNumber: 76 }],
        ['graduation year', { graduationYear: 2004 }],
        ['city', { city: '1100000000' }],
        ['district', { sgg: '1168000000' }],
        ['work', { work: '전자' }],
        ['class + city', { classNumber: 76, city: '1100000000' }],
        ['name + work', { name: '김', work: '과장' }],
      ];
  for (const [label, query] of examples) {
    captured.length = 0;
    await directory.searchAlumni(principal, query);
    console.info(`\n  -- ${label}: ${JSON.stringify(query)}`);
    for (const compiled of captured) {
      console.info(`  ${compiled.sql.replace(/\s+/gu, ' ')}`);
      for (const line of await explain(compiled)) console.info(`    ${line}`);
    }
  }
  captured.length = 0;
  await directory.alumniRegions(principal);
  console.info('\n  -- regions');
  for (const compiled of captured) {
    console.info(`  ${compiled.sql.replace(/\s+/gu, ' ')}`);
    for (const line of await explain(compiled)) console.info(`    ${line}`);
  }
}

// Databases ----------------------------------------------------------------------------------

async function benchSqlite(): Promise<Timing[]> {
  console.info(`\nSQLite (better-sqlite3, WAL, synchronous=FULL)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
  const runtime = await openBenchRuntime(dataDir, null);
  try {
    const rows = await loadMembers(runtime);
    // What the server does at each start and every six hours: fresh planner statistics.
    const started = performance.now();
    await runtime.database.optimize();
    console.info(`  PRAGMA optimize: ${(performance.now() - started).toFixed(0)} ms`);
    const timings = await timeQueries(runtime, rows);
    if (!options['no-plans']) {
      const captured: CompiledQuery[] = [];
      const connection = new SqliteDatabase(path.join(dataDir, 'alumni.sqlite'), {
        readonly: true,
      });
      const logged = new Kysely<DatabaseSchema>({
        dialect: new SqliteDialect({ database: connection }),
        log: (event) => {
          if (event.level === 'query') captured.push(event.query);
        },
      });
      await explainPlans(logged, captured, async (query) =>
        connection
          .prepare(`explain query plan ${query.sql}`)
          .all(...(query.parameters as unknown[]))
          .map((row) => (row as { detail: string }).detail),
      );
      await logged.destroy();
    }
    return timings;
  } finally {
    await runtime.close();
    if (options.keep) console.info(`  kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(binaries: string): Promise<Timing[]> {
  const cluster = await startPrivatePostgres(binaries, { prefix: 'alumni-bench-pg-' });
  console.info(`\nPostgreSQL ${cluster.version} (private cluster, fsync=off)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE alumni_bench TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const runtime = await openBenchRuntime(dataDir, cluster.url('alumni_bench'));
  try {
    const rows = await loadMembers(runtime);
    // What autovacuum does on its own after a bulk load: statistics and the visibility map.
    await sql`vacuum analyze`.execute(runtime.database.db);
    const timings = await timeQueries(runtime, rows);
    if (!options['no-plans']) {
      const captured: CompiledQuery[] = [];
      const pool = new pg.Pool({ connectionString: cluster.url('alumni_bench'), max: 1 });
      const logged = new Kysely<DatabaseSchema>({
        dialect: new PostgresDialect({ pool }),
        log: (event) => {
          if (event.level === 'query') captured.push(event.query);
        },
      });
      await explainPlans(logged, captured, async (query) => {
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, timing off, summary off) ${query.sql}`,
          query.parameters as unknown[],
        );
        return result.rows.map((row) => row['QUERY PLAN']);
      });
      await logged.destroy();
    }
    return timings;
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    cluster.stop();
  }
}

// Main ---------------------------------------------------------------------------------------

console.info(
  `Alumni directory benchmark: ${MEMBERS.toLocaleString('en')} members, ${RUNS} runs per query type after ${WARMUP} warm-up runs`,
);
console.info(
  `${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
const results: [string, Timing[]][] = [];
if (options.only !== 'postgres') results.push(['SQLite', await benchSqlite()]);
if (options.only !== 'sqlite') {
  const binaries = postgresBinaries();
  if (binaries) results.push(['PostgreSQL', await benchPostgres(binaries)]);
  else console.info('\nPostgreSQL: no binaries under /usr/lib/postgresql/*/bin; skipped.');
}

console.info('\nSummary (ms, through the HTTP stack):\n');
console.info(
  `| query | ${results.map(([name]) => `${name} p50 | p95 | max`).join(' | ')} | found (≈) |`,
);
console.info(`|---|${results.map(() => '---:|---:|---:').join('|')}|---:|`);
const types = results[0]?.[1].map((timing) => timing.type) ?? [];
for (const [index, type] of types.entries()) {
  const cells = results.map(([, timings]) => {
    const timing = timings[index];
    return timing
      ? `${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} | ${timing.max.toFixed(1)}`
      : '– | – | –';
  });
  const found = Math.round(results[0]?.[1][index]?.meanTotal ?? 0).toLocaleString('en');
  console.info(`| ${type} | ${cells.join(' | ')} | ${found} |`);
}

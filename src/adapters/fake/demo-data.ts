import { demoSitePages } from './demo-pages';
import { faker as fakerKO } from '@faker-js/faker/locale/ko';
import type { PostalAddress } from '../../domain/shared/address/address';
import type { FakeBackend } from './fake-backend';
import { demoNotices } from './demo-notices';
import { seedDemoAlbums } from './demo-albums';
import { seedDemoHistory } from './demo-history';
import { seedDemoOrganization } from './demo-organization';
import { seedDemoCompanies } from './demo-companies';
import { seedDemoLibrary } from './demo-library';
import { seedDemoDonations } from './demo-donations';

/**
 * Demo data for `npm run demo` (the fake backend): notices, albums and donation records (the
 * home page's figures are summed from them), two accounts with known passwords and a directory of alumni with Korean names from faker's `ko`
 * locale. The same seed gives the same data.
 */

/** Signs in: an approved member. */
export const DEMO_MEMBER = { userId: 'demo', password: 'Hanbit!2026demo' } as const;
/** Signs in to the not-approved page: an account awaiting approval. */
export const DEMO_PENDING_MEMBER = { userId: 'pending', password: 'Hanbit!2026wait' } as const;
/** Signs in to the office's console (/admin); the fake asks for no second factor. */
export const DEMO_ADMINISTRATOR = {
  userId: 'hanbit_office',
  password: 'Hanbit!2026office',
} as const;

const ADDRESSES: readonly PostalAddress[] = [
  address('06236', '서울특별시 강남구 테헤란로 152', '11680', '서울', '강남구'),
  address('03154', '서울특별시 종로구 세종대로 209', '11110', '서울', '종로구'),
  address('48058', '부산광역시 해운대구 센텀중앙로 79', '26350', '부산', '해운대구'),
  address('34126', '대전광역시 유성구 대학로 99', '30200', '대전', '유성구'),
  address('13529', '경기도 성남시 분당구 판교역로 166', '41135', '경기', '성남시 분당구'),
  address('61452', '광주광역시 동구 금남로 245', '29110', '광주', '동구'),
];

const COURSES = ['인문계', '자연계', '예체능계'];
const JOB_TITLES = ['사원', '대리', '과장', '차장', '부장', '이사', '대표', '교사', '연구원'];

export function seedDemoData(
  backend: FakeBackend,
  options: { readonly now: Date; readonly seed?: number },
): void {
  fakerKO.seed(options.seed ?? 2026);
  backend.notices = demoNotices(options.now);
  for (const page of demoSitePages(options.now)) backend.sitePages.set(page.key, page);
  seedDemoAlbums(backend, options.now);
  seedDemoHistory(backend);
  seedDemoOrganization(backend);
  seedDemoLibrary(backend, options.now);

  addMember(backend, DEMO_MEMBER, '김한빛', 'approved', options.now);
  addMember(backend, DEMO_PENDING_MEMBER, '이대기', 'pending', options.now);
  addMember(backend, DEMO_ADMINISTRATOR, '박정민', 'approved', options.now, 'admin');
  // An applicant with the name and birth date of a member: the queue's namesake warning.
  const member = backend.accounts.get(DEMO_MEMBER.userId)?.profile;
  addMember(
    backend,
    { userId: 'hanbit2', password: 'Hanbit!2026wait' },
    '김한빛',
    'pending',
    options.now,
  );
  const namesake = backend.accounts.get('hanbit2');
  if (member && namesake) namesake.profile = { ...namesake.profile, birthDate: member.birthDate };
  for (let index = 0; index < 30; index += 1) {
    const userId = `alumni${String(index + 1).padStart(2, '0')}`;
    addMember(
      backend,
      { userId, password: 'Hanbit!2026demo' },
      koreanName(),
      'approved',
      options.now,
    );
  }
  seedDemoCompanies(backend, options.now, DEMO_MEMBER.userId);
  seedDemoDonations(backend, options.now, [
    DEMO_MEMBER.userId,
    ...Array.from({ length: 30 }, (_, index) => `alumni${String(index + 1).padStart(2, '0')}`),
  ]);
}

function addMember(
  backend: FakeBackend,
  credentials: { readonly userId: string; readonly password: string },
  name: string,
  status: 'approved' | 'pending',
  now: Date,
  role: 'member' | 'admin' = 'member',
): void {
  const graduationYear = fakerKO.number.int({ min: 1975, max: now.getFullYear() - 1 });
  const home = fakerKO.helpers.arrayElement(ADDRESSES);
  backend.addAccount({
    password: credentials.password,
    profile: {
      userId: credentials.userId,
      name,
      birthDate: `${graduationYear - 19}-${pad(fakerKO.number.int({ min: 1, max: 12 }))}-${pad(fakerKO.number.int({ min: 1, max: 28 }))}`,
      email: `${credentials.userId}@example.com`,
      mobile: `010-${fakerKO.string.numeric(4)}-${fakerKO.string.numeric(4)}`,
      graduationYear,
      classNumber: graduationYear - 1950,
      course: fakerKO.helpers.arrayElement(COURSES),
      company: fakerKO.company.name(),
      jobTitle: fakerKO.helpers.arrayElement(JOB_TITLES),
      address: { ...home, daddr: `${fakerKO.number.int({ min: 1, max: 20 })}층` },
      profileImage: null,
      privacy: {
        phone: fakerKO.datatype.boolean(),
        email: fakerKO.datatype.boolean(),
        company: fakerKO.datatype.boolean(),
        region: fakerKO.datatype.boolean(),
      },
      role,
      status,
    },
  });
}

/** 성 + 이름 without the space faker puts between them. */
function koreanName(): string {
  return `${fakerKO.person.lastName()}${fakerKO.person.firstName()}`.replace(/\s+/gu, '');
}

function address(
  zonecode: string,
  addr: string,
  sigunguCode: string,
  sido: string,
  sigungu: string,
): PostalAddress {
  return {
    zonecode,
    addr,
    daddr: '',
    city: `${sigunguCode.slice(0, 2)}00000000`,
    sgg: `${sigunguCode}00000`,
    sido,
    sigungu,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

import type { PostalAddress } from '../address/address';
import type { DirectoryPrivacy } from '../member/directory-privacy';
import type { AccountStatus, MemberRole } from '../member/member-profile';
import type { ProfileFields } from '../member/profile-fields';
import { koreanName } from './korean-names';
import { demoClassNumberOf } from './demo-school';
import { DEMO_SEED, type SeededRandom, seededRandom } from './seeded-random';

/**
 * The demo's people with an account, for the server's seed and the fake backend alike: the
 * office's administrator, the demo member, an applicant awaiting approval (and a namesake of the
 * member in the queue), and forty alumni for the directory. Their names follow the surname
 * distribution (korean-names.ts); their class numbers the school's rule (demo-school.ts).
 */
export interface DemoPerson extends ProfileFields {
  readonly userId: string;
  readonly email: string;
  readonly privacy: DirectoryPrivacy;
  readonly role: MemberRole;
  readonly status: AccountStatus;
  /** How the demo's accounts are told apart, in Korean (demo-accounts.txt). */
  readonly description: string;
  /** One of the accounts to sign in with (the directory's alumni are not). */
  readonly signsIn: boolean;
}

/**
 * The accounts to sign in with. The fake backend (`npm run demo`) takes these passwords; the
 * server's seed gives the same accounts random passwords and prints them, so that a demo
 * database on the internet does not open with a password anyone can read here.
 */
export const DEMO_ADMINISTRATOR = {
  userId: 'hanbit_office',
  password: 'Hanbit!2026office',
} as const;
export const DEMO_MEMBER = { userId: 'demo', password: 'Hanbit!2026demo' } as const;
export const DEMO_PENDING_MEMBER = { userId: 'pending', password: 'Hanbit!2026wait' } as const;
/** An applicant with the name and birth date of the demo member: the queue's namesake warning. */
export const DEMO_NAMESAKE = { userId: 'hanbit2', password: 'Hanbit!2026wait' } as const;

export const DEMO_DIRECTORY_SIZE = 40;

export function demoDirectoryUserId(index: number): string {
  return `alumni${String(index).padStart(3, '0')}`;
}

/** Real road addresses (public buildings) with their legal-district codes. */
export const DEMO_ADDRESSES: readonly PostalAddress[] = [
  address('06236', '서울 강남구 테헤란로 152', '11680', '서울', '강남구'),
  address('03172', '서울 종로구 세종대로 175', '11110', '서울', '종로구'),
  address('48099', '부산 해운대구 해운대해변로 264', '26350', '부산', '해운대구'),
  address('34141', '대전 유성구 대학로 99', '30200', '대전', '유성구'),
  address('61186', '광주 북구 용봉로 77', '29170', '광주', '북구'),
  address('30151', '세종특별자치시 한누리대로 2130', '36110', '세종특별자치시', ''),
  address('13494', '경기 성남시 분당구 판교역로 235', '41135', '경기', '성남시 분당구'),
  address('21998', '인천 연수구 컨벤시아대로 165', '28185', '인천', '연수구'),
];

const COURSES = ['인문계', '자연계', '예체능계'];
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
/** Fictional employers: none names a real company. */
const COMPANIES = [
  '한빛정밀',
  '새솔테크',
  '다온소프트',
  '푸른바다물산',
  '한결건설',
  '미르전자',
  '온누리약품',
  '가람회계법인',
  '누리로지스',
  '해오름식품',
  '바른법률사무소',
  '한마음병원',
  '세움건축',
  '빛고을에너지',
  '도담교육',
];

type Fixed = Pick<DemoPerson, 'userId' | 'name' | 'role' | 'status' | 'description' | 'signsIn'> & {
  readonly graduationYear: number;
  readonly birthDate?: string;
};

const FIXED: readonly Fixed[] = [
  {
    userId: DEMO_ADMINISTRATOR.userId,
    name: '최은영',
    role: 'admin',
    status: 'approved',
    description: '관리자(사무국장)',
    signsIn: true,
    graduationYear: 1995,
  },
  {
    userId: DEMO_MEMBER.userId,
    name: '김서연',
    role: 'member',
    status: 'approved',
    description: '승인된 회원',
    signsIn: true,
    graduationYear: 2008,
    birthDate: '1989-05-14',
  },
  {
    userId: DEMO_PENDING_MEMBER.userId,
    name: '이도현',
    role: 'member',
    status: 'pending',
    description: '승인 대기 회원',
    signsIn: true,
    graduationYear: 2019,
  },
  {
    userId: DEMO_NAMESAKE.userId,
    name: '김서연',
    role: 'member',
    status: 'pending',
    description: '승인 대기 회원(동명이인)',
    signsIn: true,
    graduationYear: 2008,
    birthDate: '1989-05-14',
  },
];

/** Everyone with an account, the sign-in accounts first; the same for the same year. */
export function demoPeople(thisYear: number): readonly DemoPerson[] {
  const random = seededRandom(DEMO_SEED);
  const fixed = FIXED.map((person) => personOf(random, person));
  const directory = Array.from({ length: DEMO_DIRECTORY_SIZE }, (_, index) => {
    const graduationYear = random.int(thisYear - 62, thisYear - 2);
    return personOf(random, {
      userId: demoDirectoryUserId(index + 1),
      name: koreanName(random, graduationYear - 19),
      role: 'member',
      status: 'approved',
      description: '동문',
      signsIn: false,
      graduationYear,
    });
  });
  return [...fixed, ...directory];
}

function personOf(random: SeededRandom, person: Fixed): DemoPerson {
  const { graduationYear } = person;
  const drawnBirthDate = `${graduationYear - 19}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const home = random.pick(DEMO_ADDRESSES);
  return {
    userId: person.userId,
    name: person.name,
    role: person.role,
    status: person.status,
    description: person.description,
    signsIn: person.signsIn,
    email: `${person.userId}@example.com`,
    birthDate: person.birthDate ?? drawnBirthDate,
    mobile: `010-${random.digits(4)}-${random.digits(4)}`,
    graduationYear,
    classNumber: demoClassNumberOf(graduationYear),
    course: random.pick(COURSES),
    company: random.pick(COMPANIES),
    jobTitle: random.pick(JOB_TITLES),
    address: { ...home, daddr: `${random.int(1, 20)}층` },
    privacy: {
      phone: random.chance(0.3),
      email: random.chance(0.5),
      company: random.chance(0.6),
      region: random.chance(0.6),
    },
  };
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

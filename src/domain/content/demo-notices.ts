import { DEMO_ASSOCIATION_FOUNDED_YEAR, DEMO_PRESIDENT } from '../shared/demo/demo-school';

/**
 * The demo's notices (공지사항), for the server's seed and the fake backend alike, written as an
 * association's office writes them and dated back from today; the first is pinned. A notice
 * whose figures belong to another feature (the scholarship ceremony's, from the donations'
 * records) is handed in by the seed.
 */
export interface DemoNotice {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** ISO 8601. */
  readonly publishedAt: string;
  readonly pinned: boolean;
  /** A plausible count for a site that has run a while; new views count from here. */
  readonly views: number;
}

const NOTICES: readonly { title: string; daysAgo: number; paragraphs: readonly string[] }[] = [
  {
    title: '{year}년 총동문회 정기총회 개최 안내',
    daysAgo: 2,
    paragraphs: [
      '동문 여러분, 한 해 동안 보내 주신 관심과 성원에 깊이 감사드립니다.',
      '올해 정기총회를 12월 첫째 주 토요일 오후 5시, 모교 100주년 기념관 대강당에서 엽니다. 회계 결산과 내년 사업 계획을 보고드리고, 신임 임원을 선출합니다.',
      '참석하실 분은 기수별 대표나 사무국으로 알려 주시면 자리를 마련하겠습니다.',
    ],
  },
  {
    title: '총동문회 사무국 동절기 운영 시간 안내',
    daysAgo: 15,
    paragraphs: [
      '12월부터 2월까지 사무국은 평일 오전 9시 30분부터 오후 5시 30분까지 문을 엽니다.',
      '점심시간(낮 12시~오후 1시)에는 전화 연결이 어려울 수 있으니 양해 부탁드립니다.',
    ],
  },
  {
    title: '기부금영수증 발급 방법 안내 (연말정산)',
    daysAgo: 21,
    paragraphs: [
      '장학기금 기부금영수증은 로그인 후 내 정보의 기부 내역에서 직접 내려받거나 이메일·팩스로 받으실 수 있습니다.',
      '주민등록번호가 등록되지 않은 경우 국세청 연말정산 간소화 서비스에 자동으로 반영되지 않으니, 사무국으로 연락해 주시기 바랍니다.',
    ],
  },
  {
    title: '제{festival}회 동문 한마음 체육대회 참가 신청',
    daysAgo: 34,
    paragraphs: [
      '해마다 여는 동문 체육대회를 모교 운동장에서 엽니다. 축구, 족구, 계주와 가족 레크리에이션을 준비했습니다.',
      '기수별로 참가 인원을 모아 사무국 이메일로 보내 주세요. 점심과 기념품은 총동문회가 마련합니다.',
    ],
  },
  {
    title: '동문 회원 정보 현행화 협조 요청',
    daysAgo: 47,
    paragraphs: [
      '연락처나 주소가 바뀐 동문께서는 누리집의 내 정보에서 직접 고쳐 주시기 바랍니다.',
      '동문 찾기에 어떤 정보를 보일지도 같은 화면에서 정하실 수 있습니다.',
    ],
  },
  {
    title: '개교기념일 모교 방문의 날 안내',
    daysAgo: 60,
    paragraphs: [
      '개교기념일에 졸업 25주년, 30주년 기수를 모교로 초대합니다. 교정 둘러보기와 은사님과의 만남이 준비되어 있습니다.',
    ],
  },
  {
    title: '동문 기업 홍보란 등록 안내',
    daysAgo: 74,
    paragraphs: [
      '동문이 운영하거나 일하는 기업을 동문 기업 홍보란에 소개할 수 있습니다. 로그인 후 등록하시면 사무국 확인을 거쳐 게시됩니다.',
    ],
  },
  {
    title: '모교 도서관 발전기금 모금 결과 보고',
    daysAgo: 90,
    paragraphs: [
      '도서관 리모델링을 위한 발전기금 모금에 동문 318명이 참여해 주셨습니다. 모은 기금은 열람실 개선과 전자자료 구입에 쓰입니다.',
    ],
  },
  {
    title: '{president} 회장 인사: 개교 100주년을 함께 준비합시다',
    daysAgo: 120,
    paragraphs: [
      '개교 100주년을 앞두고 동문 여러분께 인사드립니다. 동문 사이의 교류를 넓히고 후배들을 위한 장학 사업을 더 든든히 하겠습니다.',
      '{signature}',
    ],
  },
  {
    title: '장학기금 정기 후원(CMS) 신청 방법',
    daysAgo: 150,
    paragraphs: [
      '매달 정해진 금액을 자동이체로 후원하실 수 있습니다. 기부 안내 페이지의 신청서를 작성해 사무국으로 보내 주세요.',
    ],
  },
  {
    title: '기수별 대표 연락처 정비 안내',
    daysAgo: 180,
    paragraphs: [
      '기수별 대표 명단을 새로 정리하고 있습니다. 대표를 맡고 계신 동문께서는 연락처를 사무국에 알려 주시기 바랍니다.',
    ],
  },
];

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** A notice another feature writes: published at 10 a.m. (Korean time) of its day. */
export interface HandedInNotice {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** YYYY-MM-DD */
  readonly publishedOn: string;
}

/** Every demo notice, newest first: those above dated back from `now`, and `handedIn`. */
export function demoNotices(now: Date, handedIn: readonly HandedInNotice[]): DemoNotice[] {
  const year = now.getFullYear();
  const fill = (text: string) =>
    text
      .replace('{year}', String(year))
      .replace('{festival}', String(year - DEMO_ASSOCIATION_FOUNDED_YEAR))
      .replace('{president}', DEMO_PRESIDENT.name)
      .replace('{signature}', `제${DEMO_PRESIDENT.term}대 총동문회장 ${DEMO_PRESIDENT.name}`);
  const written = NOTICES.map((notice) => ({
    title: fill(notice.title),
    paragraphs: notice.paragraphs.map(fill),
    publishedAt: new Date(now.getTime() - notice.daysAgo * ONE_DAY_MS).toISOString(),
  }));
  const others = handedIn.map(({ publishedOn, ...notice }) => {
    const at = new Date(`${publishedOn}T10:00:00+09:00`);
    return { ...notice, publishedAt: (at > now ? now : at).toISOString() };
  });
  return [...written, ...others]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map((notice, index) => ({
      ...notice,
      pinned: notice.title.includes('정기총회'),
      views: 30 + ((index * 97) % 500),
    }));
}

import type { CompanyDraft } from './companies';

/**
 * The demo's 동문 기업 (`npm run demo` in the browser and the server's demo database alike): eight
 * listings of the demo alumni, six approved and two waiting in the office's queue, each with a
 * logo drawn of shapes and colours (no text: a server may lack the fonts). Each seed names the
 * owners among its own demo alumni and stores the logo as it stores an image.
 */

export interface DemoCompany extends Omit<CompanyDraft, 'logoImageId'> {
  /** Which of the demo alumni lists it: 1 for the first. */
  readonly alumnus: number;
  readonly colour: string;
  readonly approved: boolean;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    alumnus: 1,
    name: '한빛정밀',
    category: 'manufacturing',
    summary:
      '1998년부터 자동차 엔진 부품을 정밀 가공해 온 회사입니다. 동문 여러분의 견학을 언제든 환영합니다.',
    phone: '031-492-1234',
    website: 'https://hanbit-precision.example.com',
    address: '경기도 안산시 단원구 산단로 123',
    colour: '#1f4e79',
    approved: true,
  },
  {
    alumnus: 2,
    name: '바다마을 횟집',
    category: 'food',
    summary: '속초 앞바다에서 그날 잡은 생선으로 회를 뜹니다. 동문 모임 예약 시 음료를 드립니다.',
    phone: '033-635-5678',
    website: '',
    address: '강원특별자치도 속초시 중앙로 45',
    colour: '#2e8b8b',
    approved: true,
  },
  {
    alumnus: 3,
    name: '새솔 세무회계',
    category: 'professional',
    summary: '개인사업자와 중소기업의 기장, 세무 신고, 절세 상담을 맡고 있습니다.',
    phone: '02-3452-7788',
    website: 'https://saesol-tax.example.com',
    address: '서울 강남구 테헤란로 152',
    colour: '#6b4c9a',
    approved: true,
  },
  {
    alumnus: 4,
    name: '푸른숲 소아청소년과',
    category: 'health',
    summary: '아이들의 성장과 예방접종을 돌보는 동네 병원입니다. 토요일 오후에도 진료합니다.',
    phone: '042-822-3030',
    website: '',
    address: '대전 유성구 대학로 99',
    colour: '#4f7942',
    approved: true,
  },
  {
    alumnus: 5,
    name: '다온소프트',
    category: 'it',
    summary: '중소기업을 위한 재고 관리와 주문 관리 프로그램을 만듭니다.',
    phone: '031-8017-2200',
    website: 'https://daonsoft.example.com',
    address: '경기 성남시 분당구 판교역로 166',
    colour: '#c0504d',
    approved: true,
  },
  {
    alumnus: 6,
    name: '한결 건축사사무소',
    category: 'construction',
    summary: '주택과 근린생활시설의 설계, 인허가, 감리를 합니다.',
    phone: '051-744-9090',
    website: '',
    address: '부산 해운대구 센텀중앙로 79',
    colour: '#8a6d3b',
    approved: true,
  },
  {
    alumnus: 7,
    name: '글마루 학원',
    category: 'education',
    summary: '중고등학생 국어와 논술을 가르칩니다. 동문 자녀에게 수강료를 할인해 드립니다.',
    phone: '062-226-4545',
    website: '',
    address: '광주 동구 금남로 245',
    colour: '#d9822b',
    approved: false,
  },
  {
    alumnus: 8,
    name: '온누리 꽃집',
    category: 'retail',
    summary: '경조사 화환과 꽃다발을 전국으로 보내 드립니다.',
    phone: '02-735-1212',
    website: 'onnuri-flower.example.com',
    address: '서울 종로구 세종대로 175',
    colour: '#b03a6f',
    approved: false,
  },
];

/** The logos' side, in pixels (square). */
export const DEMO_LOGO_SIZE = 320;

/** A listing's logo as SVG: simple shapes on the company's colour. */
export function demoLogoSvg(colour: string, index: number): string {
  const shapes = [
    '<circle cx="160" cy="160" r="90" fill="#fff" fill-opacity="0.9"/>',
    '<rect x="80" y="80" width="160" height="160" rx="24" fill="#fff" fill-opacity="0.9"/>',
    '<path d="M160 60 L260 240 L60 240 Z" fill="#fff" fill-opacity="0.9"/>',
    '<path d="M70 200 Q160 60 250 200" stroke="#fff" stroke-width="28" fill="none"/>',
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_LOGO_SIZE}" height="${DEMO_LOGO_SIZE}">` +
    `<rect width="${DEMO_LOGO_SIZE}" height="${DEMO_LOGO_SIZE}" fill="${colour}"/>` +
    `${shapes[index % shapes.length] ?? ''}` +
    `<circle cx="160" cy="160" r="34" fill="${colour}"/></svg>`
  );
}

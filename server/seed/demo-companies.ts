import sharp from 'sharp';
import {
  type CompanyCategory,
  type CompanyDraft,
  companyDraftRefusal,
  savedCompanyFieldsOf,
} from '../../src/domain/companies/companies';
import type { SeedPorts } from './seed-ports';
import { storeProcessedImage } from '../application/content/site-images';
import { demoPhotoStorage } from './demo-photos';

/**
 * The demo's 동문 기업: eight listings of the demo alumni, six approved and two waiting in the
 * office's queue, each with a drawn logo (shapes and colours, no text: a server may lack the
 * fonts) processed as an upload's would be. Written straight into the store, as the other demo
 * content, so that the audit log of a new site starts empty.
 */

interface DemoCompany {
  readonly ownerId: string;
  readonly name: string;
  readonly category: CompanyCategory;
  readonly summary: string;
  readonly phone: string;
  readonly website: string;
  readonly address: string;
  readonly colour: string;
  readonly approved: boolean;
}

const COMPANIES: readonly DemoCompany[] = [
  {
    ownerId: 'alumni001',
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
    ownerId: 'alumni002',
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
    ownerId: 'alumni003',
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
    ownerId: 'alumni004',
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
    ownerId: 'alumni005',
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
    ownerId: 'alumni006',
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
    ownerId: 'alumni007',
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
    ownerId: 'alumni008',
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

const LOGO_SIZE = 320;

/** Writes the demo companies and their logos into an empty database. */
export async function seedDemoCompanies(ports: SeedPorts, reviewerId: string): Promise<void> {
  const start = ports.clock.now().getTime();
  for (const [index, company] of COMPANIES.entries()) {
    const { ownerId, colour, approved, ...texts } = company;
    const logo = await storeProcessedImage(
      demoPhotoStorage(ports),
      { imageId: ports.random.id(), stem: `demo-logo-${index + 1}`, createdBy: ownerId },
      await drawnLogo(colour, index),
    );
    const draft: CompanyDraft = { ...texts, logoImageId: logo.imageId };
    const refusal = companyDraftRefusal(draft, URL);
    if (refusal) throw new Error(`Demo company ${draft.name}: ${refusal}`);
    // Listed a few days apart, newest last, so that the list has an order to show.
    const at = new Date(start - (COMPANIES.length - index) * 3 * 24 * 60 * 60 * 1000).toISOString();
    const companyId = ports.random.id();
    await ports.store.transactions.run(async () => {
      const repositories = ports.store;
      await repositories.companies.insertWithinLimit(
        {
          id: companyId,
          ownerId,
          ...savedCompanyFieldsOf(draft, URL),
          status: approved ? 'approved' : 'pending',
          rejectReason: null,
          createdAt: at,
          updatedAt: at,
          reviewedAt: approved ? at : null,
          reviewedBy: approved ? reviewerId : null,
        },
        1,
      );
      await repositories.siteImages.hold({ kind: 'company', id: companyId }, [logo.imageId]);
    });
  }
}

/** A logo of simple shapes on the company's colour, in the site's width and formats. */
async function drawnLogo(colour: string, index: number) {
  const shapes = [
    '<circle cx="160" cy="160" r="90" fill="#fff" fill-opacity="0.9"/>',
    '<rect x="80" y="80" width="160" height="160" rx="24" fill="#fff" fill-opacity="0.9"/>',
    '<path d="M160 60 L260 240 L60 240 Z" fill="#fff" fill-opacity="0.9"/>',
    '<path d="M70 200 Q160 60 250 200" stroke="#fff" stroke-width="28" fill="none"/>',
  ];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}">` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" fill="${colour}"/>` +
    `${shapes[index % shapes.length] ?? ''}` +
    `<circle cx="160" cy="160" r="34" fill="${colour}"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const [webp, jpeg] = await Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer(),
    image.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ]);
  return {
    width: LOGO_SIZE,
    height: LOGO_SIZE,
    variants: [{ width: LOGO_SIZE, height: LOGO_SIZE, webp, jpeg }],
  };
}

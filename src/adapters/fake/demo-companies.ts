import type { CompanyCategory } from '../../domain/companies/companies';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo 동문 기업 (`npm run demo`): four listed by demo alumni and approved,
 * one of the demo member's own waiting for the office, each logo drawn as SVG. Only the fake
 * backend loads this file; the server seeds its own (server/seed/demo-companies.ts).
 */
const COMPANIES: readonly {
  ownerId: string;
  name: string;
  category: CompanyCategory;
  summary: string;
  phone: string;
  website: string;
  address: string;
  colour: string;
  approved: boolean;
}[] = [
  {
    ownerId: 'alumni01',
    name: '한빛정밀',
    category: 'manufacturing',
    summary: '1998년부터 자동차 엔진 부품을 정밀 가공해 온 회사입니다.',
    phone: '031-492-1234',
    website: 'https://hanbit-precision.example.com',
    address: '경기도 안산시 단원구 산단로 123',
    colour: '#1f4e79',
    approved: true,
  },
  {
    ownerId: 'alumni02',
    name: '바다마을 횟집',
    category: 'food',
    summary: '속초 앞바다에서 그날 잡은 생선으로 회를 뜹니다.',
    phone: '033-635-5678',
    website: '',
    address: '강원특별자치도 속초시 중앙로 45',
    colour: '#2e8b8b',
    approved: true,
  },
  {
    ownerId: 'alumni03',
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
    ownerId: 'alumni04',
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
    ownerId: 'demo',
    name: '김한빛 꽃집',
    category: 'retail',
    summary: '경조사 화환과 꽃다발을 전국으로 보내 드립니다.',
    phone: '02-735-1212',
    website: '',
    address: '서울 종로구 세종대로 175',
    colour: '#b03a6f',
    approved: false,
  },
];

const LOGO = 320;

/** Puts the demo companies into the backend, their logos as public files of the association. */
export function seedDemoCompanies(backend: FakeBackend, now: Date): void {
  for (const [index, company] of COMPANIES.entries()) {
    const { colour, approved, ownerId, ...texts } = company;
    const imageId = `demo-logo-${index + 1}`;
    const atchFileId = `${imageId}-file`;
    const data = new Blob([logoSvg(colour, index)], { type: 'image/svg+xml' });
    backend.files.set(imageId, [
      {
        atchFileMstId: imageId,
        atchFileId,
        fileName: `${company.name}.svg`,
        mimeType: 'image/svg+xml',
        size: data.size,
        uploadedAt: now.toISOString(),
        data,
        public: true,
        ownerId: null,
      },
    ]);
    backend.siteImages.set(imageId, {
      imageId,
      width: LOGO,
      height: LOGO,
      variants: [{ width: LOGO, height: LOGO, webp: atchFileId, jpeg: atchFileId }],
    });
    backend.siteImageUploaders.set(imageId, ownerId);
    const at = new Date(now.getTime() - (COMPANIES.length - index) * 86_400_000).toISOString();
    backend.companies.push({
      id: `demo-company-${index + 1}`,
      ownerId,
      ...texts,
      logoImageId: imageId,
      status: approved ? 'approved' : 'pending',
      rejectReason: null,
      createdAt: at,
      updatedAt: at,
      reviewedAt: approved ? at : null,
    });
  }
}

/** Shapes on the company's colour (no text: it stands for a logo). */
function logoSvg(colour: string, index: number): string {
  const mark =
    index % 2 === 0
      ? '<circle cx="160" cy="160" r="90" fill="#fff" fill-opacity="0.9"/>'
      : '<rect x="80" y="80" width="160" height="160" rx="24" fill="#fff" fill-opacity="0.9"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO}" height="${LOGO}" viewBox="0 0 ${LOGO} ${LOGO}">` +
    `<rect width="${LOGO}" height="${LOGO}" fill="${colour}"/>${mark}` +
    `<circle cx="160" cy="160" r="34" fill="${colour}"/></svg>`
  );
}

import type { LibraryCategory } from '../../domain/library/library';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo 자료실 (`npm run demo`): three documents as UTF-8 text files, the
 * association's public files. Only the fake backend loads this file; the server seeds its own
 * (server/seed/demo-library.ts).
 */
const DOCUMENTS: readonly {
  category: LibraryCategory;
  title: string;
  description: string;
  fileName: string;
  text: string;
  downloads: number;
}[] = [
  {
    category: 'regulation',
    title: '총동문회 회칙',
    description: '정기총회에서 고친 회칙 전문입니다.',
    fileName: '총동문회 회칙.txt',
    text: '제1조(명칭) 이 회는 한빛고등학교 총동문회라 한다.\n제2조(목적) 동문 사이의 친목과 모교의 발전에 이바지한다.\n',
    downloads: 42,
  },
  {
    category: 'form',
    title: '장학금 신청서',
    description: '장학금을 신청하는 재학생이 내는 서식입니다.',
    fileName: '장학금 신청서.txt',
    text: '한빛장학회 장학금 신청서\n성명 (        ) 학년 (   ) 반 (   )\n신청 사유:\n',
    downloads: 17,
  },
  {
    category: 'report',
    title: '지난해 사업 및 결산 보고서',
    description: '정기총회에 보고한 사업 실적과 결산입니다.',
    fileName: '사업 및 결산 보고서.txt',
    text: '1. 주요 사업: 정기총회, 체육대회, 장학금 수여식\n2. 감사 의견: 적정\n',
    downloads: 8,
  },
];

/** Puts the demo documents into the backend, their files the association's. */
export function seedDemoLibrary(backend: FakeBackend, now: Date): void {
  for (const [index, document] of DOCUMENTS.entries()) {
    const atchFileMstId = `demo-library-${index + 1}`;
    const atchFileId = `${atchFileMstId}-file`;
    const at = new Date(now.getTime() - (index + 1) * 20 * 86_400_000).toISOString();
    const data = new Blob([document.text], { type: 'text/plain' });
    backend.files.set(atchFileMstId, [
      {
        atchFileMstId,
        atchFileId,
        fileName: document.fileName,
        mimeType: 'text/plain',
        size: data.size,
        uploadedAt: at,
        data,
        public: true,
        ownerId: null,
      },
    ]);
    backend.fileDownloads.set(atchFileId, document.downloads);
    backend.libraryDocuments.push({
      id: `demo-document-${index + 1}`,
      category: document.category,
      title: document.title,
      description: document.description,
      atchFileMstId,
      createdAt: at,
      updatedAt: at,
    });
  }
}

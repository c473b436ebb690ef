import { fileKindOfExtension } from '../files';
import type { LibraryCategory } from './library';

/**
 * The demo's 자료실 (`npm run demo` in the browser and the server's demo database alike): a few of
 * the association's documents, the rules and the report as PDF, the forms to fill in as 한글
 * documents (.hwpx), as an association's office keeps them. Each seed draws them in its own
 * adapter (the server's seed with the site's font, the fake backend for the browser) and stores
 * them as the association's public files.
 */
export interface DemoLibraryDocument {
  readonly category: LibraryCategory;
  readonly title: string;
  readonly description: string;
  /** Without its extension: the format adds it. */
  readonly fileName: string;
  readonly format: 'pdf' | 'hwpx';
  /** The first line is the document's heading. */
  readonly text: string;
}

/** The document's heading and its lines. */
export function demoLibraryText(entry: DemoLibraryDocument): [string, string[]] {
  const [heading = entry.title, ...lines] = entry.text.split('\n');
  return [heading, lines];
}

/** The document's file name with its extension, and its type as an upload of it is typed. */
export function demoLibraryFileName(entry: DemoLibraryDocument): {
  readonly fileName: string;
  readonly mimeType: string;
} {
  return {
    fileName: `${entry.fileName}.${entry.format}`,
    mimeType: fileKindOfExtension(entry.format)?.mimeType ?? 'application/octet-stream',
  };
}

export const DEMO_LIBRARY: readonly DemoLibraryDocument[] = [
  {
    category: 'regulation',
    title: '총동문회 회칙',
    description: '정기총회에서 고친 회칙 전문입니다.',
    fileName: '총동문회 회칙',
    format: 'pdf',
    text: [
      '총동문회 회칙',
      '',
      '제1조(명칭) 이 회는 한빛고등학교 총동문회라 한다.',
      '제2조(목적) 이 회는 동문 사이의 친목을 도모하고 모교의 발전과 후배 양성에 이바지함을 목적으로 한다.',
      '제3조(회원) 한빛고등학교를 졸업한 사람은 이 회의 회원이 된다.',
      '제4조(임원) 이 회에 회장 1명, 부회장 약간 명, 감사 2명, 사무총장 1명을 둔다.',
      '제5조(총회) 정기총회는 해마다 1회 열고, 회장이 소집한다.',
      '제6조(재정) 이 회의 재정은 회비, 찬조금, 기부금으로 충당한다.',
    ].join('\n'),
  },
  {
    category: 'form',
    title: '장학금 신청서',
    description:
      '장학금을 신청하는 재학생이 내는 서식입니다. 담임 선생님의 추천을 받아 제출해 주세요.',
    fileName: '장학금 신청서',
    format: 'hwpx',
    text: [
      '한빛장학회 장학금 신청서',
      '',
      '1. 신청인: 성명 (        ) 학년 (   ) 반 (   ) 번호 (   )',
      '2. 연락처: (              )',
      '3. 신청 사유(300자 이내):',
      '',
      '4. 담임교사 추천 의견:',
      '',
      '위와 같이 장학금을 신청합니다.',
      '신청인 (서명)            담임교사 (서명)',
    ].join('\n'),
  },
  {
    category: 'form',
    title: '기부 약정서',
    description: '정기 기부나 목적 기부를 약정할 때 쓰는 서식입니다.',
    fileName: '기부 약정서',
    format: 'hwpx',
    text: [
      '장학기금 기부 약정서',
      '',
      '기부자: 성명 (        ) 졸업 기수 (   )회',
      '기부 방법: [ ] 일시  [ ] 매월 정기',
      '약정 금액: 금 (              )원',
      '기부금영수증: [ ] 이메일  [ ] 팩스',
      '',
      '위 금액을 한빛고등학교 총동문회 장학기금으로 기부할 것을 약정합니다.',
    ].join('\n'),
  },
  {
    category: 'report',
    title: '지난해 사업 및 결산 보고서',
    description: '지난해 총동문회의 사업 실적과 결산을 정기총회에 보고한 자료입니다.',
    fileName: '사업 및 결산 보고서',
    format: 'pdf',
    text: [
      '사업 및 결산 보고서',
      '',
      '1. 주요 사업: 정기총회, 체육대회, 장학금 수여식(24명), 모교 도서 기증',
      '2. 수입: 회비, 찬조금, 장학기금 기부금',
      '3. 지출: 장학금, 행사비, 사무국 운영비',
      '4. 감사 의견: 회계 처리가 적정함을 확인함',
    ].join('\n'),
  },
];

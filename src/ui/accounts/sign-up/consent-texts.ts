import {
  CONSENT_VERSIONS,
  type ConsentKind,
  REQUIRED_CONSENTS,
} from '../../../domain/accounts/consent-versions';
import { ACCESS_LOG_RETENTION_MONTHS } from '../../../domain/access-log';
import { REJECTED_APPLICATION_RETENTION_DAYS } from '../../../domain/accounts';

/**
 * The texts a member agrees to on sign-up. Each is the text of the version in
 * `CONSENT_VERSIONS`, which the server records with the answer: change a text, change its
 * version there. The personal-data notice must agree with the privacy policy (PrivacyPage.tsx):
 * the same items, purposes and retention periods.
 */

export interface ConsentSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  /** Numbered clauses (①, ②…) rather than a plain list. */
  readonly ordered?: boolean;
}

export interface ConsentText {
  readonly kind: ConsentKind;
  /** The checkbox's label, e.g. "이용약관에 동의합니다". */
  readonly label: string;
  /** The text's title, e.g. "이용약관". */
  readonly title: string;
  readonly required: boolean;
  readonly version: string;
  readonly sections: readonly ConsentSection[];
}

/** 2026-11-01 → 2026년 11월 1일 */
export function effectiveDateOf(version: string): string {
  const [year, month, day] = version.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

const TERMS: readonly ConsentSection[] = [
  {
    heading: '제1조 (목적)',
    paragraphs: [
      '이 약관은 총동문회(이하 "총동문회")가 운영하는 홈페이지의 이용 조건과 절차, 총동문회와 회원의 권리와 의무를 정합니다.',
    ],
  },
  {
    heading: '제2조 (회원 가입과 승인)',
    ordered: true,
    items: [
      '회원 가입은 본교를 졸업한 동문이 신청할 수 있습니다.',
      '가입을 신청하면 총동문회 사무국이 졸업 연도와 기수 등으로 동문 여부를 확인한 뒤 승인합니다. 승인되기 전에는 로그인할 수 없습니다.',
      '다른 사람의 정보로 신청하였거나 신청 내용이 사실과 다르면 승인하지 않을 수 있으며, 승인 후에 알게 된 경우에는 회원 자격을 잃을 수 있습니다.',
    ],
  },
  {
    heading: '제3조 (회원의 의무)',
    ordered: true,
    items: [
      '회원은 자신의 아이디와 비밀번호를 직접 관리하며, 다른 사람에게 알려 주거나 빌려주어서는 안 됩니다.',
      '회원 정보가 바뀌면 내 정보 화면에서 바로 고쳐 주셔야 합니다.',
      '동문 찾기로 알게 된 다른 회원의 정보는 동문 간 교류에만 쓰고, 영리 목적의 광고나 다른 사람에게 넘기는 데 써서는 안 됩니다.',
    ],
  },
  {
    heading: '제4조 (서비스의 제공과 변경)',
    paragraphs: [
      '총동문회는 동문 소식, 동문 찾기, 장학기금 기부와 기부금영수증 발급 등의 서비스를 제공합니다. 서비스 내용을 바꾸거나 점검 등으로 서비스를 잠시 멈출 때에는 미리 홈페이지에 알립니다. 다만 긴급한 경우에는 멈춘 뒤에 알릴 수 있습니다.',
    ],
  },
  {
    heading: '제5조 (탈퇴와 자격 상실)',
    ordered: true,
    items: [
      '회원은 언제든지 내 정보 화면에서 탈퇴할 수 있습니다.',
      '회원이 이 약관을 어기거나 다른 회원에게 피해를 주면 총동문회는 회원 자격을 정지하거나 상실시킬 수 있으며, 그 사유를 이메일로 알립니다.',
    ],
  },
  {
    heading: '제6조 (개인정보 보호)',
    paragraphs: [
      '총동문회는 「개인정보 보호법」과 홈페이지에 공개한 개인정보처리방침에 따라 회원의 개인정보를 보호합니다.',
    ],
  },
  {
    heading: '제7조 (책임의 제한)',
    paragraphs: [
      '천재지변, 통신 장애 등 총동문회가 막을 수 없는 사유로 서비스를 제공하지 못한 경우에는 총동문회가 책임을 지지 않습니다.',
    ],
  },
  {
    heading: '부칙',
    paragraphs: [`이 약관은 ${effectiveDateOf(CONSENT_VERSIONS.terms)}부터 시행합니다.`],
  },
];

const PRIVACY: readonly ConsentSection[] = [
  {
    heading: '1. 수집하는 항목',
    items: [
      '필수 항목: 아이디, 비밀번호, 이름, 생년월일, 이메일 주소, 휴대전화번호, 졸업 연도와 기수, 계열·학과',
      '선택 항목: 직장명, 직위, 주소, 프로필 사진(입력하신 경우에만 수집합니다)',
      '서비스 이용 중 자동으로 생성되는 정보: 접속 일시, 방문한 화면의 주소, IP 주소, 브라우저 정보',
    ],
  },
  {
    heading: '2. 수집·이용 목적',
    items: [
      '회원 가입과 관리: 동문 여부 확인과 가입 승인, 본인 확인, 회원 자격 유지·관리, 부정 이용 방지, 각종 고지·통지',
      '동문 찾기: 회원이 공개하기로 선택한 정보에 한하여 다른 동문 회원에게 제공',
      '서비스 운영: 접속 기록을 통한 서비스 안정성 확보와 보안 사고 대응',
    ],
  },
  {
    heading: '3. 보유·이용 기간',
    items: [
      '회원 정보: 회원 탈퇴 시까지. 탈퇴하면 지체 없이 파기하며, 다른 사람이 같은 아이디를 다시 쓰지 못하도록 아이디만 남깁니다.',
      `가입 승인이 거절된 신청 정보: 거절 후 ${REJECTED_APPLICATION_RETENTION_DAYS}일`,
      `접속 기록: 「통신비밀보호법」에 따라 ${ACCESS_LOG_RETENTION_MONTHS}개월`,
    ],
  },
  {
    heading: '4. 동의를 거부할 권리와 거부할 경우의 불이익',
    paragraphs: [
      '개인정보 수집·이용에 동의하지 않으실 수 있습니다. 다만 필수 항목의 수집·이용에 동의하지 않으시면 회원가입을 할 수 없습니다. 선택 항목은 입력하지 않아도 가입과 서비스 이용에 제한이 없습니다.',
    ],
  },
];

const MARKETING: readonly ConsentSection[] = [
  {
    heading: '1. 이용 목적',
    paragraphs: [
      '장학기금 모금 안내, 동문 기업·제휴 혜택 등 총동문회의 홍보성 정보(광고) 안내. 정기총회·행사·경조사 등 동문회 안내는 이 동의와 관계없이 회원에게 보내며, 내 정보의 받을 소식에서 받지 않도록 바꿀 수 있습니다.',
    ],
  },
  { heading: '2. 이용 항목', paragraphs: ['이름, 이메일 주소, 휴대전화번호'] },
  {
    heading: '3. 보내는 방법',
    paragraphs: [
      '이메일, 문자메시지. 제목 앞에 (광고)를 붙이고, 문자는 밤 9시부터 아침 8시까지 보내지 않습니다.',
    ],
  },
  {
    heading: '4. 보유·이용 기간',
    paragraphs: [
      '회원 탈퇴 또는 동의를 철회할 때까지. 법에 따라 2년마다 동의 여부를 메일로 다시 여쭙고, 답이 없으시면 더는 보내지 않습니다.',
    ],
  },
  {
    heading: '5. 동의를 거부할 권리',
    paragraphs: [
      '동의하지 않아도 회원가입과 홈페이지 이용에 아무런 제한이 없습니다. 동의한 뒤에도 메일 끝의 수신거부 링크, 메일 프로그램의 수신거부 버튼, 내 정보의 받을 소식에서 언제든지 무료로 철회할 수 있습니다. 가입 승인 안내, 비밀번호 찾기 등 서비스 이용에 꼭 필요한 알림은 동의 여부와 관계없이 보내 드립니다.',
    ],
  },
];

export const CONSENT_TEXTS: readonly ConsentText[] = [
  {
    kind: 'terms',
    label: '이용약관에 동의합니다',
    title: '이용약관',
    required: REQUIRED_CONSENTS.includes('terms'),
    version: CONSENT_VERSIONS.terms,
    sections: TERMS,
  },
  {
    kind: 'privacy',
    label: '개인정보 수집·이용에 동의합니다',
    title: '개인정보 수집·이용 안내',
    required: REQUIRED_CONSENTS.includes('privacy'),
    version: CONSENT_VERSIONS.privacy,
    sections: PRIVACY,
  },
  {
    kind: 'marketing',
    label: '마케팅 정보 수신에 동의합니다',
    title: '마케팅 정보 수신 안내',
    required: REQUIRED_CONSENTS.includes('marketing'),
    version: CONSENT_VERSIONS.marketing,
    sections: MARKETING,
  },
];

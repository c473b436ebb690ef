/**
 * Korean names of the request fields, for validation messages ("아이디를 입력해 주세요.").
 * Keyed by the field's name in the contract; a name that means something else inside an object
 * is in NESTED_FIELD_LABELS. Every field of every request has one (a test walks the contract's
 * schemas), so that no refusal names a raw key.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  userId: '아이디',
  id: '아이디',
  password: '비밀번호',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  name: '이름',
  birthDate: '생년월일',
  email: '이메일',
  emailAuthCode: '이메일 인증번호',
  authCode: '인증번호',
  mobile: '휴대전화 번호',
  graduationYear: '졸업 연도',
  classNumber: '기수',
  // The organisation chart's positions (조직도).
  positions: '조직도 직책',
  course: '계열·학과',
  company: '직장',
  jobTitle: '직위',
  address: '주소',
  zonecode: '우편번호',
  addr: '주소',
  daddr: '상세주소',
  city: '시·도 코드',
  sgg: '시·군·구 코드',
  sido: '시·도',
  sigungu: '시·군·구',
  profileImageMstId: '프로필 사진',
  consents: '약관 동의',
  terms: '이용약관 동의',
  privacy: '동문 찾기 공개 범위',
  marketing: '마케팅 정보 수신 동의',
  purpose: '인증 목적',
  accessToken: '액세스 토큰',
  refreshToken: '리프레시 토큰',
  resetToken: '재설정 토큰',
  reason: '사유',
  menuPath: '메뉴 경로',
  accessDt: '접속 시각',
  atchFileMstId: '파일 묶음 번호',
  atchFileId: '파일 번호',
  fileNm: '파일 이름',
  status: '상태',
  work: '직장·직위',
  page: '페이지',
  size: '페이지 크기',
  phone: '전화번호',
  region: '거주 지역',
  actorId: '관리자 아이디',
  targetId: '대상 회원 아이디',
  memberId: '회원 아이디',
  action: '작업',
  from: '시작일',
  to: '종료일',
  month: '점검할 달',
  flagged: '이상 징후만 보기',
  year: '연도',
  fundId: '기금',
  donationId: '기부 번호',
  faxNumber: '팩스 번호',
  faxId: '팩스 요청 번호',
  previewId: '미리 보기 번호',
  agreed: '동의 여부',
  residentNumber: '주민등록번호',
  residentNumberConsent: '주민등록번호 수집 동의',
  namedInHallOfFame: '명예의 전당 이름 공개',
  // The office's content, companies, the library and donations (issues 13–17).
  active: '사용 여부',
  albumId: '앨범 번호',
  amount: '금액',
  attachmentsMstId: '첨부 파일 묶음',
  bankReference: '거래 참조',
  bodyHtml: '본문',
  businessNumber: '사업자등록번호',
  category: '분류',
  code: '인증 코드',
  companyId: '기업 번호',
  decision: '검토 결과',
  description: '설명',
  documentId: '자료 번호',
  donatedOn: '기부일',
  donation: '기부 내용',
  duplicateConfirmed: '중복 입력 확인',
  donorId: '기부자',
  entries: '연혁 항목',
  event: '내용',
  format: '파일 형식',
  fromYear: '시작 연도',
  imageId: '사진',
  key: '페이지',
  kind: '종류',
  lines: '거래 내역',
  locked: '잠금 여부',
  logoImageId: '로고',
  memo: '메모',
  method: '기부 방법',
  note: '비고',
  noticeId: '공지사항 번호',
  paymentId: '납부 번호',
  photos: '사진',
  pinned: '상단 고정',
  presidents: '역대 회장',
  published: '공개 여부',
  query: '검색어',
  receiptCode: '영수증 구분',
  receiptId: '영수증 번호',
  role: '권한',
  row: '행 번호',
  scholarshipId: '장학금 지급 번호',
  showBadge: '회비 납부 표시',
  students: '장학생',
  summary: '소개',
  takenOn: '촬영일',
  term: '대수',
  ticket: '인증 절차',
  title: '제목',
  toYear: '종료 연도',
  updatedAt: '수정 시각',
  userIds: '회원 아이디',
  uses: '사용 내역',
  website: '홈페이지 주소',
  alt: '대체 텍스트',
  caption: '설명',
  // The outbox (issue 32).
  messageId: '메일 번호',
  state: '상태',
  // Giving online (issue 31).
  orderId: '주문번호',
  pledgeId: '매월 기부 번호',
  paymentKey: '결제 키',
  months: '기간(개월)',
  authKey: '카드 등록 키',
  customerKey: '고객 키',
  cardNumber: '카드 번호',
  customerName: '입금자 이름',
  chargeDay: '결제일',
  donor: '기부자',
  duesKind: '회비 종류',
  wantsReceipt: '기부금영수증 신청',
};

/**
 * Names that mean something else inside an object, keyed `object/field` by the object's own
 * property name: `phone` is a telephone number in a company or a donor, but inside a member's
 * `privacy` whether the mobile number is shown.
 */
export const NESTED_FIELD_LABELS: Readonly<Record<string, string>> = {
  'privacy/phone': '휴대전화 공개 여부',
  'privacy/email': '이메일 공개 여부',
  'privacy/company': '직장·직위 공개 여부',
  'privacy/region': '거주 지역 공개 여부',
  'consents/privacy': '개인정보 수집·이용 동의',
  'entries/month': '월',
  'uses/purpose': '사용처',
  'positions/title': '직책',
  'positions/holderName': '맡은 사람 이름',
  'positions/contact': '연락처',
  'positions/depth': '조직도 단계',
};

/**
 * The Korean label of the field at the end of a path of property names (array indexes left
 * out): `['privacy', 'phone']` → 휴대전화 공개 여부, `['phone']` → 전화번호. Undefined for a name
 * the tables do not have; a message then says "입력값" rather than the raw key.
 */
export function fieldLabelOf(path: readonly string[]): string | undefined {
  const field = path.at(-1);
  if (field === undefined) return undefined;
  const parent = path.at(-2);
  return (
    (parent !== undefined ? NESTED_FIELD_LABELS[`${parent}/${field}`] : undefined) ??
    FIELD_LABELS[field]
  );
}

/** What a message calls a field that has no label (never its raw key). */
export const UNLABELLED_FIELD = '입력값';

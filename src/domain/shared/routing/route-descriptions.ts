import type { RouteId } from './route-table';

/**
 * What each public page is about, in a sentence: its `<meta name="description">`, read by search
 * engines and link previews (KakaoTalk, 네이버) beside the page's title. Written into the pages
 * at build time (src/ui/shared/prerender/static-pages.tsx), so the app's script carries none.
 */
export const ROUTE_DESCRIPTIONS: Partial<Readonly<Record<RouteId, string>>> = {
  home: '총동문회 소식과 공지사항, 장학기금 현황, 동문 찾기를 한곳에서 만나는 총동문회 공식 웹사이트입니다.',
  greeting: '총동문회 회장이 동문 여러분께 드리는 인사말입니다.',
  organization: '총동문회 회장단과 임원, 기수별 대표, 사무국으로 이루어진 조직을 소개합니다.',
  pastPresidents: '총동문회를 이끌어 온 역대 회장을 임기 순으로 소개합니다.',
  notice: '총동문회의 행사, 모임, 장학 사업 소식을 알리는 공지사항입니다.',
  library: '총동문회 회칙과 규정, 각종 서식, 사업 보고서를 내려받는 자료실입니다.',
  map: '총동문회 사무국을 찾아오는 길: 주소, 대중교통, 주차, 연락처를 안내합니다.',
  symbol: '모교의 교표, 교화, 교목과 그 뜻을 소개합니다.',
  founder: '모교를 세운 설립자의 뜻과 발자취를 소개합니다.',
  schoolHistory: '개교부터 오늘까지 모교가 걸어온 길을 연대별로 정리했습니다.',
  schoolView: '모교의 교정과 건물을 사진으로 둘러봅니다.',
  anniversary100: '개교 100주년 기념사업회의 사업과 참여 방법을 안내합니다.',
  historyGallery: '모교의 옛 모습과 역사적인 순간을 담은 사진첩입니다.',
  contributionInformation: '장학기금 기부 방법과 기부금영수증 발급, 세액공제를 안내합니다.',
  donate:
    '장학기금에 한 번 또는 매월 기부하고, 회원은 회비를 냅니다. 기부금영수증을 받을 수 있습니다.',
  donateSandbox: '실제 돈이 오가지 않는 테스트 결제의 결제창입니다.',
  donateDone: '기부와 회비 결제의 결과와 다음 안내입니다.',
  donateCard: '매월 기부에 쓸 카드를 등록하고 첫 달 결제 결과를 안내합니다.',
  donateSandboxCard: '실제 돈이 오가지 않는 테스트 결제의 카드 등록 창입니다.',
  contributionStatistics: '연도별, 기금별, 기수별 장학기금 모금 현황과 장학금 지급 실적입니다.',
  contributionGallery: '장학금 수여식과 기부 행사의 사진첩입니다.',
  hallOfFame: '장학기금에 뜻을 모아 주신 동문을 기리는 명예의 전당입니다.',
  disclosure: '해마다 모은 기부금과 그 쓰임을 공개합니다.',
  findAlumni: '로그인한 동문이 이름, 기수, 지역, 직장으로 다른 동문을 찾습니다.',
  alumniCompanies: '동문이 운영하거나 일하는 기업을 소개하고 홍보합니다.',
  events: '정기총회, 체육대회, 송년의 밤 같은 총동문회 행사의 일정을 보고 참가 신청합니다.',
  signIn: '총동문회 회원 로그인',
  signUp: '동문 인증을 거쳐 총동문회 회원으로 가입합니다.',
  findId: '가입할 때 쓴 이메일로 아이디를 찾습니다.',
  findPassword: '이메일 인증으로 비밀번호를 새로 정합니다.',
  notApproved: '가입 신청이 사무국의 승인을 기다리는 동안의 안내입니다.',
  privacy: '총동문회가 개인정보를 어떻게 모으고 쓰고 지키는지 알려 드립니다.',
};

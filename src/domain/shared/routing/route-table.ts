/**
 * Every screen of the site (spec section 2, and the office's console under `/admin`): path,
 * Korean title, menu group, whether it needs a signed-in member (and which role), and its layout.
 *
 * The association's own pages live under `/{product}/…`. The segment is configuration (the
 * association's short English name, e.g. "hanbit"); `DEFAULT_PRODUCT_SEGMENT` is used when none
 * is configured. It must be a lowercase slug and must not shadow another top-level path.
 */

import type { MemberRole } from '../member/member-profile';

export const DEFAULT_PRODUCT_SEGMENT = 'association';

/** The console's home, where an administrator's sign-in lands. */
export const OFFICE_HOME_PATH = '/admin';

export type MenuGroupId = 'association' | 'introduce' | 'contribution' | 'alumni';

/** A group of a menu, by its id and its Korean heading. */
interface Group<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

export type MenuGroup = Group<MenuGroupId>;

/** The four menu groups, in the spec's order. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { id: 'association', label: '총동문회' },
  { id: 'introduce', label: '학교 소개' },
  { id: 'contribution', label: '장학기금' },
  { id: 'alumni', label: '동문 소식' },
];

export type ConsoleGroupId = 'members' | 'content' | 'donations' | 'records';

export type ConsoleGroup = Group<ConsoleGroupId>;

/** The console's menu groups, in its order: the office's work by what it is about. */
export const CONSOLE_GROUPS: readonly ConsoleGroup[] = [
  { id: 'members', label: '회원' },
  { id: 'content', label: '콘텐츠' },
  { id: 'donations', label: '기부' },
  { id: 'records', label: '기록' },
];

/** `main`: header, menu, sub-menu and breadcrumb. `auth`: the same frame without sub-menu. */
export type LayoutKind = 'main' | 'auth';

export type RouteId =
  | 'home'
  | 'greeting'
  | 'organization'
  | 'pastPresidents'
  | 'notice'
  | 'map'
  | 'library'
  | 'symbol'
  | 'founder'
  | 'schoolHistory'
  | 'schoolView'
  | 'anniversary100'
  | 'historyGallery'
  | 'contributionInformation'
  | 'donate'
  | 'donateSandbox'
  | 'donateDone'
  | 'donateCard'
  | 'donateSandboxCard'
  | 'contributionStatistics'
  | 'contributionGallery'
  | 'hallOfFame'
  | 'disclosure'
  | 'findAlumni'
  | 'alumniCompanies'
  | 'myCompanies'
  | 'myDonations'
  | 'myDues'
  | 'myDuesConfirmation'
  | 'myMessages'
  | 'myEvents'
  | 'events'
  | 'eventRegistration'
  | 'messageChoices'
  | 'signIn'
  | 'signUp'
  | 'findId'
  | 'findPassword'
  | 'notApproved'
  | 'withdraw'
  | 'privacy'
  | 'myInfo'
  | 'officeDashboard'
  | 'officeMembers'
  | 'officeMemberSearch'
  | 'officeMemberDetail'
  | 'officeStatistics'
  | 'officeAuditLog'
  | 'officeAccessRecords'
  | 'officeNotices'
  | 'officeNoticeEditor'
  | 'officeSitePages'
  | 'officeSitePageEditor'
  | 'officeAlbums'
  | 'officeAlbumEditor'
  | 'officeHistory'
  | 'officeOrganization'
  | 'officeCompanies'
  | 'officeLibrary'
  | 'officeDonations'
  | 'officeDonationImport'
  | 'officeDonationFunds'
  | 'officeScholarships'
  | 'officeReceipts'
  | 'officeDonorReceipts'
  | 'officeDues'
  | 'officePledges'
  | 'officeCampaigns'
  | 'officeCampaignCompose'
  | 'officeCampaign'
  | 'officeOutbox'
  | 'officeEvents'
  | 'officeEventEditor'
  | 'officeEventAttendees'
  | 'officeEventCheckIn'
  | 'notFound';

export interface RouteDefinition {
  readonly id: RouteId;
  readonly path: string;
  readonly title: string;
  readonly group: MenuGroupId | null;
  readonly requiresAuth: boolean;
  /** The role the signed-in member must hold (the office's console); any member when absent. */
  readonly requiresRole?: MemberRole;
  /**
   * The console menu's group of an office screen; absent for the console's home and for screens
   * reached from another (one item of a list), which are not in the menu.
   */
  readonly consoleGroup?: ConsoleGroupId;
  readonly layout: LayoutKind;
  /**
   * False for a page reached by a member's own link (a mail's signed address): shown without
   * signing in, yet neither pre-rendered nor listed for search engines, and marked noindex.
   */
  readonly indexed?: false;
}

/** A menu's group with its screens. */
interface Section<G> {
  readonly group: G;
  readonly routes: readonly RouteDefinition[];
}

export type MenuSection = Section<MenuGroup>;
export type ConsoleMenuSection = Section<ConsoleGroup>;

export interface RouteTable {
  readonly productSegment: string;
  readonly routes: readonly RouteDefinition[];
  /** The page shown for any path no route matches. */
  readonly notFound: RouteDefinition;
  /** The menu: each group with its screens, in the spec's order. */
  readonly menu: readonly MenuSection[];
  /** The console's menu: each group with its screens, in the route table's order. */
  readonly consoleMenu: readonly ConsoleMenuSection[];
  byId(id: RouteId): RouteDefinition;
  /** The route of a location (query string and fragment ignored), or `notFound`. */
  resolve(location: string): RouteDefinition;
}

type RouteSpec = Omit<RouteDefinition, 'layout'> & { readonly layout?: LayoutKind };

/** Top-level segments the product segment must not take. */
const RESERVED_SEGMENTS = new Set([
  'introduce',
  'contribution',
  'alumni',
  'auth',
  'privacy',
  'me',
  'api',
  'assets',
  'admin',
  'messages',
]);

export class RouteConfigurationError extends Error {
  override readonly name = 'RouteConfigurationError';
}

export function buildRouteTable(productSegment: string = DEFAULT_PRODUCT_SEGMENT): RouteTable {
  if (!/^[a-z][a-z0-9-]{1,31}$/u.test(productSegment)) {
    throw new RouteConfigurationError(
      `Product segment "${productSegment}" must be 2–32 lowercase letters, digits or hyphens, starting with a letter`,
    );
  }
  if (RESERVED_SEGMENTS.has(productSegment)) {
    throw new RouteConfigurationError(
      `Product segment "${productSegment}" would shadow the site's own /${productSegment} pages`,
    );
  }

  const product = `/${productSegment}`;
  const specs: RouteSpec[] = [
    { id: 'home', path: '/', title: '홈', group: null, requiresAuth: false },

    route('greeting', `${product}/greeting`, '인사말', 'association'),
    route('organization', `${product}/organization`, '조직도', 'association'),
    route('pastPresidents', `${product}/history`, '역대 회장', 'association'),
    route('notice', `${product}/notice`, '공지사항', 'association'),
    route('map', `${product}/map`, '오시는 길', 'association'),
    route('library', `${product}/library`, '자료실', 'association'),

    route('symbol', '/introduce/symbol', '상징', 'introduce'),
    route('founder', '/introduce/founder', '설립자', 'introduce'),
    route('schoolHistory', '/introduce/history', '연혁', 'introduce'),
    route('schoolView', '/introduce/view', '학교 둘러보기', 'introduce'),
    route('anniversary100', '/introduce/anniv100', '개교 100주년 기념사업회', 'introduce'),
    route('historyGallery', '/introduce/historyGallery', '역사 갤러리', 'introduce'),

    route('contributionInformation', '/contribution/information', '기부 안내', 'contribution'),
    route('donate', '/contribution/donate', '기부하기', 'contribution'),
    // The sandbox's payment window and the return from any window: reached from 기부하기 only.
    {
      id: 'donateSandbox',
      path: '/contribution/donate/sandbox',
      title: '테스트 결제',
      group: null,
      requiresAuth: false,
    },
    {
      id: 'donateDone',
      path: '/contribution/donate/done',
      title: '기부 결과',
      group: null,
      requiresAuth: false,
    },
    // A monthly pledge's card window and its return (a member's: the pledge is theirs).
    {
      id: 'donateCard',
      path: '/contribution/donate/card',
      title: '카드 등록',
      group: null,
      requiresAuth: true,
    },
    {
      id: 'donateSandboxCard',
      path: '/contribution/donate/sandbox-card',
      title: '테스트 카드 등록',
      group: null,
      requiresAuth: false,
    },
    route('contributionStatistics', '/contribution/statistics', '기부 현황', 'contribution'),
    route('contributionGallery', '/contribution/gallery', '장학 갤러리', 'contribution'),
    route('hallOfFame', '/contribution/hole', '명예의 전당', 'contribution'),
    route('disclosure', '/contribution/info', '기부금 공개', 'contribution'),

    { ...route('findAlumni', '/alumni/find', '동문 찾기', 'alumni'), requiresAuth: true },
    route('alumniCompanies', '/alumni/pr', '동문 기업 홍보', 'alumni'),
    // A member's own listings, reached from the list (not a menu item).
    {
      id: 'myCompanies',
      path: '/alumni/pr/mine',
      title: '내 기업 등록',
      group: null,
      requiresAuth: true,
    },

    // 행사 일정, and one event's page (?id=), pre-rendered with its own title (issue 33).
    route('events', '/alumni/events', '행사 일정', 'alumni'),
    // A registration's own page from its mail's signed link (?t=), without signing in.
    {
      id: 'eventRegistration',
      path: '/alumni/events/registration',
      title: '행사 신청 확인',
      group: null,
      requiresAuth: false,
      indexed: false,
    },

    authRoute('signIn', '/auth/signin', '로그인'),
    authRoute('signUp', '/auth/signup', '회원가입'),
    authRoute('findId', '/auth/find/id', '아이디 찾기'),
    authRoute('findPassword', '/auth/find/password', '비밀번호 찾기'),
    authRoute('notApproved', '/auth/not-approved', '가입 승인 대기'),
    { ...authRoute('withdraw', '/auth/withdraw', '회원 탈퇴'), requiresAuth: true },

    {
      id: 'privacy',
      path: '/privacy',
      title: '개인정보처리방침',
      group: null,
      requiresAuth: false,
    },
    { id: 'myInfo', path: '/me', title: '내 정보', group: null, requiresAuth: true },
    // 내 정보's second tab: the member's donations and their receipts.
    {
      id: 'myDonations',
      path: '/me/donations',
      title: '기부 내역',
      group: null,
      requiresAuth: true,
    },
    // 내 정보's third tab: the member's dues, and the 납부 확인서 of a payment (?id=).
    { id: 'myDues', path: '/me/dues', title: '회비', group: null, requiresAuth: true },
    {
      id: 'myDuesConfirmation',
      path: '/me/dues/confirmation',
      title: '회비 납부 확인서',
      group: null,
      requiresAuth: true,
    },
    // 내 정보's fourth tab: what the member receives from the office (issue 32).
    { id: 'myMessages', path: '/me/messages', title: '받을 소식', group: null, requiresAuth: true },
    // 내 정보's fifth tab: the member's event registrations (issue 33).
    { id: 'myEvents', path: '/me/events', title: '행사 신청', group: null, requiresAuth: true },
    // The same choices from a mail's signed link (?t=), without signing in.
    {
      id: 'messageChoices',
      path: '/messages/choices',
      title: '받을 소식 설정',
      group: null,
      requiresAuth: false,
      indexed: false,
    },

    consoleRoute('officeDashboard', OFFICE_HOME_PATH, '관리자 홈'),
    officeRoute('officeMembers', '/admin/members', '회원 관리', 'members'),
    officeRoute('officeMemberSearch', '/admin/members/search', '회원 검색', 'members'),
    // The member's id is in the query (?id=): the access log keeps the path only.
    consoleRoute('officeMemberDetail', '/admin/members/detail', '회원 상세'),
    officeRoute('officeStatistics', '/admin/statistics', '메뉴 접속 통계', 'records'),
    officeRoute('officeAuditLog', '/admin/audit', '감사 기록', 'records'),
    officeRoute('officeAccessRecords', '/admin/access-records', '개인정보 접속기록', 'records'),
    officeRoute('officeNotices', '/admin/notices', '공지사항 관리', 'content'),
    // A new notice, or one to edit (?id=), reached from the list.
    consoleRoute('officeNoticeEditor', '/admin/notices/edit', '공지사항 쓰기'),
    officeRoute('officeSitePages', '/admin/pages', '소개 페이지 관리', 'content'),
    // One page of text to write (?id=greeting), reached from the list.
    consoleRoute('officeSitePageEditor', '/admin/pages/edit', '소개 페이지 고치기'),
    officeRoute('officeAlbums', '/admin/albums', '앨범 관리', 'content'),
    // A new album, or one to edit (?id=), reached from the list.
    consoleRoute('officeAlbumEditor', '/admin/albums/edit', '앨범 편집'),
    officeRoute('officeHistory', '/admin/history', '연혁·역대 회장 관리', 'content'),
    officeRoute('officeOrganization', '/admin/organization', '조직도 관리', 'content'),
    officeRoute('officeCompanies', '/admin/companies', '동문 기업 승인', 'content'),
    officeRoute('officeLibrary', '/admin/library', '자료실 관리', 'content'),
    officeRoute('officeDonations', '/admin/donations', '기부 입력·내역', 'donations'),
    officeRoute(
      'officeDonationImport',
      '/admin/donations/import',
      '은행 거래내역 가져오기',
      'donations',
    ),
    officeRoute('officeDonationFunds', '/admin/donations/funds', '기금 관리', 'donations'),
    officeRoute(
      'officeScholarships',
      '/admin/donations/scholarships',
      '장학금 지급·기부금 공개',
      'donations',
    ),
    officeRoute(
      'officeReceipts',
      '/admin/donations/receipts',
      '기부금영수증 발급 대장',
      'donations',
    ),
    // One donor's receipts (?donorId=&year=), reached from the register and the batch's list.
    consoleRoute('officeDonorReceipts', '/admin/donations/receipts/donor', '기부자 영수증'),
    officeRoute('officeDues', '/admin/dues', '회비 관리', 'donations'),
    officeRoute('officePledges', '/admin/donations/pledges', '매월 기부', 'donations'),
    officeRoute('officeCampaigns', '/admin/messages/campaigns', '소식 보내기', 'records'),
    // A new send, and one send's progress (?id=), reached from the list.
    consoleRoute('officeCampaignCompose', '/admin/messages/campaigns/new', '새 소식 보내기'),
    consoleRoute('officeCampaign', '/admin/messages/campaigns/detail', '보낸 소식'),
    officeRoute('officeOutbox', '/admin/messages/outbox', '보낸 메일함', 'records'),
    officeRoute('officeEvents', '/admin/events', '행사 관리', 'content'),
    // A new event or one to edit (?id=), and one event's attendees (?id=), from the list.
    consoleRoute('officeEventEditor', '/admin/events/edit', '행사 편집'),
    consoleRoute('officeEventAttendees', '/admin/events/attendees', '신청자 명단'),
    // The door's screen, opened on a phone: the event in the path (issue 33, item 5).
    consoleRoute('officeEventCheckIn', '/admin/events/:id/check-in', '입장 확인'),
  ];
  const routes = specs.map((spec) => ({ layout: 'main' as const, ...spec }));
  const notFound: RouteDefinition = {
    id: 'notFound',
    path: '*',
    title: '페이지를 찾을 수 없습니다',
    group: null,
    requiresAuth: false,
    layout: 'main',
  };

  const byPath = new Map(routes.map((definition) => [definition.path, definition]));
  // Paths with a `:parameter` segment, matched when no exact path is.
  const patterns = routes
    .filter((definition) => definition.path.includes('/:'))
    .map((definition) => ({ definition, pattern: patternOf(definition.path) }));
  const byId = new Map<RouteId, RouteDefinition>(
    [...routes, notFound].map((definition) => [definition.id, definition]),
  );
  const sectionsOf = <G extends Group<string>>(
    groups: readonly G[],
    groupOf: (definition: RouteDefinition) => string | null | undefined,
  ): Section<G>[] =>
    groups.map((group) => ({
      group,
      routes: routes.filter((definition) => groupOf(definition) === group.id),
    }));
  const menu = sectionsOf(MENU_GROUPS, (definition) => definition.group);
  const consoleMenu = sectionsOf(CONSOLE_GROUPS, (definition) => definition.consoleGroup);

  return {
    productSegment,
    routes,
    notFound,
    menu,
    consoleMenu,
    byId(id) {
      const definition = byId.get(id);
      if (!definition) throw new RouteConfigurationError(`Unknown route id "${id}"`);
      return definition;
    },
    resolve(location) {
      const path = normalizePath(location);
      return (
        byPath.get(path) ??
        patterns.find(({ pattern }) => pattern.test(path))?.definition ??
        notFound
      );
    },
  };
}

/** The path of a location: no query string, no fragment, no trailing slash (except "/"). */
export function normalizePath(location: string): string {
  const path = location.split(/[?#]/u, 1)[0] ?? '';
  const withLeadingSlash = path.startsWith('/') ? path : `/${path}`;
  return withLeadingSlash.length > 1 ? withLeadingSlash.replace(/\/+$/u, '') || '/' : '/';
}

/** A route path's parameters as a pattern: `/admin/events/:id/check-in`. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`, 'u');
}

/** A `:parameter` of a route's path in a location (decoded); null when it does not match. */
export function pathParameter(
  definition: Pick<RouteDefinition, 'path'>,
  location: string,
  name: string,
): string | null {
  const names = definition.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  const index = names.indexOf(name);
  const match = patternOf(definition.path).exec(normalizePath(location));
  const value = index >= 0 && match ? match[index + 1] : undefined;
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A path of a route with its `:parameters` filled in, each encoded. */
export function pathWithParameters(
  definition: Pick<RouteDefinition, 'path'>,
  parameters: Readonly<Record<string, string>>,
): string {
  return definition.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(parameters[segment.slice(1)] ?? '') : segment,
    )
    .join('/');
}

function route(id: RouteId, path: string, title: string, group: MenuGroupId): RouteSpec {
  return { id, path, title, group, requiresAuth: false };
}

/** A screen of the office's console (administrators only) outside its menu. */
function consoleRoute(id: RouteId, path: string, title: string): RouteSpec {
  return { id, path, title, group: null, requiresAuth: true, requiresRole: 'admin' };
}

/** A screen of the console's menu: a new one joins the menu, in its group, by this line alone. */
function officeRoute(
  id: RouteId,
  path: string,
  title: string,
  consoleGroup: ConsoleGroupId,
): RouteSpec {
  return { ...consoleRoute(id, path, title), consoleGroup };
}

function authRoute(id: RouteId, path: string, title: string): RouteSpec {
  return { id, path, title, group: null, requiresAuth: false, layout: 'auth' };
}

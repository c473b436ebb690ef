import { ROUTE_DESCRIPTIONS } from '../../../../src/domain/shared/routing/route-descriptions';
import { describe, expect, it } from 'vitest';
import {
  buildRouteTable,
  pathParameter,
  pathWithParameters,
  DEFAULT_PRODUCT_SEGMENT,
  MENU_GROUPS,
  normalizePath,
  RouteConfigurationError,
  type RouteId,
} from '../../../../src/domain/shared/routing/route-table';

interface ExpectedRoute {
  readonly id: RouteId;
  readonly path: string;
  readonly requiresAuth: boolean;
}

/** The spec's route table, written out literally for the default product segment. */
const ASSOCIATION_ROUTES: readonly ExpectedRoute[] = [
  { id: 'greeting', path: '/association/greeting', requiresAuth: false },
  { id: 'organization', path: '/association/organization', requiresAuth: false },
  { id: 'pastPresidents', path: '/association/history', requiresAuth: false },
  { id: 'notice', path: '/association/notice', requiresAuth: false },
  { id: 'map', path: '/association/map', requiresAuth: false },
  { id: 'library', path: '/association/library', requiresAuth: false },
];
const INTRODUCE_ROUTES: readonly ExpectedRoute[] = [
  { id: 'symbol', path: '/introduce/symbol', requiresAuth: false },
  { id: 'founder', path: '/introduce/founder', requiresAuth: false },
  { id: 'schoolHistory', path: '/introduce/history', requiresAuth: false },
  { id: 'schoolView', path: '/introduce/view', requiresAuth: false },
  { id: 'anniversary100', path: '/introduce/anniv100', requiresAuth: false },
  { id: 'historyGallery', path: '/introduce/historyGallery', requiresAuth: false },
];
const CONTRIBUTION_ROUTES: readonly ExpectedRoute[] = [
  { id: 'contributionInformation', path: '/contribution/information', requiresAuth: false },
  { id: 'donate', path: '/contribution/donate', requiresAuth: false },
  { id: 'contributionStatistics', path: '/contribution/statistics', requiresAuth: false },
  { id: 'contributionGallery', path: '/contribution/gallery', requiresAuth: false },
  { id: 'hallOfFame', path: '/contribution/hole', requiresAuth: false },
  { id: 'disclosure', path: '/contribution/info', requiresAuth: false },
];
const ALUMNI_ROUTES: readonly ExpectedRoute[] = [
  { id: 'findAlumni', path: '/alumni/find', requiresAuth: true },
  { id: 'alumniCompanies', path: '/alumni/pr', requiresAuth: false },
  // Issue 33: the events' calendar and one event's page (?id=).
  { id: 'events', path: '/alumni/events', requiresAuth: false },
];
const AUTH_ROUTES: readonly ExpectedRoute[] = [
  { id: 'signIn', path: '/auth/signin', requiresAuth: false },
  { id: 'signUp', path: '/auth/signup', requiresAuth: false },
  { id: 'findId', path: '/auth/find/id', requiresAuth: false },
  { id: 'findPassword', path: '/auth/find/password', requiresAuth: false },
  { id: 'notApproved', path: '/auth/not-approved', requiresAuth: false },
  { id: 'withdraw', path: '/auth/withdraw', requiresAuth: true },
];
const OTHER_MAIN_ROUTES: readonly ExpectedRoute[] = [
  { id: 'home', path: '/', requiresAuth: false },
  { id: 'privacy', path: '/privacy', requiresAuth: false },
  { id: 'myInfo', path: '/me', requiresAuth: true },
  { id: 'myDonations', path: '/me/donations', requiresAuth: true },
  { id: 'myDues', path: '/me/dues', requiresAuth: true },
  { id: 'myDuesConfirmation', path: '/me/dues/confirmation', requiresAuth: true },
  // What a member receives (issue 32): on /me, and from a mail's signed link without signing in.
  { id: 'myMessages', path: '/me/messages', requiresAuth: true },
  { id: 'messageChoices', path: '/messages/choices', requiresAuth: false },
  // A member's event registrations (issue 33): on /me, and one from its mail's signed link.
  { id: 'myEvents', path: '/me/events', requiresAuth: true },
  { id: 'eventRegistration', path: '/alumni/events/registration', requiresAuth: false },
  { id: 'myCompanies', path: '/alumni/pr/mine', requiresAuth: true },
  // 기부하기's payment window of the sandbox and the return from any window (issue 31).
  { id: 'donateSandbox', path: '/contribution/donate/sandbox', requiresAuth: false },
  { id: 'donateDone', path: '/contribution/donate/done', requiresAuth: false },
  // A monthly pledge's card window: the sandbox's, and the return from any (a member's).
  { id: 'donateCard', path: '/contribution/donate/card', requiresAuth: true },
  { id: 'donateSandboxCard', path: '/contribution/donate/sandbox-card', requiresAuth: false },
];
const ALL_ROUTES = [
  ...ASSOCIATION_ROUTES,
  ...INTRODUCE_ROUTES,
  ...CONTRIBUTION_ROUTES,
  ...ALUMNI_ROUTES,
  ...AUTH_ROUTES,
  ...OTHER_MAIN_ROUTES,
];

const HANGUL = /[가-힣]/u;
const table = buildRouteTable();

function expectRoutes(routes: readonly ExpectedRoute[]): void {
  for (const expected of routes) {
    const definition = table.byId(expected.id);
    expect({ path: definition.path, requiresAuth: definition.requiresAuth }).toEqual({
      path: expected.path,
      requiresAuth: expected.requiresAuth,
    });
    expect(table.resolve(expected.path).id).toBe(expected.id);
  }
}

describe('route table', () => {
  it('has the association pages under /{product}/, without login', () => {
    expectRoutes(ASSOCIATION_ROUTES);
  });

  it('has the school introduction pages under /introduce/, without login', () => {
    expectRoutes(INTRODUCE_ROUTES);
  });

  it('has the scholarship donation pages under /contribution/, without login', () => {
    expectRoutes(CONTRIBUTION_ROUTES);
  });

  it('requires login for /alumni/find but not for /alumni/pr', () => {
    expectRoutes(ALUMNI_ROUTES);
  });

  it('has the auth pages in the auth layout, only /auth/withdraw requiring login', () => {
    expectRoutes(AUTH_ROUTES);
    for (const { id } of AUTH_ROUTES) expect(table.byId(id).layout).toBe('auth');
  });

  it('has / and /privacy without login in the main layout', () => {
    expectRoutes(OTHER_MAIN_ROUTES.filter(({ id }) => id !== 'myInfo'));
    expect(table.byId('home').layout).toBe('main');
    expect(table.byId('privacy').layout).toBe('main');
  });

  it('has /me titled 내 정보, requiring login', () => {
    const me = table.byId('myInfo');
    expect(me).toMatchObject({ path: '/me', title: '내 정보', requiresAuth: true });
  });

  it("has no route beyond the spec's and the office's console, and every page outside /auth uses the main layout", () => {
    expect(table.routes.map(({ path }) => path).sort()).toEqual(
      [
        ...ALL_ROUTES.map(({ path }) => path),
        '/admin',
        '/admin/members',
        '/admin/members/search',
        '/admin/members/detail',
        '/admin/statistics',
        '/admin/audit',
        '/admin/access-records',
        '/admin/notices',
        '/admin/notices/edit',
        '/admin/pages',
        '/admin/pages/edit',
        '/admin/albums',
        '/admin/albums/edit',
        '/admin/history',
        '/admin/organization',
        '/admin/companies',
        '/admin/library',
        '/admin/donations',
        '/admin/donations/import',
        '/admin/donations/funds',
        '/admin/donations/scholarships',
        '/admin/donations/receipts',
        '/admin/donations/receipts/donor',
        '/admin/dues',
        '/admin/donations/pledges',
        '/admin/messages/campaigns',
        '/admin/messages/campaigns/new',
        '/admin/messages/campaigns/detail',
        '/admin/messages/outbox',
        '/admin/events',
        '/admin/events/edit',
        '/admin/events/attendees',
        '/admin/events/:id/check-in',
      ].sort(),
    );
    for (const definition of table.routes) {
      expect(definition.layout).toBe(definition.path.startsWith('/auth/') ? 'auth' : 'main');
    }
  });

  it("puts the office's console under /admin, for administrators only and outside the menu", () => {
    const console = table.routes.filter(
      ({ path }) => path === '/admin' || path.startsWith('/admin/'),
    );
    expect(console.map(({ id }) => id)).toEqual([
      'officeDashboard',
      'officeMembers',
      'officeMemberSearch',
      'officeMemberDetail',
      'officeStatistics',
      'officeAuditLog',
      'officeAccessRecords',
      'officeNotices',
      'officeNoticeEditor',
      'officeSitePages',
      'officeSitePageEditor',
      'officeAlbums',
      'officeAlbumEditor',
      'officeHistory',
      'officeOrganization',
      'officeCompanies',
      'officeLibrary',
      'officeDonations',
      'officeDonationImport',
      'officeDonationFunds',
      'officeScholarships',
      'officeReceipts',
      'officeDonorReceipts',
      'officeDues',
      'officePledges',
      'officeCampaigns',
      'officeCampaignCompose',
      'officeCampaign',
      'officeOutbox',
      'officeEvents',
      'officeEventEditor',
      'officeEventAttendees',
      'officeEventCheckIn',
    ]);
    for (const definition of console) {
      expect(definition).toMatchObject({ requiresAuth: true, requiresRole: 'admin', group: null });
    }
    expect(table.routes.filter(({ requiresRole }) => requiresRole !== undefined)).toEqual(console);
    expect(() => buildRouteTable('admin')).toThrow(RouteConfigurationError);
  });

  it('resolves anything else to the not-found route', () => {
    for (const location of [
      '/unknown',
      '/auth',
      '/association',
      '/alumni',
      '/alumni/find/extra',
      '/introduce/histories',
      '/ME',
    ]) {
      expect(table.resolve(location)).toBe(table.notFound);
    }
    expect(table.notFound.id).toBe('notFound');
    expect(table.notFound.requiresAuth).toBe(false);
  });

  it('gives every route a Korean title', () => {
    for (const definition of [...table.routes, table.notFound]) {
      expect(definition.title).toMatch(HANGUL);
    }
  });
});

describe('menu', () => {
  it('has the four menu groups in order with Korean labels', () => {
    expect(MENU_GROUPS).toEqual([
      { id: 'association', label: '총동문회' },
      { id: 'introduce', label: '학교 소개' },
      { id: 'contribution', label: '장학기금' },
      { id: 'alumni', label: '동문 소식' },
    ]);
    expect(table.menu.map(({ group }) => group.id)).toEqual([
      'association',
      'introduce',
      'contribution',
      'alumni',
    ]);
  });

  it('lists each group with its screens in the spec order', () => {
    const idsOf = (index: number) => table.menu[index]?.routes.map(({ id }) => id);
    expect(idsOf(0)).toEqual(ASSOCIATION_ROUTES.map(({ id }) => id));
    expect(idsOf(1)).toEqual(INTRODUCE_ROUTES.map(({ id }) => id));
    expect(idsOf(2)).toEqual(CONTRIBUTION_ROUTES.map(({ id }) => id));
    expect(idsOf(3)).toEqual(ALUMNI_ROUTES.map(({ id }) => id));
  });

  it('leaves home, auth pages, privacy and /me out of the menu groups', () => {
    for (const { id } of [...AUTH_ROUTES, ...OTHER_MAIN_ROUTES]) {
      expect(table.byId(id).group).toBeNull();
    }
  });
});

describe('console menu', () => {
  it('groups every office screen under 회원, 콘텐츠, 기부 or 기록, and leaves the home and list items out', () => {
    expect(table.consoleMenu.map(({ group }) => group.label)).toEqual([
      '회원',
      '콘텐츠',
      '기부',
      '기록',
    ]);
    const titlesOf = (label: string) =>
      table.consoleMenu
        .find(({ group }) => group.label === label)
        ?.routes.map(({ title }) => title);
    expect(titlesOf('회원')).toEqual(['회원 관리', '회원 검색']);
    expect(titlesOf('기록')).toEqual([
      '메뉴 접속 통계',
      '감사 기록',
      '개인정보 접속기록',
      '소식 보내기',
      '보낸 메일함',
    ]);
    const inMenu = table.consoleMenu.flatMap(({ routes }) => routes.map(({ id }) => id));
    const consoleScreens = table.routes.filter(({ requiresRole }) => requiresRole === 'admin');
    // Each screen of the console is in one group, or deliberately outside the menu.
    expect(new Set(inMenu).size).toBe(inMenu.length);
    expect(consoleScreens.filter(({ id }) => !inMenu.includes(id)).map(({ id }) => id)).toEqual([
      'officeDashboard',
      'officeMemberDetail',
      'officeNoticeEditor',
      'officeSitePageEditor',
      'officeAlbumEditor',
      'officeDonorReceipts',
      'officeCampaignCompose',
      'officeCampaign',
      'officeEventEditor',
      'officeEventAttendees',
      'officeEventCheckIn',
    ]);
  });

  it("resolves a path with a parameter (the door's check-in screen) and reads the parameter", () => {
    const checkIn = table.resolve('/admin/events/ev_7/check-in');
    expect(checkIn.id).toBe('officeEventCheckIn');
    expect(pathParameter(checkIn, '/admin/events/ev_7/check-in?x=1', 'id')).toBe('ev_7');
    expect(pathWithParameters(checkIn, { id: 'a b' })).toBe('/admin/events/a%20b/check-in');
    expect(table.resolve('/admin/events/ev_7/check-in/more')).toBe(table.notFound);
    expect(table.resolve('/admin/events//check-in')).toBe(table.notFound);
  });
});

describe('product segment', () => {
  it("defaults to 'association'", () => {
    expect(DEFAULT_PRODUCT_SEGMENT).toBe('association');
    expect(table.productSegment).toBe('association');
  });

  it('comes from the argument', () => {
    const hanbit = buildRouteTable('hanbit');
    expect(hanbit.productSegment).toBe('hanbit');
    expect(hanbit.byId('greeting').path).toBe('/hanbit/greeting');
    expect(hanbit.byId('pastPresidents').path).toBe('/hanbit/history');
    expect(hanbit.resolve('/hanbit/map').id).toBe('map');
    expect(hanbit.resolve('/association/map')).toBe(hanbit.notFound);
    expect(hanbit.byId('symbol').path).toBe('/introduce/symbol');
  });

  it('rejects invalid segments with a RouteConfigurationError', () => {
    for (const segment of [
      'Bad Segment',
      'Hanbit',
      '',
      'a',
      '1abc',
      '-abc',
      'a/b',
      'x'.repeat(33),
    ]) {
      expect(() => buildRouteTable(segment)).toThrow(RouteConfigurationError);
    }
  });

  it('rejects reserved segments that would shadow other pages with a RouteConfigurationError', () => {
    for (const segment of [
      'alumni',
      'auth',
      'introduce',
      'contribution',
      'privacy',
      'me',
      'messages',
    ]) {
      expect(() => buildRouteTable(segment)).toThrow(RouteConfigurationError);
    }
  });
});

describe('resolve', () => {
  it('ignores the query string, the fragment and a trailing slash', () => {
    expect(table.resolve('/alumni/find?name=김민수&page=2').id).toBe('findAlumni');
    expect(table.resolve('/alumni/find#results').id).toBe('findAlumni');
    expect(table.resolve('/me/').id).toBe('myInfo');
    expect(table.resolve('/association/notice/?page=2#top').id).toBe('notice');
    expect(table.resolve('/?tab=1').id).toBe('home');
    expect(table.resolve('/#top').id).toBe('home');
  });
});

describe('byId', () => {
  it('finds every route by its id, the not-found route included', () => {
    for (const definition of table.routes) expect(table.byId(definition.id)).toBe(definition);
    expect(table.byId('notFound')).toBe(table.notFound);
  });

  it('throws a RouteConfigurationError for an unknown id', () => {
    expect(() => table.byId('nowhere' as RouteId)).toThrow(RouteConfigurationError);
  });
});

describe('normalizePath', () => {
  it('drops the query string and the fragment', () => {
    expect(normalizePath('/me?tab=1')).toBe('/me');
    expect(normalizePath('/me#top')).toBe('/me');
    expect(normalizePath('/me?tab=1#top')).toBe('/me');
  });

  it('drops trailing slashes but keeps the root', () => {
    expect(normalizePath('/me/')).toBe('/me');
    expect(normalizePath('/me//')).toBe('/me');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });

  it('adds a missing leading slash and reads an empty location as the root', () => {
    expect(normalizePath('me')).toBe('/me');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('?tab=1')).toBe('/');
  });
});

describe('route descriptions (issue 13)', () => {
  it('gives every public page a Korean description of its own, and the console none', () => {
    const table = buildRouteTable();
    // A member's own link's page (not indexed) is for no search engine nor preview.
    const publicRoutes = table.routes.filter(
      (route) => (!route.requiresAuth && route.indexed !== false) || route.id === 'findAlumni',
    );
    for (const route of publicRoutes) {
      expect(ROUTE_DESCRIPTIONS[route.id], route.id).toMatch(/[가-힣]/u);
    }
    const descriptions = publicRoutes.map((route) => ROUTE_DESCRIPTIONS[route.id]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const route of table.routes.filter((each) => each.requiresRole === 'admin')) {
      expect(ROUTE_DESCRIPTIONS[route.id], route.id).toBeUndefined();
    }
  });
});

/**
 * Every call of the API: method, exact path (spec section 7, typos included:
 * `/api/user/auth/siginup`), who may make it, and what it is for. The server registers its
 * routes from this table and the SPA's HTTP adapter calls through it, so a path cannot drift
 * between the two. Request and response shapes are in `./schemas`.
 *
 * Access:
 * - `public`: anyone; a token, if sent, is ignored except for the X-User-Id check.
 * - `optional`: anyone; a valid token identifies the member (e.g. the access log).
 * - `member`: a valid access token of an approved account.
 * - `admin`: the same, with the administrator role.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointAccess = 'public' | 'optional' | 'member' | 'admin';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: EndpointAccess;
  /** OpenAPI tag. */
  readonly tag: 'auth' | 'member' | 'file' | 'log' | 'admin' | 'system';
  /** One Korean line for the API documentation. */
  readonly summary: string;
  /** Answers raw bytes (a download or an image) instead of the JSON envelope. */
  readonly binary?: true;
  /** Takes multipart/form-data. */
  readonly multipart?: true;
  /**
   * Its answer may be kept by browsers and proxies (public contents that never change under their
   * address). Every other call answers `Cache-Control: no-store`: most carry personal data or
   * tokens, and a call added later is private until said otherwise.
   */
  readonly cacheable?: true;
}

function endpoint(definition: EndpointDefinition): EndpointDefinition {
  return definition;
}

export const ENDPOINTS = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/user/auth/signIn',
    access: 'public',
    tag: 'auth',
    summary: '로그인: 토큰을 발급하거나, 승인 대기 계정이면 안내 메시지를 돌려줍니다.',
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/user/auth/refresh',
    access: 'public',
    tag: 'auth',
    summary: '토큰 갱신: 리프레시 토큰을 새 토큰 한 쌍으로 바꿉니다(한 번만 쓸 수 있음).',
  }),
  ping: endpoint({
    method: 'GET',
    path: '/api/user/auth/ping',
    access: 'optional',
    tag: 'auth',
    summary: '로그인 확인: 유효한 토큰이고 활동 중인 계정이면 true.',
  }),
  signOut: endpoint({
    method: 'GET',
    path: '/api/user/auth/signOut',
    access: 'optional',
    tag: 'auth',
    summary: '로그아웃: 이 로그인의 토큰을 모두 무효로 합니다.',
  }),
  sendAuthMail: endpoint({
    method: 'POST',
    path: '/api/user/auth/sendAuthMail',
    access: 'optional',
    tag: 'auth',
    summary: '이메일 인증번호 발송(가입, 아이디 찾기, 비밀번호 찾기, 이메일 변경).',
  }),
  findId: endpoint({
    method: 'POST',
    path: '/api/user/auth/findId',
    access: 'public',
    tag: 'auth',
    summary: '아이디 찾기: 이메일 인증 후 일부를 가린 아이디를 돌려주고 전체를 메일로 보냅니다.',
  }),
  findPassword: endpoint({
    method: 'POST',
    path: '/api/user/auth/findPassword',
    access: 'public',
    tag: 'auth',
    summary: '비밀번호 찾기: 이메일 인증 후 한 번 쓰는 재설정 토큰을 발급합니다.',
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/api/user/auth/changePassword',
    access: 'public',
    tag: 'auth',
    summary: '비밀번호 재설정: 재설정 토큰으로 새 비밀번호를 정하고 모든 로그인을 끝냅니다.',
  }),
  checkId: endpoint({
    method: 'GET',
    path: '/api/user/auth/checkId',
    access: 'public',
    tag: 'auth',
    summary: '아이디 사용 가능 여부.',
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/user/auth/siginup',
    access: 'public',
    tag: 'auth',
    summary: '회원가입: 계정은 관리자 승인 전까지 대기 상태입니다.',
  }),
  withdraw: endpoint({
    method: 'PUT',
    path: '/api/user/auth/withdraw',
    access: 'member',
    tag: 'auth',
    summary: '회원 탈퇴: 개인정보를 지우고 모든 로그인을 끝냅니다.',
  }),
  getMyInfo: endpoint({
    method: 'GET',
    path: '/api/user/my',
    access: 'member',
    tag: 'member',
    summary: '내 정보 조회.',
  }),
  updateMyInfo: endpoint({
    method: 'PUT',
    path: '/api/user/my',
    access: 'member',
    tag: 'member',
    summary: '내 정보 수정(이메일 변경은 새 인증번호 필요).',
  }),
  changeMyPassword: endpoint({
    method: 'PUT',
    path: '/api/user/my/changePassword',
    access: 'member',
    tag: 'member',
    summary: '비밀번호 변경(현재 비밀번호 확인).',
  }),
  searchAlumni: endpoint({
    method: 'GET',
    path: '/api/user/alumni',
    access: 'member',
    tag: 'member',
    summary:
      '동문 찾기: 승인된 동문을 이름(초성 가능)·졸업 연도·기수·지역·직장으로 찾습니다. 각 동문이 공개한 항목만 보입니다.',
  }),
  alumniRegions: endpoint({
    method: 'GET',
    path: '/api/user/alumni/regions',
    access: 'member',
    tag: 'member',
    summary: '동문 찾기의 지역 목록: 지역을 공개한 동문이 사는 시·도와 시·군·구.',
  }),
  uploadFile: endpoint({
    method: 'POST',
    path: '/api/user/file',
    access: 'member',
    tag: 'file',
    summary: '파일 올리기(multipart: file, 선택 atchFileMstId). 본인만 내려받을 수 있습니다.',
    multipart: true,
  }),
  uploadProfileImage: endpoint({
    method: 'POST',
    path: '/api/user/file/profileImage',
    access: 'optional',
    tag: 'file',
    summary:
      '프로필 사진 올리기(multipart: file, 선택 atchFileMstId; JPG·PNG·WebP·GIF, 5MB까지). 로그인 전(회원가입)에도 올릴 수 있으며, 그 사진은 가입 때 새 계정의 것이 되고 하루 안에 가입하지 않으면 지워집니다.',
    multipart: true,
  }),
  downloadFile: endpoint({
    method: 'POST',
    path: '/api/user/file/downloadFile',
    access: 'optional',
    tag: 'file',
    summary: '파일 내려받기(묶음 ID와 파일 ID).',
    binary: true,
  }),
  downloadFiles: endpoint({
    method: 'POST',
    path: '/api/user/file/downloadFiles',
    access: 'optional',
    tag: 'file',
    summary: '파일 내려받기(묶음 ID와 파일 이름).',
    binary: true,
  }),
  recentFile: endpoint({
    method: 'GET',
    path: '/api/user/file/recentFile',
    access: 'optional',
    tag: 'file',
    summary: '묶음에서 가장 최근 파일의 정보(예: 프로필 사진).',
  }),
  media: endpoint({
    method: 'GET',
    path: '/api/atchFile/media/:atchFileId',
    access: 'public',
    tag: 'file',
    summary: '공개 이미지(오래 캐시됨).',
    binary: true,
    cacheable: true,
  }),
  accessMenu: endpoint({
    method: 'PUT',
    path: '/api/user/log/accessMenu',
    access: 'optional',
    tag: 'log',
    summary: '메뉴 접속 기록.',
  }),
  listMembers: endpoint({
    method: 'GET',
    path: '/api/admin/members',
    access: 'admin',
    tag: 'admin',
    summary: '회원 목록(상태별, 기본은 승인 대기).',
  }),
  approveMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/approve',
    access: 'admin',
    tag: 'admin',
    summary: '가입 승인(안내 메일 발송).',
  }),
  rejectMember: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:userId/reject',
    access: 'admin',
    tag: 'admin',
    summary: '가입 거절(사유와 함께 안내 메일 발송).',
  }),
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path with its `:parameters` filled in, each encoded. */
export function pathOf(name: EndpointName, parameters: Readonly<Record<string, string>> = {}) {
  return ENDPOINTS[name].path.replace(/:([A-Za-z]+)/gu, (_, key: string) => {
    const value = parameters[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}

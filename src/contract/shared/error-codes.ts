/**
 * The error catalogue: every refusal the API answers, with its envelope code, HTTP status and
 * default Korean message. A refusal may carry a more precise message (e.g. the rule a field
 * broke), but never another code. Codes are four digits: the HTTP status, then a running number.
 */
export interface ApiErrorDefinition {
  readonly code: number;
  readonly status: number;
  readonly message: string;
}

export const API_ERRORS = {
  invalidInput: { code: 4000, status: 400, message: '입력값이 올바르지 않습니다.' },
  invalidAuthCode: { code: 4001, status: 400, message: '인증번호가 일치하지 않습니다.' },
  expiredAuthCode: {
    code: 4002,
    status: 400,
    message: '인증번호가 만료되었거나 요청되지 않았습니다. 인증번호를 다시 요청해 주세요.',
  },
  invalidResetToken: {
    code: 4003,
    status: 400,
    message: '비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.',
  },
  wrongPassword: { code: 4004, status: 400, message: '비밀번호가 올바르지 않습니다.' },
  consentRequired: { code: 4005, status: 400, message: '필수 약관에 모두 동의해 주세요.' },
  unauthenticated: { code: 4010, status: 401, message: '로그인이 필요합니다.' },
  tokenExpired: {
    code: 4011,
    status: 401,
    message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  },
  userMismatch: {
    code: 4012,
    status: 401,
    message: '요청한 사용자가 로그인한 사용자와 다릅니다. 다시 로그인해 주세요.',
  },
  wrongCredentials: {
    code: 4013,
    status: 401,
    message: '아이디 또는 비밀번호가 올바르지 않습니다.',
  },
  refreshRejected: {
    code: 4014,
    status: 401,
    message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  },
  forbidden: { code: 4030, status: 403, message: '이 기능을 사용할 권한이 없습니다.' },
  accountRejected: {
    code: 4031,
    status: 403,
    message: '가입이 승인되지 않은 계정입니다. 자세한 내용은 총동문회 사무국에 문의해 주세요.',
  },
  accountLocked: {
    code: 4032,
    status: 403,
    message: '사무국에서 이용을 정지한 계정입니다. 총동문회 사무국에 문의해 주세요.',
  },
  notFound: { code: 4040, status: 404, message: '요청한 자료를 찾을 수 없습니다.' },
  fileNotFound: { code: 4041, status: 404, message: '파일을 찾을 수 없습니다.' },
  userIdTaken: { code: 4090, status: 409, message: '이미 사용 중인 아이디입니다.' },
  invalidState: { code: 4091, status: 409, message: '지금은 처리할 수 없는 요청입니다.' },
  fileTooLarge: { code: 4130, status: 413, message: '파일이 너무 큽니다.' },
  bodyTooLarge: { code: 4131, status: 413, message: '요청 내용이 너무 큽니다.' },
  unsupportedFile: { code: 4150, status: 415, message: '올릴 수 없는 파일 형식입니다.' },
  unsupportedMediaType: { code: 4151, status: 415, message: '지원하지 않는 요청 형식입니다.' },
  tooManyAttempts: {
    code: 4290,
    status: 429,
    message: '잘못된 시도가 많아 잠시 제한되었습니다. 잠시 후 다시 시도해 주세요.',
  },
  tooManyRequests: {
    code: 4291,
    status: 429,
    message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  authMailTooSoon: {
    code: 4292,
    status: 429,
    message: '인증번호는 1분에 한 번 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  internal: {
    code: 5000,
    status: 500,
    message: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  busy: {
    code: 5031,
    status: 503,
    message: '요청이 많아 지금은 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  unavailable: {
    code: 5030,
    status: 503,
    message: '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const satisfies Record<string, ApiErrorDefinition>;

export type ApiErrorKey = keyof typeof API_ERRORS;

/** Spec section 8: the text shown for an HTTP 500 that carries no message. */
export const DEFAULT_SERVER_ERROR_MESSAGE = API_ERRORS.internal.message;

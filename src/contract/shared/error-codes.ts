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

/** A refusal whose HTTP status is its code's first three digits (4032 → 403). */
function refusal<const Code extends number>(code: Code, message: string) {
  return { code, status: Math.floor(code / 10), message };
}

export const API_ERRORS = {
  invalidInput: refusal(4000, '입력값이 올바르지 않습니다.'),
  invalidAuthCode: refusal(4001, '인증번호가 일치하지 않습니다.'),
  expiredAuthCode: refusal(
    4002,
    '인증번호가 만료되었거나 요청되지 않았습니다. 인증번호를 다시 요청해 주세요.',
  ),
  invalidResetToken: refusal(
    4003,
    '비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.',
  ),
  wrongPassword: refusal(4004, '비밀번호가 올바르지 않습니다.'),
  consentRequired: refusal(4005, '필수 약관에 모두 동의해 주세요.'),
  unauthenticated: refusal(4010, '로그인이 필요합니다.'),
  tokenExpired: refusal(4011, '로그인이 만료되었습니다. 다시 로그인해 주세요.'),
  userMismatch: refusal(4012, '요청한 사용자가 로그인한 사용자와 다릅니다. 다시 로그인해 주세요.'),
  wrongCredentials: refusal(4013, '아이디 또는 비밀번호가 올바르지 않습니다.'),
  refreshRejected: refusal(4014, '로그인이 만료되었습니다. 다시 로그인해 주세요.'),
  forbidden: refusal(4030, '이 기능을 사용할 권한이 없습니다.'),
  accountRejected: refusal(
    4031,
    '가입이 승인되지 않은 계정입니다. 자세한 내용은 총동문회 사무국에 문의해 주세요.',
  ),
  accountLocked: refusal(
    4032,
    '사무국에서 이용을 정지한 계정입니다. 총동문회 사무국에 문의해 주세요.',
  ),
  notFound: refusal(4040, '요청한 자료를 찾을 수 없습니다.'),
  fileNotFound: refusal(4041, '파일을 찾을 수 없습니다.'),
  userIdTaken: refusal(4090, '이미 사용 중인 아이디입니다.'),
  invalidState: refusal(4091, '지금은 처리할 수 없는 요청입니다.'),
  /** A gift like one already entered (same donor, fund, day, amount): entered once confirmed. */
  likelyDuplicate: refusal(
    4092,
    '같은 기부가 이미 입력되어 있습니다. 두 번 입력하는 것이 아닌지 확인해 주세요.',
  ),
  fileTooLarge: refusal(4130, '파일이 너무 큽니다.'),
  bodyTooLarge: refusal(4131, '요청 내용이 너무 큽니다.'),
  unsupportedFile: refusal(4150, '올릴 수 없는 파일 형식입니다.'),
  unsupportedMediaType: refusal(4151, '지원하지 않는 요청 형식입니다.'),
  tooManyAttempts: refusal(
    4290,
    '잘못된 시도가 많아 잠시 제한되었습니다. 잠시 후 다시 시도해 주세요.',
  ),
  tooManyRequests: refusal(4291, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'),
  authMailTooSoon: refusal(
    4292,
    '인증번호는 1분에 한 번 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
  ),
  internal: refusal(5000, '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'),
  busy: refusal(5031, '요청이 많아 지금은 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'),
  unavailable: refusal(5030, '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.'),
} as const satisfies Record<string, ApiErrorDefinition>;

export type ApiErrorKey = keyof typeof API_ERRORS;

/** Spec section 8: the text shown for an HTTP 500 that carries no message. */
export const DEFAULT_SERVER_ERROR_MESSAGE = API_ERRORS.internal.message;

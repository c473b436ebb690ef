import fc from 'fast-check';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../../src/contract/endpoint-schemas';
import { aSignUpBody } from '../../support/members';
import {
  deepNesting,
  FORBIDDEN_TEXT,
  type JsonSchema,
  shorten,
  type SpoiledValue,
  slotsOf,
  spoiledValueOf,
  toJsonText,
  validValueOf,
} from './schema-values';

export type Role = 'visitor' | 'member' | 'admin';

export interface Caller {
  readonly userId: string;
  readonly email: string;
  readonly accessToken: string;
}

/** Who the generated requests can be sent as. */
export interface Callers {
  readonly member: Caller;
  readonly admin: Caller;
}

export interface RawBody {
  readonly text: string;
  /** latin1: each character is one byte (for invalid UTF-8 and binary parts). */
  readonly encoding: 'utf8' | 'latin1';
}

/** One generated request, as it goes on the wire. */
export interface GeneratedRequest {
  readonly call: EndpointName;
  readonly role: Role;
  /** What kind of attack, and its detail. */
  readonly attack: string;
  readonly method: string;
  /** Path and query as written on the request line. */
  readonly target: string;
  /**
   * Headers besides the caller's; `authorization` or `x-user-id` here replace both of the
   * caller's, and CALLER_TOKEN and CUT_CALLER_TOKEN in them stand for the access token of the
   * caller (of the member for a visitor).
   */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: RawBody | null;
  /**
   * A free text that the server stores and shows to people carries a control character, a
   * direction override or a lone surrogate: the request must be refused (issue 9, item 6).
   */
  readonly forbiddenFreeText: boolean;
}

/**
 * Properties stored as free text and shown to people (the member's own profile, the directory,
 * administrators' lists, the access log): the free-text rule applies to them.
 */
const FREE_TEXT_PROPERTIES = new Set([
  'name',
  'course',
  'company',
  'jobTitle',
  'addr',
  'daddr',
  'sido',
  'sigungu',
  'menuPath',
  'reason',
]);

/** Stand for the caller's access token, whole or cut short, in generated headers. */
export const CALLER_TOKEN = '{caller token}';
export const CUT_CALLER_TOKEN = '{caller token cut short}';

const JSON_TYPE = 'application/json';
const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/u;
const fileId = () => fc.stringMatching(FILE_ID, { size: 'xsmall' });
const ghostId = () => fc.stringMatching(/^ghost[a-z0-9]{3,10}$/u);

/** A one-pixel PNG: the one file content that an upload accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Bodies the call would accept as far as the domain goes, to spoil one thing at a time. */
function exampleBodyOf(call: EndpointName, callers: Callers): fc.Arbitrary<unknown> | undefined {
  const password = fc.constantFrom('Hanbit!2026pw', 'Wrong!2026pw', 'x');
  switch (call) {
    case 'signIn':
      // Ids that do not exist: a burst of failures for one real id would be throttled (429).
      return fc.record({ userId: ghostId(), password });
    case 'refresh':
      return fc.record({
        accessToken: fc.constantFrom(callers.member.accessToken, 'eyJhbGciOiJIUzI1NiJ9.e30.x'),
        refreshToken: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/u),
      });
    case 'sendAuthMail':
      return fc.record({
        email: ghostId().map((id) => `${id}@example.com`),
        purpose: fc.constantFrom('signUp', 'findId', 'findPassword', 'changeEmail'),
      });
    case 'findId':
      return fc.record({
        name: fc.constant('김민수'),
        email: ghostId().map((id) => `${id}@example.com`),
        authCode: fc.stringMatching(/^[0-9]{6}$/u),
      });
    case 'findPassword':
      return fc.record({
        userId: ghostId(),
        name: fc.constant('김민수'),
        email: ghostId().map((id) => `${id}@example.com`),
        authCode: fc.stringMatching(/^[0-9]{6}$/u),
      });
    case 'resetPassword':
      return fc.record({
        resetToken: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/u),
        newPassword: fc.constant('Hanbit!2027pw'),
      });
    case 'signUp':
      return ghostId().map((userId) => aSignUpBody({ userId, email: `${userId}@example.com` }));
    case 'withdraw':
      return fc.record({ password: fc.constant('Wrong!2026pw'), reason: fc.constant('이사') });
    case 'updateMyInfo':
      return fc.record({
        name: fc.constantFrom('한결', '김민수'),
        birthDate: fc.constant('1985-03-15'),
        email: fc.constant(callers.member.email),
        mobile: fc.constant('010-1234-5678'),
        graduationYear: fc.constant(2004),
        classNumber: fc.constant(76),
        course: fc.constant('자연계'),
        company: fc.constantFrom('한빛전자', null),
        jobTitle: fc.constantFrom('과장', null),
        address: fc.constant(aSignUpBody().address),
        profileImageMstId: fc.constant(null),
        privacy: fc.record({
          phone: fc.boolean(),
          email: fc.boolean(),
          company: fc.boolean(),
          region: fc.boolean(),
        }),
      });
    case 'changeMyPassword':
      return fc.record({
        currentPassword: fc.constant('Wrong!2026pw'),
        newPassword: fc.constant('Hanbit!2027pw'),
      });
    case 'downloadFile':
      return fc.record({ atchFileMstId: fileId(), atchFileId: fileId() });
    case 'downloadFiles':
      return fc.record({ atchFileMstId: fileId(), fileNm: fc.constantFrom('사진.png', 'a.pdf') });
    case 'recordMenuAccess':
      return fc.record({
        menuPath: fc.constantFrom('/association/greeting', '/me', '/'),
        accessDt: fc.constant('2026-11-22 10:00:00'),
      });
    case 'rejectMember':
      return fc.record({ reason: fc.constant('졸업 확인이 되지 않습니다.') });
    default:
      return undefined;
  }
}

function roleOf(call: EndpointName): fc.Arbitrary<Role> {
  return ENDPOINTS[call].access === 'admin'
    ? fc.constantFrom<Role>('visitor', 'member', 'admin')
    : fc.constantFrom<Role>('visitor', 'member');
}

/** The call's path with good parameters (ids that do not exist). */
function goodPathOf(call: EndpointName): fc.Arbitrary<string> {
  const template = ENDPOINTS[call].path;
  if (!template.includes(':')) return fc.constant(template);
  const value = call === 'media' ? fileId() : ghostId();
  return value.map((segment) => template.replace(/:[A-Za-z]+/u, encodeURIComponent(segment)));
}

function pathWithSegment(call: EndpointName, segment: string): string {
  return ENDPOINTS[call].path.replace(/:[A-Za-z]+/u, segment);
}

interface Draft {
  readonly attack: string;
  readonly target: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: RawBody | null;
  readonly forbiddenFreeText?: boolean;
}

/** Requests that spoil one thing of a call's good request, each kind of spoiling in turn. */
export function badRequestsFor(
  call: EndpointName,
  callers: Callers,
): fc.Arbitrary<GeneratedRequest> {
  const endpoint = ENDPOINTS[call];
  const schemas: {
    readonly body?: unknown;
    readonly querystring?: unknown;
    readonly params?: unknown;
  } = ENDPOINT_SCHEMAS[call] as EndpointSchemas;
  const bodySchema = endpoint.multipart ? undefined : (schemas.body as JsonSchema | undefined);
  const querySchema = schemas.querystring as JsonSchema | undefined;
  const goodBody = bodySchema
    ? fc.oneof(
        { arbitrary: exampleBodyOf(call, callers) ?? validValueOf(bodySchema), weight: 3 },
        { arbitrary: validValueOf(bodySchema), weight: 1 },
      )
    : undefined;
  const goodQuery = querySchema ? goodQueryOf(querySchema) : fc.constant('');
  const goodTarget = fc
    .tuple(goodPathOf(call), goodQuery)
    .map(([path, query]) => (query ? `${path}?${query}` : path));

  const drafts: { arbitrary: fc.Arbitrary<Draft>; weight: number }[] = [
    { arbitrary: junkQuery(goodPathOf(call)), weight: 1 },
    { arbitrary: junkCredentials(goodTarget, goodBody, callers), weight: 1 },
    { arbitrary: junkBody(goodTarget), weight: 1 },
  ];
  if (bodySchema && goodBody) {
    drafts.push(
      { arbitrary: spoiledBody(goodTarget, bodySchema, goodBody), weight: 8 },
      { arbitrary: spoiledJsonText(goodTarget, goodBody), weight: 3 },
    );
  }
  if (querySchema) {
    drafts.push({ arbitrary: spoiledQuery(goodPathOf(call), querySchema), weight: 6 });
  }
  if (schemas.params) {
    drafts.push({ arbitrary: badPathParameter(call, goodQuery), weight: 6 });
  }
  if (endpoint.multipart) {
    drafts.push({ arbitrary: badMultipart(goodTarget), weight: 10 });
  }
  return fc.tuple(roleOf(call), fc.oneof(...drafts)).map(([role, draft]) =>
    generatedRequest({
      call,
      role,
      attack: draft.attack,
      method: endpoint.method,
      target: draft.target,
      headers: draft.headers ?? {},
      body: draft.body ?? null,
      forbiddenFreeText: draft.forbiddenFreeText ?? false,
    }),
  );
}

function generatedRequest(request: GeneratedRequest): GeneratedRequest {
  return Object.assign(request, {
    [fc.toStringMethod]: () => describeRequest(request),
  });
}

/** Invisible characters written as \uXXXX, so that a report shows them. */
function visible(text: string): string {
  return text.replace(
    /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The request in a few lines, long texts cut: for failure reports. */
export function describeRequest(request: GeneratedRequest): string {
  const body = request.body
    ? `\n  body (${request.body.encoding}): ${visible(JSON.stringify(shorten(request.body.text, 400)))}`
    : '';
  return (
    `${request.method} ${visible(shorten(request.target, 300))} as ${request.role} [${request.call}: ${request.attack}]` +
    `\n  headers: ${shorten(JSON.stringify(request.headers), 300)}${body}`
  );
}

const jsonBody = (value: unknown): RawBody => ({ text: toJsonText(value), encoding: 'utf8' });

// Bodies -----------------------------------------------------------------------------------------

type Operation =
  | { readonly kind: 'drop'; readonly path: readonly string[] }
  | { readonly kind: 'replace'; readonly path: readonly string[]; readonly value: SpoiledValue }
  | {
      readonly kind: 'extra';
      readonly path: readonly string[];
      readonly key: string;
      readonly value: unknown;
    }
  | { readonly kind: 'duplicate'; readonly key: string; readonly value: SpoiledValue }
  | { readonly kind: 'whole'; readonly how: string; readonly value: unknown }
  | { readonly kind: 'forbidden'; readonly path: readonly string[]; readonly character: string };

const EXTRA_KEYS = [
  'role',
  'status',
  'isAdmin',
  '__proto__',
  'constructor',
  'userId',
  'password',
  '',
  '가',
];

function spoiledBody(
  target: fc.Arbitrary<string>,
  schema: JsonSchema,
  goodBody: fc.Arbitrary<unknown>,
): fc.Arbitrary<Draft> {
  const slots = slotsOf(schema);
  const objectPaths = [
    [],
    ...slots.filter((slot) => slotsOf(slot.schema).length > 0).map((s) => s.path),
  ];
  const operations: fc.Arbitrary<Operation>[] = [
    fc.constantFrom(...objectPaths).chain((path) =>
      fc.record({
        kind: fc.constant('extra' as const),
        path: fc.constant(path),
        key: fc.constantFrom(...EXTRA_KEYS),
        value: fc.constantFrom<unknown>('admin', true, 1, null, { isAdmin: true }, ['x']),
      }),
    ),
    fc
      .constantFrom<[string, unknown]>(
        ['an array of the body', null],
        ['an empty array', []],
        ['null', null],
        ['a string', 'body'],
        ['a number', 7],
        ['an empty object', {}],
        ['objects nested 10000 deep', deepNesting(10_000, 'object')],
        ['arrays nested 30000 deep', deepNesting(30_000, 'array')],
      )
      .map(([how, value]) => ({ kind: 'whole' as const, how, value })),
  ];
  if (slots.length > 0) {
    operations.push(
      fc.constantFrom(...slots).map((slot) => ({ kind: 'drop' as const, path: slot.path })),
      fc.constantFrom(...slots).chain((slot) =>
        spoiledValueOf(slot.schema).map((value) => ({
          kind: 'replace' as const,
          path: slot.path,
          value,
        })),
      ),
      fc.constantFrom(...slots.filter((slot) => slot.path.length === 1)).chain((slot) =>
        spoiledValueOf(slot.schema).map((value) => ({
          kind: 'duplicate' as const,
          key: slot.path[0] ?? '',
          value,
        })),
      ),
    );
  }
  const weighted = operations.map((arbitrary, index) => ({
    arbitrary,
    // Replacing a property's value has the most variants.
    weight: index === 3 ? 6 : 1,
  }));
  // One forbidden character in a free text that is otherwise good: only the free-text rule can
  // refuse it.
  const freeText = slots.filter(
    (slot) => FREE_TEXT_PROPERTIES.has(slot.path.at(-1) ?? '') && slotsOf(slot.schema).length === 0,
  );
  if (freeText.length > 0) {
    weighted.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...freeText), fc.constantFrom(...FORBIDDEN_TEXT))
        .map(([slot, character]) => ({ kind: 'forbidden' as const, path: slot.path, character })),
      weight: 3,
    });
  }
  return fc
    .tuple(target, goodBody, fc.oneof(...weighted))
    .map(([path, body, operation]) => applyOperation(path, body, operation));
}

function applyOperation(target: string, body: unknown, operation: Operation): Draft {
  switch (operation.kind) {
    case 'whole': {
      const value = operation.how === 'an array of the body' ? [body] : operation.value;
      return { attack: `body: ${operation.how}`, target, body: jsonBody(value) };
    }
    case 'duplicate': {
      const text = toJsonText(body);
      const extra = `${JSON.stringify(operation.key)}:${toJsonText(operation.value.value)}`;
      return {
        attack: `body: ${operation.key} twice, the second ${operation.value.how}`,
        target,
        body: {
          text: text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`,
          encoding: 'utf8',
        },
        forbiddenFreeText: operation.value.forbiddenText && FREE_TEXT_PROPERTIES.has(operation.key),
      };
    }
    case 'drop': {
      const copy = withChange(body, operation.path, undefined);
      return { attack: `body: without ${operation.path.join('.')}`, target, body: jsonBody(copy) };
    }
    case 'extra': {
      const copy = withChange(body, [...operation.path, operation.key], operation.value);
      const at = [...operation.path, operation.key].join('.');
      return { attack: `body: an extra ${JSON.stringify(at)}`, target, body: jsonBody(copy) };
    }
    case 'forbidden': {
      // After the first character, so that a leading "/" (menuPath) stays first.
      const current = valueAt(body, operation.path);
      const characters = [...(typeof current === 'string' && current !== '' ? current : '한빛')];
      const text = [characters[0], operation.character, ...characters.slice(1)].join('');
      const code = operation.character.charCodeAt(0).toString(16).padStart(4, '0');
      return {
        attack: `body: U+${code} in the free text ${operation.path.join('.')}`,
        target,
        body: jsonBody(withChange(body, operation.path, text)),
        forbiddenFreeText: true,
      };
    }
    case 'replace': {
      const copy = withChange(body, operation.path, operation.value.value);
      const key = operation.path.at(-1) ?? '';
      return {
        attack: `body: ${operation.path.join('.')} ${operation.value.how}`,
        target,
        body: jsonBody(copy),
        forbiddenFreeText: operation.value.forbiddenText && FREE_TEXT_PROPERTIES.has(key),
      };
    }
  }
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
    value,
  );
}

/**
 * A copy of a JSON value with the property at `path` set (or removed when `value` is undefined);
 * objects are copied without a prototype, so that "__proto__" is a property like any other.
 * Missing or null objects on the way are created.
 */
function withChange(value: unknown, path: readonly string[], next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  const source =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, member] of Object.entries(source)) copy[name] = member;
  if (rest.length === 0 && next === undefined) delete copy[key];
  else copy[key] = withChange(source[key], rest, next);
  return copy;
}

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  'undefined',
  '{"a":1}}',
  '{} {}',
  '\u0000',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  'NaN',
  '1e400',
  '"text"',
  '[]',
  'null',
  'true',
  '0',
  '{"a":1e99999}',
  '{"a":"\t"}',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json;',
  'application/json, text/plain',
  ';',
  '*/*',
  'application/vnd.api+json',
  'text/json',
  'application/octet-stream',
];

const INVALID_UTF8 = [
  '\xff',
  '\xfe\xff',
  '\xc0\xaf',
  '\xed\xa0\x80',
  '\xe2\x82',
  '\x80',
  '\xf8\x88\x80\x80\x80',
];

/** Broken JSON, JSON in a wrong content type, invalid UTF-8 and oversized bodies. */
function spoiledJsonText(
  target: fc.Arbitrary<string>,
  goodBody: fc.Arbitrary<unknown>,
): fc.Arbitrary<Draft> {
  return fc.oneof(
    fc.tuple(target, goodBody, fc.nat()).map(([path, body, at]) => {
      const text = toJsonText(body);
      const cut = at % Math.max(text.length, 1);
      return {
        attack: `body: JSON cut after ${cut} characters`,
        target: path,
        body: { text: text.slice(0, cut), encoding: 'utf8' as const },
      };
    }),
    fc
      .tuple(target, goodBody, fc.option(fc.constantFrom(...WRONG_CONTENT_TYPES)))
      .map(([path, body, type]) => ({
        attack: `body: good JSON as ${type ?? 'no content type'}`,
        target: path,
        headers: type === null ? { 'content-type': '' } : { 'content-type': type },
        body: jsonBody(body),
      })),
    fc.tuple(target, goodBody, fc.constantFrom(...INVALID_UTF8)).map(([path, body, bytes]) => {
      const text = Buffer.from(toJsonText(body), 'utf8').toString('latin1');
      const at = text.indexOf(':"');
      const spoiledText =
        at === -1 ? `${bytes}${text}` : `${text.slice(0, at + 2)}${bytes}${text.slice(at + 2)}`;
      return {
        attack: `body: invalid UTF-8 ${JSON.stringify(bytes)} in a string`,
        target: path,
        body: { text: spoiledText, encoding: 'latin1' as const },
      };
    }),
    fc.tuple(target, fc.constantFrom(65_000, 100_000, 1_000_000)).map(([path, size]) => ({
      attack: `body: ${size} bytes`,
      target: path,
      body: { text: `{"x":"${'a'.repeat(size)}"}`, encoding: 'utf8' as const },
    })),
  );
}

/** Any body with any content type, for every call (bodies on GET included). */
function junkBody(target: fc.Arbitrary<string>): fc.Arbitrary<Draft> {
  return fc
    .tuple(
      target,
      fc.constantFrom(...BROKEN_JSON),
      fc.constantFrom(JSON_TYPE, ...WRONG_CONTENT_TYPES),
    )
    .map(([path, text, type]) => ({
      attack: `junk body as ${type}`,
      target: path,
      headers: { 'content-type': type },
      body: { text, encoding: 'utf8' as const },
    }));
}

// Credentials and headers --------------------------------------------------------------------------

function junkCredentials(
  target: fc.Arbitrary<string>,
  goodBody: fc.Arbitrary<unknown> | undefined,
  callers: Callers,
): fc.Arbitrary<Draft> {
  const { admin } = callers;
  const headers = fc.constantFrom<[string, Record<string, string>]>(
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a bearer without a token', { authorization: 'Bearer' }],
    ['a bearer of junk', { authorization: 'Bearer x.y.z' }],
    ['basic credentials', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['a token with one character more', { authorization: `Bearer ${CALLER_TOKEN}x` }],
    ['a cut token', { authorization: `Bearer ${CUT_CALLER_TOKEN}` }],
    [
      'an unsigned token',
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJhZG1pbiJ9.' },
    ],
    ['an 8 KB token', { authorization: `Bearer ${'a'.repeat(8000)}` }],
    ['two spaces', { authorization: `Bearer  ${CALLER_TOKEN}` }],
    [
      "the member's token with the administrator's id",
      { authorization: `Bearer ${CALLER_TOKEN}`, 'x-user-id': admin.userId },
    ],
    [
      "the member's token with an 8 KB id",
      { authorization: `Bearer ${CALLER_TOKEN}`, 'x-user-id': 'a'.repeat(8000) },
    ],
    [
      "the member's token with a percent id",
      { authorization: `Bearer ${CALLER_TOKEN}`, 'x-user-id': '%00%ff' },
    ],
    ['an id without a token', { 'x-user-id': admin.userId }],
    ['an HTML accept', { accept: 'text/html' }],
    ['an XML accept', { accept: 'application/xml' }],
    ['a forwarded address', { 'x-forwarded-for': '1.2.3.4, <script>', 'x-real-ip': '::1' }],
  );
  return fc
    .tuple(target, goodBody ?? fc.constant(undefined), headers)
    .map(([path, body, [how, values]]) => ({
      attack: `headers: ${how}`,
      target: path,
      headers: values,
      body: body === undefined ? null : jsonBody(body),
    }));
}

// Queries and paths ------------------------------------------------------------------------------

function goodQueryOf(schema: JsonSchema): fc.Arbitrary<string> {
  return validValueOf(schema).map((value) =>
    Object.entries(value as Record<string, unknown>)
      .map(([key, member]) => `${key}=${encodeURIComponent(String(member))}`)
      .join('&'),
  );
}

/** Query values as they appear on the wire (already encoded, or broken on purpose). */
const BAD_QUERY_VALUES = [
  '',
  'abc',
  '1.5',
  '-1',
  '0',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999',
  '%20%31',
  '0x10',
  '%',
  '%zz',
  '%ff',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '%E2%80%AE',
  '%0D%0ASet-Cookie:%20x=1',
  'true',
  '[]',
  '{}',
  '%2e%2e%2f',
  "'%20OR%201=1",
  'a'.repeat(5000),
  '%EA%B0%80'.repeat(300),
];

const JUNK_QUERIES = [
  '%',
  '%zz',
  'a=%ff',
  'a=%00',
  '=',
  '&&&',
  'a[b]=c',
  '__proto__[isAdmin]=1',
  '__proto__=1',
  'constructor=1',
  'a=1&a=2&a=3',
  '%ED%A0%80=1',
  `a=${'x'.repeat(8000)}`,
  `${'x'.repeat(20_000)}`,
];

function junkQuery(path: fc.Arbitrary<string>): fc.Arbitrary<Draft> {
  return fc.tuple(path, fc.constantFrom(...JUNK_QUERIES)).map(([base, query]) => ({
    attack: `query: junk ${JSON.stringify(shorten(query, 40))}`,
    target: `${base}?${query}`,
  }));
}

function spoiledQuery(path: fc.Arbitrary<string>, schema: JsonSchema): fc.Arbitrary<Draft> {
  const keys = Object.keys(schema.properties ?? {});
  const good = validValueOf(schema).map((value) =>
    Object.entries(value as Record<string, unknown>).map(
      ([key, member]) => [key, encodeURIComponent(String(member))] as [string, string],
    ),
  );
  const operation = fc.oneof(
    fc.constantFrom(...keys).map((key) => ({ how: `without ${key}`, key, values: [] as string[] })),
    fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom(...BAD_QUERY_VALUES))
      .map(([key, value]) => ({ how: `${key}=${shorten(value, 40)}`, key, values: [value] })),
    fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom(...BAD_QUERY_VALUES))
      .map(([key, value]) => ({ how: `${key} twice`, key, values: ['1', value] })),
    fc
      .constantFrom('role', 'userId', '__proto__', 'constructor', 'size[]')
      .map((key) => ({ how: `an extra ${key}`, key, values: ['admin'] })),
  );
  return fc.tuple(path, good, operation).map(([base, pairs, change]) => {
    const kept = pairs.filter(([key]) => key !== change.key);
    const query = [...kept, ...change.values.map((value) => [change.key, value] as const)]
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    return { attack: `query: ${change.how}`, target: query ? `${base}?${query}` : base };
  });
}

/** Path segments as they appear on the wire; latin1 characters go out as single bytes. */
const BAD_SEGMENTS = [
  '%',
  '%zz',
  '%ff',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '%E2%80%AE',
  '..',
  '.',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  '',
  '\xff',
  Buffer.from('한빛', 'utf8').toString('latin1'),
  'admin',
  'ADMIN',
  '%27%20OR%201%3D1',
  '%2525',
  'a;b',
  'a'.repeat(65),
  'a'.repeat(1000),
  'a'.repeat(8000),
  'a'.repeat(20_000),
];

function badPathParameter(call: EndpointName, query: fc.Arbitrary<string>): fc.Arbitrary<Draft> {
  return fc.tuple(fc.constantFrom(...BAD_SEGMENTS), query).map(([segment, search]) => {
    const path = pathWithSegment(call, segment);
    return {
      attack: `path parameter ${JSON.stringify(shorten(segment, 40))}`,
      target: search ? `${path}?${search}` : path,
    };
  });
}

// Multipart --------------------------------------------------------------------------------------

interface Part {
  readonly name: string | null;
  readonly filename?: string;
  readonly type?: string;
  /** latin1 text: the part's bytes. */
  readonly content: string;
}

const latin1Of = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const PNG_BYTES = PNG.toString('latin1');

const partArbitrary: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.constantFrom<string | null>('file', 'files', 'FILE', 'file[]', '', 'upload', null),
    filename: fc.constantFrom(
      'a.png',
      'photo.PNG',
      '../../escape.png',
      '',
      `${'x'.repeat(1000)}.png`,
      latin1Of('사진.png'),
      'a.png\u0000.exe',
      'run.exe',
      'a.svg',
      'noextension',
    ),
    type: fc.constantFrom('image/png', 'application/octet-stream', 'text/html', ''),
    content: fc.constantFrom(
      PNG_BYTES,
      '',
      '%PDF-1.7\n',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      PNG_BYTES.slice(0, 20),
      '\x00'.repeat(100),
    ),
  }),
  fc.record({
    name: fc.constantFrom<string | null>('atchFileMstId', 'file', 'other', ''),
    content: fc.constantFrom(
      'abc',
      '',
      '../../etc',
      'a'.repeat(65),
      'a'.repeat(2000),
      'x'.repeat(100_000),
      latin1Of('한빛'),
      '\xff\xfe',
      "' OR 1=1 --",
    ),
  }),
);

function multipartText(boundary: string, parts: readonly Part[]): string {
  const pieces = parts.map((part) => {
    const name = part.name === null ? '' : `; name="${part.name}"`;
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    return `--${boundary}\r\nContent-Disposition: form-data${name}${filename}${type}\r\n\r\n${part.content}\r\n`;
  });
  return `${pieces.join('')}--${boundary}--\r\n`;
}

const BOUNDARY = 'generatedBoundary7MA4YWxkTrZu0gW';

function badMultipart(target: fc.Arbitrary<string>): fc.Arbitrary<Draft> {
  const contentType = fc.constantFrom<[string, string | null]>(
    ['a good boundary', `multipart/form-data; boundary=${BOUNDARY}`],
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a quoted boundary', `multipart/form-data; boundary="${BOUNDARY}"`],
    ['another boundary', 'multipart/form-data; boundary=somethingElse'],
    ['a 200-character boundary', `multipart/form-data; boundary=${'b'.repeat(200)}`],
    ['multipart/mixed', `multipart/mixed; boundary=${BOUNDARY}`],
    ['JSON', JSON_TYPE],
    ['text', 'text/plain'],
    ['no content type', null],
  );
  const framing = fc.constantFrom(
    'whole',
    'cut',
    'empty',
    'no closing boundary',
    'garbage',
    'no blank line after the part headers',
  );
  return fc
    .tuple(
      target,
      contentType,
      framing,
      fc.array(partArbitrary, { minLength: 0, maxLength: 12 }),
      fc.nat(),
    )
    .map(([path, [typeName, type], frame, parts, at]) => {
      const whole = multipartText(BOUNDARY, parts);
      const text =
        frame === 'whole'
          ? whole
          : frame === 'cut'
            ? whole.slice(0, at % Math.max(whole.length, 1))
            : frame === 'empty'
              ? ''
              : frame === 'no closing boundary'
                ? whole.slice(0, whole.lastIndexOf(`--${BOUNDARY}--`))
                : frame === 'garbage'
                  ? `--${BOUNDARY}\r\n\xff\xfe garbage \r\n\r\n`
                  : whole.replace('\r\n\r\n', '\r\n');
      const names = parts.map(
        (part) => `${part.name ?? '(no name)'}${part.filename !== undefined ? ' file' : ''}`,
      );
      return {
        attack: `multipart: ${typeName}, ${frame}, parts [${names.join(', ')}]`,
        target: path,
        headers: { 'content-type': type ?? '' },
        body: { text, encoding: 'latin1' as const },
      };
    });
}

import fc from 'fast-check';

/**
 * The part of JSON Schema the contract's TypeBox schemas use: objects, strings with length and
 * pattern, bounded integers, booleans, literals, null and unions.
 */
export interface JsonSchema {
  readonly type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array';
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly JsonSchema[];
  readonly const?: unknown;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** JSON text written as is into a body: numbers JSON.stringify cannot write, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `raw(${shorten(this.text, 80)})`;
  }
}

/** JSON text of a value that may hold RawJson pieces and objects without a prototype. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A long text cut for a report, with its length. */
export function shorten(text: string, length = 200): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (${text.length} chars)`;
}

const PLAIN_CHARACTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789가나다라마바사한빛동문 -_.@'];

/** A value the schema accepts (as far as the schema alone goes; the domain may still refuse). */
export function validValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) {
    // The non-null branch first, so that nested properties exist to be spoiled.
    return fc.oneof(
      { arbitrary: validValueOf(schema.anyOf[0] ?? {}), weight: 4 },
      ...schema.anyOf.slice(1).map((branch) => ({ arbitrary: validValueOf(branch), weight: 1 })),
    );
  }
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValueOf(property)]),
      );
      return fc.record(record, { requiredKeys: [...(schema.required ?? [])] });
    }
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 20, Math.max(minLength, 20));
      if (schema.pattern) {
        return fc
          .stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' })
          .filter((text) => [...text].length <= (schema.maxLength ?? Infinity));
      }
      return fc.string({ unit: fc.constantFrom(...PLAIN_CHARACTERS), minLength, maxLength });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant(null);
  }
}

/** One property somewhere in an object schema, by its path of keys. */
export interface Slot {
  readonly path: readonly string[];
  readonly schema: JsonSchema;
  readonly required: boolean;
}

/** Every property of an object schema, nested ones included (through nullable objects too). */
export function slotsOf(schema: JsonSchema, path: readonly string[] = []): Slot[] {
  const object = objectBranchOf(schema);
  if (!object) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([key, property]) => [
    { path: [...path, key], schema: property, required: required.has(key) },
    ...slotsOf(property, [...path, key]),
  ]);
}

function objectBranchOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object') return schema;
  return schema.anyOf?.find((branch) => branch.type === 'object');
}

function typesOf(schema: JsonSchema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((branch) => [...typesOf(branch)]));
  if (schema.const !== undefined) return new Set([typeof schema.const]);
  return new Set(schema.type ? [schema.type === 'integer' ? 'number' : schema.type] : []);
}

/** Characters a free text must not carry: controls, direction overrides, lone surrogates. */
export const FORBIDDEN_TEXT = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ud800',
  '\udfff',
  '\ud83d',
] as const;

/**
 * Whether a text carries a control character (tab and line breaks aside), a direction override
 * or isolate, or a lone surrogate.
 */
export function hasForbiddenText(text: string): boolean {
  return /(?![\t\n\r])\p{Cc}|[\u202a-\u202e\u2066-\u2069]|\p{Cs}/u.test(text);
}

/** Deceptive but not forbidden by the free-text rule: zero-width, BOM, separators, newlines. */
const ODD_TEXT = ['\u200b', '\u200d', '\ufeff', '\u2028', '\u2029', '\r\n', '\t', '\u00a0'];

const HOSTILE_TEXT = [
  "' OR '1'='1' --",
  '"; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\\u0000',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  'null',
  'true',
  '[]',
  '{}',
  ' ',
  '',
  '𝕳𝖆𝖓𝖇𝖎𝖙',
  '👨‍👩‍👧‍👦'.repeat(10),
  'ㄱㄴㄷ',
  'Ａｄｍｉｎ',
  'admin',
];

/** A description of how a value was spoiled, kept with the case for its report. */
export interface SpoiledValue {
  readonly how: string;
  readonly value: unknown;
  /** The value is a string that carries a character of FORBIDDEN_TEXT. */
  readonly forbiddenText: boolean;
}

const spoiled = (how: string, value: unknown, forbiddenText = false): SpoiledValue => ({
  how,
  value,
  forbiddenText,
});

/** Deeply nested JSON: objects in objects or arrays in arrays. */
export function deepNesting(depth: number, kind: 'object' | 'array'): RawJson {
  return kind === 'object'
    ? new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
    : new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

/** A value the schema refuses, or that tests what the server does beyond the schema. */
export function spoiledValueOf(schema: JsonSchema): fc.Arbitrary<SpoiledValue> {
  const types = typesOf(schema);
  const everyType: [string, unknown][] = [
    ['string', 'text'],
    ['number', 7],
    ['boolean', true],
    ['null', null],
    ['array', [1, 'two']],
    ['object', { nested: 'object' }],
  ];
  const wrongTypes = everyType.filter(([type]) => !types.has(type));
  const families: fc.Arbitrary<SpoiledValue>[] = [
    fc.constantFrom(...wrongTypes).map(([type, value]) => spoiled(`a ${type} instead`, value)),
    fc
      .tuple(
        fc.constantFrom(50, 1000, 10_000),
        fc.constantFrom<'object' | 'array'>('object', 'array'),
      )
      .map(([depth, kind]) => spoiled(`${kind}s nested ${depth} deep`, deepNesting(depth, kind))),
  ];
  const stringSchema =
    schema.type === 'string' ? schema : schema.anyOf?.find((b) => b.type === 'string');
  if (stringSchema) families.push(spoiledTextOf(stringSchema));
  const integerSchema = schema.type === 'integer' ? schema : undefined;
  if (integerSchema) families.push(spoiledIntegerOf(integerSchema));
  if (schema.type === 'boolean') {
    families.push(
      fc
        .constantFrom('true', 'false', 0, 1, 'yes')
        .map((value) => spoiled('a boolean look-alike', value)),
    );
  }
  if (schema.type === 'object') {
    families.push(
      fc
        .constantFrom<[string, unknown]>(
          ['an array of it', [{}]],
          ['an empty array', []],
          ['an empty object', {}],
        )
        .map(([how, value]) => spoiled(how, value)),
    );
  }
  return fc.oneof(...families);
}

function spoiledTextOf(schema: JsonSchema): fc.Arbitrary<SpoiledValue> {
  const maxLength = schema.maxLength ?? 1000;
  const base = validValueOf(schema).map((value) => (typeof value === 'string' ? value : ''));
  return fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom('a', '가', '😀', '\u0301'))
      .map(([extra, character]) =>
        spoiled(`${extra} beyond maxLength ${maxLength}`, character.repeat(maxLength + extra)),
      ),
    fc
      .constantFrom(60_000, 100_000)
      .map((length) => spoiled(`${length} characters`, 'x'.repeat(length))),
    fc
      .tuple(base, fc.constantFrom(...FORBIDDEN_TEXT), fc.nat())
      .map(([text, character, at]) =>
        spoiled(
          `U+${character.charCodeAt(0).toString(16).padStart(4, '0')} inside`,
          insertAt(text, character, at),
          true,
        ),
      ),
    fc
      .tuple(base, fc.constantFrom(...ODD_TEXT), fc.nat())
      .map(([text, odd, at]) => spoiled('an odd character inside', insertAt(text, odd, at))),
    fc.constantFrom(...HOSTILE_TEXT).map((text) => spoiled('hostile text', text)),
    fc
      .string({ unit: 'binary', maxLength: 40 })
      .map((text) => spoiled('random text', text, hasForbiddenText(text))),
  );
}

function spoiledIntegerOf(schema: JsonSchema): fc.Arbitrary<SpoiledValue> {
  const minimum = schema.minimum ?? -(2 ** 31);
  const maximum = schema.maximum ?? 2 ** 31;
  return fc
    .constantFrom<[string, unknown]>(
      ['below the minimum', minimum - 1],
      ['above the maximum', maximum + 1],
      ['far below', -(2 ** 53)],
      ['beyond safe integers', 2 ** 53 + 2],
      ['1e308', 1e308],
      ['1e400 (Infinity when parsed)', new RawJson('1e400')],
      ['-1e400', new RawJson('-1e400')],
      ['-0', new RawJson('-0')],
      ['a fraction', minimum + 0.5],
      ['a tiny fraction', new RawJson(`${minimum}.0000000000000001`)],
      ['"NaN"', 'NaN'],
      ['"Infinity"', 'Infinity'],
      ['a number in quotes', String(minimum)],
      ['an array of one number', [minimum]],
    )
    .map(([how, value]) => spoiled(how, value));
}

function insertAt(text: string, piece: string, at: number): string {
  const characters = [...text];
  const index = characters.length === 0 ? 0 : at % (characters.length + 1);
  return [...characters.slice(0, index), piece, ...characters.slice(index)].join('');
}

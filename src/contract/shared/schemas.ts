import Type, { type TLiteral, type TSchema, type TUnion } from 'typebox';
import type { FreeTextLines } from '../../domain/shared/text/free-text';

/**
 * The schema annotation that says what the domain's free-text rule (src/domain/shared/text/free-text.ts)
 * asks of a string: one line, several lines, or nothing (false: a password, which is never
 * shown). The server checks every string of a request by it, one line where it is absent.
 */
export const FREE_TEXT = 'x-free-text';
export type FreeTextAnnotation = FreeTextLines | false;

/** Text with a length limit (in Unicode characters): nothing unbounded enters the server. */
export function Text(
  maxLength: number,
  options: { minLength?: number; pattern?: string; lines?: FreeTextLines } = {},
) {
  const { lines = 'single', ...limits } = options;
  return Type.String({ maxLength, ...limits, [FREE_TEXT]: lines });
}

/** A password: bounded, but not free text (its own rule decides what it may hold). */
export function Secret(maxLength: number) {
  return Type.String({ minLength: 1, maxLength, [FREE_TEXT]: false });
}

export const SixDigitCode = Type.String({ pattern: '^[0-9]{6}$' });

/** Opaque ids of files and file groups. */
export const FileId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** One of the values of a list the domain defines (the list is the rule; the schema follows it). */
export function OneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<{
    -readonly [Index in keyof Values]: TLiteral<Values[Index]>;
  }>;
}

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A page of items (pages numbered from 1). */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  });
}

export const NoData = Type.Null();

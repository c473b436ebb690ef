import Type, { type TSchema } from 'typebox';

/** Text with a length limit (in Unicode characters): nothing unbounded enters the server. */
export function Text(maxLength: number, options: { minLength?: number; pattern?: string } = {}) {
  return Type.String({ maxLength, ...options });
}

export const SixDigitCode = Type.String({ pattern: '^[0-9]{6}$' });

/** Opaque ids of files and file groups. */
export const FileId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

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

import type { Ajv, AnySchemaObject, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { FREE_TEXT, type FreeTextAnnotation } from '../../../../src/contract/shared/schemas';
import { hasRefusedCharacter } from '../../../../src/domain/shared/text/free-text';

/**
 * The domain's free-text rule on every string a request carries (bodies, query strings, path
 * parameters): a string schema is free text of one line unless the contract marks it otherwise
 * (several lines for reasons, not free text for passwords). A refused character fails the
 * request's validation, named after the field; an accepted string is stored in NFC.
 */
export function addFreeTextKeyword(ajv: Ajv): Ajv {
  const freeText: SchemaValidateFunction = (
    annotation: FreeTextAnnotation,
    data: string,
    _parentSchema?: AnySchemaObject,
    context?: DataValidationCxt,
  ) => {
    if (annotation === false) return true;
    if (hasRefusedCharacter(data, annotation)) {
      freeText.errors = [{ keyword: FREE_TEXT, params: {} }];
      return false;
    }
    const composed = data.normalize('NFC');
    if (composed !== data && context && context.parentDataProperty !== undefined) {
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] =
        composed;
    }
    return true;
  };
  return ajv.addKeyword({
    keyword: FREE_TEXT,
    type: 'string',
    schemaType: ['string', 'boolean'],
    modifying: true,
    errors: true,
    validate: freeText,
  });
}

/**
 * A copy of a request schema in which every string schema carries the free-text annotation
 * (one line unless the contract said otherwise). The contract's own objects are left as they
 * are: the OpenAPI document shows them as written.
 */
export function withFreeTextChecks<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withFreeTextChecks(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withFreeTextChecks(value);
  if (copy.type === 'string' && !(FREE_TEXT in copy)) copy[FREE_TEXT] = 'single';
  return copy as T;
}

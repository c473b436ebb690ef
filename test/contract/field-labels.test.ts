import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_SCHEMAS } from '../../src/contract/endpoint-schemas';
import { fieldLabelOf } from '../../src/contract/shared/field-labels';

/** Every field path of a schema (array items and unions walked through), as property names. */
function fieldPathsOf(schema: TSchema | undefined, parent: readonly string[] = []): string[][] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const paths: string[][] = [];
  const properties = node.properties as Record<string, TSchema> | undefined;
  for (const [name, property] of Object.entries(properties ?? {})) {
    paths.push([...parent, name], ...fieldPathsOf(property, [...parent, name]));
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) {
    const inner = node[key];
    for (const each of Array.isArray(inner) ? inner : inner ? [inner] : []) {
      paths.push(...fieldPathsOf(each as TSchema, parent));
    }
  }
  return paths;
}

const REQUEST_FIELDS = Object.entries(ENDPOINT_SCHEMAS).flatMap(([name, schemas]) =>
  (['body', 'querystring', 'params'] as const).flatMap((part) =>
    fieldPathsOf((schemas as Record<string, TSchema | undefined>)[part]).map(
      (path) => [`${name}.${part}`, path.join('.')] as const,
    ),
  ),
);

describe('the Korean names of request fields (issue 27: refusals never name a raw key)', () => {
  it('walks a good number of fields', () => {
    expect(REQUEST_FIELDS.length).toBeGreaterThan(200);
  });

  it.each(REQUEST_FIELDS)('%s: %s has a Korean label', (_where, path) => {
    const label = fieldLabelOf(path.split('.'));
    expect(label).toMatch(/[가-힣]/u);
    expect(label).not.toMatch(/[A-Za-z]/u);
  });

  it('names a field by the object it is in: a privacy flag, a consent, a phone number', () => {
    expect(fieldLabelOf(['phone'])).toBe('전화번호');
    expect(fieldLabelOf(['privacy', 'phone'])).toBe('휴대전화 공개 여부');
    expect(fieldLabelOf(['privacy'])).toBe('동문 찾기 공개 범위');
    expect(fieldLabelOf(['consents', 'privacy'])).toBe('개인정보 수집·이용 동의');
    expect(fieldLabelOf(['entries', 'month'])).toBe('월');
    expect(fieldLabelOf(['uses', 'purpose'])).toBe('사용처');
  });
});

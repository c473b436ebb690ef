import { fieldLabelOf, UNLABELLED_FIELD } from '../../../../src/contract/shared/field-labels';
import { FREE_TEXT } from '../../../../src/contract/shared/schemas';
import { refusedCharacterMessage } from '../../../../src/domain/shared/text/free-text';
import {
  withObjectParticle,
  withTopicParticle,
} from '../../../../src/domain/shared/text/korean-particles';

/** The parts of an Ajv error we read. */
export interface SchemaViolation {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * One Korean sentence for a request that does not match its schema, naming the field in
 * Korean: "아이디를 입력해 주세요.", "이름은 50자까지 입력할 수 있습니다."
 */
export function koreanValidationMessage(violation: SchemaViolation | undefined): string {
  if (!violation) return '입력값이 올바르지 않습니다.';
  const { keyword, params } = violation;
  const path = fieldPathOf(violation.instancePath);
  if (keyword === 'required' && typeof params.missingProperty === 'string') {
    path.push(params.missingProperty);
  }
  if (path.length === 0) {
    return keyword === 'additionalProperties' && typeof params.additionalProperty === 'string'
      ? `알 수 없는 항목(${params.additionalProperty})이 들어 있습니다.`
      : '요청 내용이 올바르지 않습니다.';
  }
  // Never the raw key: every request field has a label (test/contract/field-labels.test.ts).
  const label = fieldLabelOf(path) ?? UNLABELLED_FIELD;
  const limit = typeof params.limit === 'number' ? params.limit : null;

  switch (keyword) {
    case 'required':
      return `${withObjectParticle(label)} 입력해 주세요.`;
    case 'minLength':
      return limit !== null && limit > 1
        ? `${withTopicParticle(label)} ${limit}자 이상 입력해 주세요.`
        : `${withObjectParticle(label)} 입력해 주세요.`;
    case 'maxLength':
      return `${withTopicParticle(label)} ${limit ?? ''}자까지 입력할 수 있습니다.`;
    case 'additionalProperties':
      return typeof params.additionalProperty === 'string'
        ? `${label}에 알 수 없는 항목(${params.additionalProperty})이 들어 있습니다.`
        : `${label}의 형식이 올바르지 않습니다.`;
    case FREE_TEXT:
      return refusedCharacterMessage(label);
    case 'minimum':
    case 'maximum':
      return `${label}의 값이 허용 범위를 벗어났습니다.`;
    default:
      return `${label}의 형식이 올바르지 않습니다.`;
  }
}

/** The named segments of a JSON pointer: /address/zonecode → address, zonecode; /items/0 → items. */
function fieldPathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '' && !/^\d+$/u.test(segment))
    .map((segment) => segment.replace(/~1/gu, '/').replace(/~0/gu, '~'));
}

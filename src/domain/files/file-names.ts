import { refusedCharacterMessage, validateFreeText } from '../shared/text/free-text';
import type { ValidationResult } from '../shared/validation/validation-result';

export const FILE_NAME_LABEL = '파일 이름';

/** The refusal of an uploaded file's name that holds a character free text may not hold. */
export const FILE_NAME_REFUSED = `${refusedCharacterMessage(FILE_NAME_LABEL)} 파일 이름을 바꾸어 다시 올려 주세요.`;

/**
 * An uploaded file's name is free text (src/domain/shared/text/free-text.ts): others read it in
 * lists and save it under it, so `사진\u202Egpj.exe` (shown as "사진exe.jpg"), invisible or
 * stacked characters are refused, whatever the upload (attachments, 자료실, photos, logos).
 * The name is then cut to a safe file name by `sanitizeFileName` (no path, at most 200
 * characters).
 */
export function validateUploadedFileName(name: string): ValidationResult {
  const result = validateFreeText(name, FILE_NAME_LABEL);
  return result.ok ? result : { ...result, message: FILE_NAME_REFUSED };
}

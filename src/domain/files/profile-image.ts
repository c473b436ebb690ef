import { formatFileSize } from '../shared/format/file-size';

/**
 * The profile image rule shared by the sign-up and my-info screens and by the server: JPG, PNG,
 * WebP or GIF, at most 5 MiB. The server also checks the contents (magic bytes); this check only
 * spares the member an upload that would be refused.
 */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** For `<input type="file" accept>`. */
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');

export const PROFILE_IMAGE_TYPE_MESSAGE =
  '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.';

/** What is wrong with a chosen file as a profile image, in Korean, or null when it will do. */
export function profileImageProblem(file: {
  readonly type: string;
  readonly size: number;
}): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return PROFILE_IMAGE_TYPE_MESSAGE;
  }
  if (file.size === 0) return '빈 파일입니다. 다른 사진을 골라 주세요.';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return `프로필 사진은 ${formatFileSize(PROFILE_IMAGE_MAX_BYTES)}까지 올릴 수 있습니다. 고른 파일은 ${formatFileSize(file.size, { decimals: 1 })}입니다.`;
  }
  return null;
}

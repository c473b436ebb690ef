import { describe, expect, it } from 'vitest';
import {
  PROFILE_IMAGE_ACCEPT,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageProblem,
} from '../../../src/domain/files/profile-image';

describe('profile image rule', () => {
  it('takes JPG, PNG, WebP and GIF up to 5 MiB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(profileImageProblem({ type, size: 1 })).toBeNull();
      expect(profileImageProblem({ type, size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
    }
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(PROFILE_IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
  });

  it.each(['image/svg+xml', 'application/pdf', 'image/heic', ''])('refuses the type %j', (type) => {
    expect(profileImageProblem({ type, size: 10 })).toBe(
      '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
    );
  });

  it('refuses a larger file, saying both sizes with the file-size formatter', () => {
    expect(profileImageProblem({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toMatch(
      /^프로필 사진은 5 MB까지 올릴 수 있습니다\./u,
    );
    expect(profileImageProblem({ type: 'image/jpeg', size: 6.5 * 1024 * 1024 })).toBe(
      '프로필 사진은 5 MB까지 올릴 수 있습니다. 고른 파일은 6.5 MB입니다.',
    );
  });

  it('refuses an empty file', () => {
    expect(profileImageProblem({ type: 'image/png', size: 0 })).toMatch(/빈 파일/u);
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/shared/errors/api-error';
import { AppServicesProvider } from '../../../src/ui/shared/app/app-services';
import { ProfileImageField } from '../../../src/ui/files/ProfileImageField';
import { testServices } from '../support/test-app';
import { PNG } from '../../support/files';

/** Object URLs as jsdom does not make them: numbered, with a record of those revoked. */
function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => {
      next += 1;
      const url = `blob:test/${next}`;
      created.push(url);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => void revoked.push(url),
  });
  const restore = () => {
    for (const [name, descriptor] of [
      ['createObjectURL', original.create],
      ['revokeObjectURL', original.revoke],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  };
  return { created, revoked, restore };
}

function png(name = '내 사진.png', size?: number): File {
  const file = new File([PNG], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The hint, and an error message that is empty. */
const HINT_ONLY = /^JPG, PNG, WebP, GIF 이미지를 5 MB까지 올릴 수 있습니다\.\s*$/u;

let urls: ReturnType<typeof stubObjectUrls>;

beforeEach(() => {
  urls = stubObjectUrls();
});

afterEach(() => {
  urls.restore();
});

function renderField(options: { currentImageUrl?: string | null; initial?: string | null } = {}) {
  const { world, services } = testServices();
  const changes: (string | null)[] = [];
  const uploading: boolean[] = [];
  function Harness() {
    const [value, setValue] = useState<string | null>(options.initial ?? null);
    return (
      <ProfileImageField
        idPrefix="signup-photo"
        value={value}
        currentImageUrl={options.currentImageUrl ?? null}
        onChange={(id) => {
          changes.push(id);
          setValue(id);
        }}
        onUploadingChange={(busy) => uploading.push(busy)}
      />
    );
  }
  const view = render(
    <AppServicesProvider services={services}>
      <Harness />
    </AppServicesProvider>,
  );
  // The type check is the field's own: let a wrong file reach it, as a drag-and-drop would.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('프로필 사진');
  return { ...view, world, changes, uploading, user, input };
}

describe('ProfileImageField', () => {
  it('is a labelled file input for JPG, PNG, WebP and GIF, with its limit as a hint', () => {
    const { input } = renderField();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(input).toHaveAccessibleDescription(HINT_ONLY);
    expect(screen.getByText('사진 없음')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사진 삭제' })).not.toBeInTheDocument();
  });

  it('shows the upload’s progress as a named progress bar with a percentage, and announces start and end', async () => {
    const { world, user, input, changes, uploading } = renderField();
    world.fileApi.uploadProgressSteps = [0, 0.25, 0.42];
    const release = world.fileApi.holdUploads();

    await user.upload(input, png());

    const bar = await screen.findByRole('progressbar', { name: '프로필 사진 올리기 진행률' });
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('max', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('사진을 올리는 중입니다.');
    expect(input).toBeDisabled();
    expect(uploading).toEqual([true]);
    expect(changes).toEqual([]);
    // The chosen picture is shown from the file itself while it uploads.
    expect(screen.getByRole('img', { name: '올리고 있는 프로필 사진 미리 보기' })).toHaveAttribute(
      'src',
      urls.created.at(-1),
    );

    await act(async () => {
      release();
    });

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('사진을 올렸습니다.'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(uploading).toEqual([true, false]);
    const [stored] = [...world.backend.files.keys()];
    expect(changes).toEqual([stored]);
    expect(input).toBeEnabled();
  });

  it('cancels a running upload: nothing is stored or chosen, and it says so', async () => {
    const { world, user, input, changes, uploading } = renderField();
    world.fileApi.uploadProgressSteps = [0.1];
    world.fileApi.holdUploads();

    await user.upload(input, png());
    await user.click(await screen.findByRole('button', { name: '올리기 취소' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('사진 올리기를 취소했습니다.'),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(changes).toEqual([]);
    expect(uploading).toEqual([true, false]);
    expect(world.backend.files.size).toBe(0);
    expect(urls.revoked).toEqual(urls.created);
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(HINT_ONLY);
  });

  it('refuses a file that is not one of the four image types, without uploading', async () => {
    const { world, user, input, changes, uploading } = renderField();
    const upload = vi.spyOn(world.fileApi, 'uploadProfileImage');

    await user.upload(input, new File(['%PDF-1.7'], '이력서.pdf', { type: 'application/pdf' }));

    const message = '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(upload).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
    expect(uploading).toEqual([]);
  });

  it('refuses an image over 5 MB, saying both sizes, without uploading', async () => {
    const { world, user, input } = renderField();
    const upload = vi.spyOn(world.fileApi, 'uploadProfileImage');

    await user.upload(input, png('큰 사진.png', 6.5 * 1024 * 1024));

    expect(
      await screen.findByText('프로필 사진은 5 MB까지 올릴 수 있습니다. 고른 파일은 6.5 MB입니다.'),
    ).toBeVisible();
    expect(upload).not.toHaveBeenCalled();

    // A good file afterwards clears the message and goes up.
    await user.upload(input, png());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('사진을 올렸습니다.'));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal next to the field and keeps no image', async () => {
    const { world, user, input, changes, uploading } = renderField();
    vi.spyOn(world.fileApi, 'uploadProfileImage').mockRejectedValue(
      new ApiError('올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.', 4150, 415),
    );

    await user.upload(input, png());

    expect(
      await screen.findByText('올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.'),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(changes).toEqual([]);
    expect(uploading).toEqual([true, false]);
  });

  it('previews the uploaded image from an object URL, revoked when removed with 사진 삭제', async () => {
    const { user, input, changes } = renderField();

    await user.upload(input, png());

    const preview = await screen.findByRole('img', { name: '새로 고른 프로필 사진' });
    const url = preview.getAttribute('src');
    expect(url).toMatch(/^blob:test\//u);
    expect(urls.revoked).not.toContain(url);

    await user.click(screen.getByRole('button', { name: '사진 삭제' }));

    expect(changes.at(-1)).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('사진 없음')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('사진을 삭제했습니다.');
    expect(urls.revoked).toContain(url);
    expect(screen.getByLabelText('프로필 사진')).toHaveFocus();
  });

  it('replaces one chosen image with another, revoking the first preview', async () => {
    const { user, input, changes } = renderField();
    await user.upload(input, png('첫 사진.png'));
    const first = (await screen.findByRole('img')).getAttribute('src');
    await user.upload(input, png('둘째 사진.png'));
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[0]).not.toBe(changes[1]);
    expect(screen.getByRole('img', { name: '새로 고른 프로필 사진' })).not.toHaveAttribute(
      'src',
      first,
    );
    expect(urls.revoked).toContain(first);
  });

  it('revokes its preview URL when it goes away', async () => {
    const { user, input, unmount } = renderField();
    await user.upload(input, png());
    const url = (await screen.findByRole('img')).getAttribute('src');
    unmount();
    expect(urls.revoked).toContain(url);
  });

  it('stops a running upload when it goes away', async () => {
    const { world, user, input, unmount } = renderField();
    world.fileApi.holdUploads();
    const upload = vi.spyOn(world.fileApi, 'uploadProfileImage');
    await user.upload(input, png());
    await screen.findByRole('progressbar');
    const signal = upload.mock.calls[0]?.[1]?.signal;
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('shows the current image (my info) until it is replaced or removed', async () => {
    const { user, input, changes } = renderField({
      currentImageUrl: '/api/atchFile/media/file-7',
      initial: 'files-7',
    });
    expect(screen.getByRole('img', { name: '현재 프로필 사진' })).toHaveAttribute(
      'src',
      '/api/atchFile/media/file-7',
    );

    await user.upload(input, png());
    expect(await screen.findByRole('img', { name: '새로 고른 프로필 사진' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '현재 프로필 사진' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(changes.at(-1)).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사진 삭제' })).not.toBeInTheDocument();
  });

  it('removes the current image (my info) without uploading anything', async () => {
    const { world, user, changes } = renderField({
      currentImageUrl: '/api/atchFile/media/file-7',
      initial: 'files-7',
    });
    const upload = vi.spyOn(world.fileApi, 'uploadProfileImage');
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(changes).toEqual([null]);
    expect(screen.queryByRole('img', { name: '현재 프로필 사진' })).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});

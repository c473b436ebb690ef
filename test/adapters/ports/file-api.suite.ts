import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadFile } from '../../../src/application/files/file-api';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../src/domain/files/profile-image';
import type { AttachedFileRef } from '../../../src/domain/shared/attachments/attached-file';
import { aFile, aPngFile, PNG } from '../../support/files';
import { aSignUpRequest } from '../../support/members';
import {
  approvedMember,
  defaultRefusal,
  leave,
  type MakePortWorld,
  type Member,
  ONE_DAY,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const NOT_AN_UPLOAD = '올릴 수 없는 파일입니다. 파일 형식과 내용을 확인해 주세요.';
const NOT_A_PROFILE_IMAGE = '프로필 사진은 JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.';
const IMAGE_AGAIN = '프로필 사진을 다시 올려 주세요.';

/** A PNG signature and padding, `size` bytes in all. */
function pngOfSize(size: number): UploadFile {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 8));
  return { name: '큰 사진.png', data: new Blob([bytes], { type: 'image/png' }) };
}

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

/** The FileApi port: uploads, downloads and image addresses, as a caller sees them. */
export function describeFileApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`FileApi (${name})`, () => {
    let world: PortWorld;
    let member: Member;

    beforeEach(async () => {
      world = await makeWorld();
      member = await approvedMember(world, { name: '박파일' });
    });

    afterEach(async () => {
      await world.close();
    });

    /** What the image address shows: the image's bytes, or null when it shows no image. */
    async function imageAt(atchFileId: string): Promise<number[] | null> {
      const response = await fetch(world.files.mediaUrl(atchFileId));
      const bytes = await bytesOf(await response.blob());
      const isImage = response.headers.get('content-type')?.startsWith('image/') ?? false;
      return response.ok && isImage ? bytes : null;
    }

    /** Whether the caller can read the file in any way: by id, by name, as the newest. */
    async function canRead(ref: AttachedFileRef, fileName: string): Promise<boolean> {
      const outcomes = await Promise.allSettled([
        world.files.downloadFile(ref),
        world.files.downloadFiles({ atchFileMstId: ref.atchFileMstId, fileNm: fileName }),
      ]);
      const recent = await world.files.recentFile(ref.atchFileMstId);
      const readable = outcomes.map((outcome) => outcome.status === 'fulfilled');
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toMatchObject(defaultRefusal('fileNotFound'));
        }
      }
      expect(new Set([...readable, recent !== null]).size).toBe(1);
      return recent !== null;
    }

    async function signUpWith(image: AttachedFileRef) {
      const request = aSignUpRequest({ profileImageMstId: image.atchFileMstId });
      await world.auth.sendAuthMail({ email: request.email, purpose: 'signUp' });
      const emailAuthCode = world.lastCodeMailedTo(request.email);
      return { request, signUp: () => world.auth.signUp({ ...request, emailAuthCode }) };
    }

    async function isFree(userId: string): Promise<boolean> {
      return (await world.auth.checkId(userId)).available;
    }

    describe('upload and download', () => {
      it('a member uploads a file and reads it back by id and by name, as it was, with progress', async () => {
        await signIn(world, member);
        const progress: number[] = [];
        const ref = await world.files.uploadFile(aPngFile('졸업앨범 사진.png'), {
          onProgress: (fraction) => progress.push(fraction),
        });
        expect(progress.at(-1)).toBe(1);
        const byId = await world.files.downloadFile(ref);
        expect(byId).toMatchObject({ fileName: '졸업앨범 사진.png', mimeType: 'image/png' });
        expect(await bytesOf(byId.data)).toEqual([...PNG]);
        const byName = await world.files.downloadFiles({
          atchFileMstId: ref.atchFileMstId,
          fileNm: '졸업앨범 사진.png',
        });
        expect(await bytesOf(byName.data)).toEqual([...PNG]);
        await expect(world.files.recentFile(ref.atchFileMstId)).resolves.toEqual({
          ...ref,
          fileName: '졸업앨범 사진.png',
          mimeType: 'image/png',
          size: PNG.length,
          uploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/u) as string,
        });
      });

      it('takes the type from the name and the contents, not from the browser’s claim', async () => {
        await signIn(world, member);
        const ref = await world.files.uploadFile(aFile('회의록.pdf', '%PDF-1.4\n', 'text/plain'));
        await expect(world.files.recentFile(ref.atchFileMstId)).resolves.toMatchObject({
          mimeType: 'application/pdf',
        });
      });

      it('needs a signed-in member', async () => {
        await expect(world.files.uploadFile(aPngFile())).rejects.toMatchObject(
          defaultRefusal('unauthenticated'),
        );
      });

      it('adds to the member’s own group, the newest last; nobody else may add to it', async () => {
        await signIn(world, member);
        const first = await world.files.uploadFile(aPngFile('첫째.png'));
        const second = await world.files.uploadFile(aPngFile('둘째.png'), {
          atchFileMstId: first.atchFileMstId,
        });
        expect(second.atchFileMstId).toBe(first.atchFileMstId);
        await expect(world.files.recentFile(first.atchFileMstId)).resolves.toMatchObject({
          atchFileId: second.atchFileId,
          fileName: '둘째.png',
        });

        const other = await approvedMember(world);
        await signIn(world, other);
        const forbidden = refusal('forbidden', '이 파일 묶음에는 파일을 추가할 수 없습니다.');
        await expect(
          world.files.uploadFile(aPngFile('끼어들기.png'), { atchFileMstId: first.atchFileMstId }),
        ).rejects.toMatchObject(forbidden);
        await expect(
          world.files.uploadFile(aPngFile('없는 묶음.png'), { atchFileMstId: 'no-such-group' }),
        ).rejects.toMatchObject(forbidden);
        leave(world);
        await expect(
          world.files.uploadProfileImage(aPngFile(), { atchFileMstId: first.atchFileMstId }),
        ).rejects.toMatchObject(forbidden);
        await signIn(world, member);
        await expect(world.files.recentFile(first.atchFileMstId)).resolves.toMatchObject({
          atchFileId: second.atchFileId,
        });
      });

      it('keeps a member’s files to that member: others and visitors find nothing', async () => {
        await signIn(world, member);
        const ref = await world.files.uploadFile(aPngFile('성적증명서.png'));
        expect(await canRead(ref, '성적증명서.png')).toBe(true);
        await signIn(world, await approvedMember(world));
        expect(await canRead(ref, '성적증명서.png')).toBe(false);
        leave(world);
        expect(await canRead(ref, '성적증명서.png')).toBe(false);
      });

      it('answers an unknown file as not found', async () => {
        await signIn(world, member);
        await expect(
          world.files.downloadFile({ atchFileMstId: 'nope', atchFileId: 'nope' }),
        ).rejects.toMatchObject(defaultRefusal('fileNotFound'));
        await expect(world.files.recentFile('nope')).resolves.toBeNull();
      });

      it('refuses a file whose name or contents are not of an allowed kind (415), storing nothing', async () => {
        await signIn(world, member);
        for (const file of [
          aFile('setup.exe', 'MZ\u0090\u0000', 'application/x-msdownload'),
          aFile('사진.png', 'not a png at all', 'image/png'),
          aFile('메모', 'no extension', 'text/plain'),
          aFile('빈 파일.txt', '', 'text/plain'),
        ]) {
          await expect(world.files.uploadFile(file)).rejects.toMatchObject(
            refusal('unsupportedFile', NOT_AN_UPLOAD),
          );
        }
      });
    });

    describe('profile images', () => {
      it('refuses what is not a JPG, PNG, WebP or GIF image with 415', async () => {
        for (const file of [
          aFile('메모.txt', '안녕하세요', 'text/plain'),
          aFile('이력서.pdf', '%PDF-1.4\n', 'application/pdf'),
          aFile('가짜.png', 'GIF89a but named png', 'image/png'),
        ]) {
          await expect(world.files.uploadProfileImage(file)).rejects.toMatchObject(
            refusal('unsupportedFile', NOT_A_PROFILE_IMAGE),
          );
        }
      });

      it('refuses an image over 5 MB with 413', async () => {
        await expect(
          world.files.uploadProfileImage(pngOfSize(PROFILE_IMAGE_MAX_BYTES + 1)),
        ).rejects.toMatchObject(refusal('fileTooLarge', '파일은 5 MB까지 올릴 수 있습니다.'));
      });

      it('a member’s profile image is theirs alone: no public image address shows it', async () => {
        await signIn(world, member);
        const ref = await world.files.uploadProfileImage(aPngFile());
        expect(await canRead(ref, '프로필.png')).toBe(true);
        expect(await imageAt(ref.atchFileId)).toBeNull();
        leave(world);
        expect(await canRead(ref, '프로필.png')).toBe(false);
        expect(await imageAt(ref.atchFileId)).toBeNull();
      });

      it('the site’s own images are public: anyone reads them, and their address shows them', async () => {
        const photo = await world.publishSiteImage('총회.png', PNG);
        expect(await imageAt(photo.atchFileId)).toEqual([...PNG]);
        expect(await canRead(photo, '총회.png')).toBe(true);
        expect(await imageAt('no-such-file')).toBeNull();
      });

      it('a visitor’s image (before sign-up) is nobody’s: nobody reads it until a sign-up claims it', async () => {
        const ref = await world.files.uploadProfileImage(aPngFile());
        expect(await canRead(ref, '프로필.png')).toBe(false);
        await signIn(world, member);
        expect(await canRead(ref, '프로필.png')).toBe(false);
        leave(world);

        const { request, signUp } = await signUpWith(ref);
        await signUp();
        await world.approve(request.userId);
        await signIn(world, request);
        await expect(world.myInfo.getMyInfo()).resolves.toMatchObject({ profileImage: ref });
        expect(await canRead(ref, '프로필.png')).toBe(true);
        expect(await imageAt(ref.atchFileId)).toBeNull();
      });

      it('an image is claimed once: a second sign-up naming it is refused, creating nothing', async () => {
        const ref = await world.files.uploadProfileImage(aPngFile());
        await (await signUpWith(ref)).signUp();
        const second = await signUpWith(ref);
        await expect(second.signUp()).rejects.toMatchObject(refusal('invalidInput', IMAGE_AGAIN));
        expect(await isFree(second.request.userId)).toBe(true);
      });

      it('an image not claimed within 24 hours can no longer be claimed', async () => {
        const kept = await world.files.uploadProfileImage(aPngFile());
        const late = await world.files.uploadProfileImage(aPngFile());
        world.advanceClock(ONE_DAY - ONE_MINUTE);
        await (await signUpWith(kept)).signUp();
        world.advanceClock(2 * ONE_MINUTE);
        const tooLate = await signUpWith(late);
        await expect(tooLate.signUp()).rejects.toMatchObject(refusal('invalidInput', IMAGE_AGAIN));
        expect(await isFree(tooLate.request.userId)).toBe(true);
      });

      it('a sign-up cannot claim a member’s files nor the site’s images', async () => {
        await signIn(world, member);
        const owned = await world.files.uploadProfileImage(aPngFile());
        leave(world);
        const photo = await world.publishSiteImage('총회.png', PNG);
        for (const group of [owned, photo]) {
          const { request, signUp } = await signUpWith(group);
          await expect(signUp()).rejects.toMatchObject(refusal('invalidInput', IMAGE_AGAIN));
          expect(await isFree(request.userId)).toBe(true);
        }
        await signIn(world, member);
        expect(await canRead(owned, '프로필.png')).toBe(true);
        expect(await imageAt(photo.atchFileId)).toEqual([...PNG]);
      });

      it('an expired access token is refreshed before a member’s upload', async () => {
        const tokens = await signIn(world, member);
        world.advanceClock(61 * ONE_MINUTE);
        const ref = await world.files.uploadProfileImage(aPngFile());
        expect(world.tokenStore.readTokens()?.refreshToken).not.toBe(tokens.refreshToken);
        expect(await canRead(ref, '프로필.png')).toBe(true);
      });
    });
  });
}

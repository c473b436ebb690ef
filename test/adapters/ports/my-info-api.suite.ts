import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRIVATE_BY_DEFAULT } from '../../../src/domain/shared/member/directory-privacy';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { CONSENT_VERSIONS } from '../../../src/domain/accounts/consent-versions';
import { REQUIRED_CONSENT_REFUSAL } from '../../../src/domain/accounts/consents';
import { HAEUNDAE_48058 } from '../../support/addresses';
import { aPngFile } from '../../support/files';
import { anUpdateOf } from '../../support/members';
import { sharing } from '../../support/privacy';
import {
  approvedMember,
  defaultRefusal,
  isSignedIn,
  leave,
  type MakePortWorld,
  type Member,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const NEW_PASSWORD = 'Saebit!2027new';
const IMAGE_AGAIN = '프로필 사진을 다시 올려 주세요.';

/** The MyInfoApi port: the signed-in member's own information, as a caller sees it. */
export function describeMyInfoApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`MyInfoApi (${name})`, () => {
    let world: PortWorld;
    let member: Member;

    beforeEach(async () => {
      world = await makeWorld();
      member = await approvedMember(world, { name: '이내정보', company: null, jobTitle: null });
    });

    afterEach(async () => {
      await world.close();
    });

    it('needs a signed-in member for every call', async () => {
      const mine = await signIn(world, member).then(() => world.myInfo.getMyInfo());
      leave(world);
      const unauthenticated = defaultRefusal('unauthenticated');
      await expect(world.myInfo.getMyInfo()).rejects.toMatchObject(unauthenticated);
      await expect(world.myInfo.updateMyInfo(anUpdateOf(mine))).rejects.toMatchObject(
        unauthenticated,
      );
      await expect(
        world.myInfo.changeMyPassword({
          currentPassword: member.password,
          newPassword: NEW_PASSWORD,
        }),
      ).rejects.toMatchObject(unauthenticated);
    });

    it('refuses a session that has ended (signed out)', async () => {
      await signIn(world, member);
      await world.auth.signOut();
      await expect(world.myInfo.getMyInfo()).rejects.toMatchObject(
        defaultRefusal('unauthenticated'),
      );
    });

    it('answers the member’s own profile as signed up: nothing shared, no image', async () => {
      await signIn(world, member);
      await expect(world.myInfo.getMyInfo()).resolves.toEqual({
        userId: member.userId,
        name: '이내정보',
        birthDate: '1985-03-15',
        email: member.email,
        mobile: '010-1234-5678',
        graduationYear: 2004,
        classNumber: 76,
        course: '자연계',
        company: null,
        jobTitle: null,
        address: expect.objectContaining({ zonecode: '06236', sgg: '1168000000' }) as unknown,
        profileImage: null,
        privacy: PRIVATE_BY_DEFAULT,
        role: 'member',
        status: 'approved',
      });
    });

    it('stores an update as the shared rules normalise it, and answers it', async () => {
      await signIn(world, member);
      const mine = await world.myInfo.getMyInfo();
      const updated = await world.myInfo.updateMyInfo(
        anUpdateOf(mine, {
          name: ' 이바뀜 ',
          mobile: '01098765432',
          company: '  새빛상사 ',
          jobTitle: '부장',
          address: HAEUNDAE_48058,
          privacy: sharing('phone', 'company'),
        }),
      );
      expect(updated).toMatchObject({
        name: '이바뀜',
        mobile: '010-9876-5432',
        company: '새빛상사',
        jobTitle: '부장',
        address: { zonecode: '48058', sido: '부산', sigungu: '해운대구' },
        privacy: sharing('phone', 'company'),
        userId: member.userId,
        status: 'approved',
      });
      await expect(world.myInfo.getMyInfo()).resolves.toEqual(updated);
    });

    it('refuses a field that breaks the profile rule with its message, and changes nothing', async () => {
      await signIn(world, member);
      const mine = await world.myInfo.getMyInfo();
      await expect(
        world.myInfo.updateMyInfo(anUpdateOf(mine, { graduationYear: 1980, company: '바뀜' })),
      ).rejects.toMatchObject(
        refusal('invalidInput', '졸업 연도가 생년월일과 맞지 않습니다. 다시 확인해 주세요.'),
      );
      await expect(world.myInfo.getMyInfo()).resolves.toEqual(mine);
    });

    it('changes the e-mail address only with the code mailed to the new one', async () => {
      await signIn(world, member);
      const mine = await world.myInfo.getMyInfo();
      const email = 'moved@example.com';
      await expect(world.myInfo.updateMyInfo(anUpdateOf(mine, { email }))).rejects.toMatchObject(
        refusal('invalidInput', '새 이메일 주소로 받은 인증번호를 입력해 주세요.'),
      );
      await world.auth.sendAuthMail({ email, purpose: 'changeEmail' });
      const code = world.lastCodeMailedTo(email);
      await expect(
        world.myInfo.updateMyInfo(anUpdateOf(mine, { email, emailAuthCode: '000000' })),
      ).rejects.toMatchObject(refusal('invalidAuthCode'));
      await expect(world.myInfo.getMyInfo()).resolves.toMatchObject({ email: member.email });
      await expect(
        world.myInfo.updateMyInfo(anUpdateOf(mine, { email, emailAuthCode: code })),
      ).resolves.toMatchObject({ email });
    });

    it('keeps the e-mail address without a code when it does not change', async () => {
      await signIn(world, member);
      const mine = await world.myInfo.getMyInfo();
      await expect(
        world.myInfo.updateMyInfo(anUpdateOf(mine, { course: '인문계' })),
      ).resolves.toMatchObject({ email: member.email, course: '인문계' });
    });

    it('takes the member’s own uploaded image as the profile image (its newest file), and null removes it', async () => {
      await signIn(world, member);
      const mine = await world.myInfo.getMyInfo();
      const first = await world.files.uploadProfileImage(aPngFile('첫 사진.png'));
      const newest = await world.files.uploadProfileImage(aPngFile('새 사진.png'), {
        atchFileMstId: first.atchFileMstId,
      });
      const updated = await world.myInfo.updateMyInfo(
        anUpdateOf(mine, { profileImageMstId: first.atchFileMstId }),
      );
      expect(updated.profileImage).toEqual(newest);
      await expect(world.myInfo.getMyInfo()).resolves.toMatchObject({ profileImage: newest });
      await expect(
        world.myInfo.updateMyInfo(anUpdateOf(updated, { profileImageMstId: null })),
      ).resolves.toMatchObject({ profileImage: null });
    });

    it('refuses as a profile image a group that is not the member’s own images, and changes nothing', async () => {
      const other = await approvedMember(world);
      await signIn(world, other);
      const others = await world.files.uploadProfileImage(aPngFile());
      leave(world);
      const visitors = await world.files.uploadProfileImage(aPngFile());
      await signIn(world, member);
      const document = await world.files.uploadFile({
        name: '회의록.pdf',
        data: new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }),
      });
      const mine = await world.myInfo.getMyInfo();
      for (const group of [others, visitors, document, { atchFileMstId: 'no-such-group' }]) {
        await expect(
          world.myInfo.updateMyInfo(anUpdateOf(mine, { profileImageMstId: group.atchFileMstId })),
        ).rejects.toMatchObject(refusal('invalidInput', IMAGE_AGAIN));
      }
      await expect(world.myInfo.getMyInfo()).resolves.toEqual(mine);
    });

    it('an access token older than 60 minutes is refreshed behind the caller’s back', async () => {
      const tokens = await signIn(world, member);
      world.advanceClock(61 * ONE_MINUTE);
      await expect(world.myInfo.getMyInfo()).resolves.toMatchObject({ userId: member.userId });
      expect(world.tokenStore.readTokens()?.refreshToken).not.toBe(tokens.refreshToken);
    });

    describe('changePassword', () => {
      beforeEach(async () => {
        await signIn(world, member);
      });

      it('needs the current password: a wrong one is refused and nothing changes', async () => {
        await expect(
          world.myInfo.changeMyPassword({
            currentPassword: 'Wrong!2026pw',
            newPassword: NEW_PASSWORD,
          }),
        ).rejects.toMatchObject(refusal('wrongPassword', '현재 비밀번호가 올바르지 않습니다.'));
        leave(world);
        await expect(signIn(world, member)).resolves.toBeDefined();
      });

      it('refuses a weak new password with the rule’s message, and one equal to the current', async () => {
        const weak = validatePassword('short', { userId: member.userId });
        if (weak.ok) throw new Error('should be weak');
        await expect(
          world.myInfo.changeMyPassword({ currentPassword: member.password, newPassword: 'short' }),
        ).rejects.toMatchObject(refusal('invalidInput', weak.message));
        await expect(
          world.myInfo.changeMyPassword({
            currentPassword: member.password,
            newPassword: member.password,
          }),
        ).rejects.toMatchObject(
          refusal('invalidInput', '새 비밀번호는 현재 비밀번호와 달라야 합니다.'),
        );
      });

      it('changes it: the new one signs in, the old one no longer; other sessions end, this one stays', async () => {
        const here = world.tokenStore.readTokens();
        const elsewhere = await signIn(world, member);
        if (!here) throw new Error('no session');
        world.tokenStore.saveTokens(here);
        await world.myInfo.changeMyPassword({
          currentPassword: member.password,
          newPassword: NEW_PASSWORD,
        });
        await expect(world.auth.ping()).resolves.toBe(true);
        world.tokenStore.saveTokens(elsewhere);
        await expect(isSignedIn(world)).resolves.toBe(false);
        leave(world);
        await expect(
          world.auth.signIn({ userId: member.userId, password: member.password }),
        ).rejects.toMatchObject(defaultRefusal('wrongCredentials'));
        await expect(signIn(world, { ...member, password: NEW_PASSWORD })).resolves.toBeDefined();
      });

      it('after five wrong current passwords the next try waits, even with the right one', async () => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await expect(
            world.myInfo.changeMyPassword({
              currentPassword: 'Wrong!2026pw',
              newPassword: NEW_PASSWORD,
            }),
          ).rejects.toMatchObject(refusal('wrongPassword'));
        }
        await expect(
          world.myInfo.changeMyPassword({
            currentPassword: member.password,
            newPassword: NEW_PASSWORD,
          }),
        ).rejects.toMatchObject(
          refusal(
            'tooManyAttempts',
            /^잘못된 시도가 많아 잠시 제한되었습니다\. .+ 이후에 다시 시도해 주세요\.$/u,
          ),
        );
        world.advanceClock(ONE_MINUTE + 1000);
        await world.myInfo.changeMyPassword({
          currentPassword: member.password,
          newPassword: NEW_PASSWORD,
        });
      });
    });

    describe('consents', () => {
      it('shows each sign-up answer with the text’s version, and withdraws and gives marketing again', async () => {
        await signIn(world, member);
        const signedUp = await world.myInfo.getMyConsents();
        expect(signedUp.map(({ kind, required, agreed }) => ({ kind, required, agreed }))).toEqual([
          { kind: 'terms', required: true, agreed: true },
          { kind: 'privacy', required: true, agreed: true },
          { kind: 'marketing', required: false, agreed: false },
        ]);
        for (const consent of signedUp) {
          expect(consent.version).toBe(CONSENT_VERSIONS[consent.kind]);
          expect(Number.isNaN(Date.parse(consent.recordedAt))).toBe(false);
        }
        world.advanceClock(ONE_MINUTE);
        const given = await world.myInfo.changeMyConsent({ kind: 'marketing', agreed: true });
        const marketing = given.find((consent) => consent.kind === 'marketing');
        expect(marketing?.agreed).toBe(true);
        expect(marketing && marketing.recordedAt > (signedUp[2]?.recordedAt ?? '')).toBe(true);
        await expect(world.myInfo.getMyConsents()).resolves.toEqual(given);
        const withdrawn = await world.myInfo.changeMyConsent({
          kind: 'marketing',
          agreed: false,
        });
        expect(withdrawn.find((consent) => consent.kind === 'marketing')?.agreed).toBe(false);
      });

      it('refuses to withdraw a required consent, naming withdrawal from the site', async () => {
        await signIn(world, member);
        await expect(
          world.myInfo.changeMyConsent({ kind: 'terms', agreed: false }),
        ).rejects.toMatchObject(refusal('invalidInput', REQUIRED_CONSENT_REFUSAL));
        await expect(
          world.myInfo.changeMyConsent({ kind: 'privacy', agreed: false }),
        ).rejects.toMatchObject(refusal('invalidInput', REQUIRED_CONSENT_REFUSAL));
        expect(
          (await world.myInfo.getMyConsents()).every((c) => c.kind === 'marketing' || c.agreed),
        ).toBe(true);
      });

      it('needs a signed-in member', async () => {
        const unauthenticated = defaultRefusal('unauthenticated');
        await expect(world.myInfo.getMyConsents()).rejects.toMatchObject(unauthenticated);
        await expect(
          world.myInfo.changeMyConsent({ kind: 'marketing', agreed: true }),
        ).rejects.toMatchObject(unauthenticated);
      });
    });
  });
}

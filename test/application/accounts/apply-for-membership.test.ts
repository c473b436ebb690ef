import { describe, expect, it } from 'vitest';
import {
  ApplyForMembership,
  type MembershipApplication,
  type PendingProfileImage,
} from '../../../src/application/accounts';
import type { AuthApi, SignUpRequest } from '../../../src/application/accounts/auth-api';
import { fakeWorld, lastCodeMailedTo } from '../../support/fake-world';
import { aSignUpRequest } from '../../support/members';

/** An upload under way until `finish` is called with the image's group id. */
function uploadUnderWay() {
  let finish: (atchFileMstId: string | null) => void = () => undefined;
  const done = new Promise<string | null>((resolve) => {
    finish = resolve;
  });
  const image: PendingProfileImage = { settled: () => done };
  return { image, finish: (atchFileMstId: string | null) => finish(atchFileMstId) };
}

function applicationOf({ profileImageMstId: _, ...application }: SignUpRequest) {
  return application satisfies MembershipApplication;
}

/** An AuthApi that only records the sign-ups it is sent. */
function recordingSignUps() {
  const sent: SignUpRequest[] = [];
  const api = {
    signUp: async (request: SignUpRequest) => {
      sent.push(request);
    },
  } as Pick<AuthApi, 'signUp'> as AuthApi;
  return { api, sent };
}

describe('ApplyForMembership', () => {
  it('waits for the profile image upload under way and applies with the image chosen last', async () => {
    const { api, sent } = recordingSignUps();
    const upload = uploadUnderWay();
    const applying = new ApplyForMembership(api).execute(
      applicationOf(aSignUpRequest()),
      upload.image,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    upload.finish('mst-last');
    const request = await applying;
    expect(sent).toEqual([request]);
    expect(request.profileImageMstId).toBe('mst-last');
  });

  it('applies without an image when none was chosen or its upload failed', async () => {
    const { api, sent } = recordingSignUps();
    const request = await new ApplyForMembership(api).execute(applicationOf(aSignUpRequest()), {
      settled: async () => null,
    });
    expect(request.profileImageMstId).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('leaves an account waiting for approval on the fake backend, with the mailed code', async () => {
    const world = fakeWorld();
    const application = applicationOf(aSignUpRequest({ userId: 'applicant1' }));
    await world.authApi.sendAuthMail({ email: application.email, purpose: 'signUp' });
    await new ApplyForMembership(world.authApi).execute(
      { ...application, emailAuthCode: lastCodeMailedTo(world, application.email) },
      { settled: async () => null },
    );
    expect(world.backend.accounts.get('applicant1')?.profile.status).toBe('pending');
  });

  it('passes a refusal on (a wrong code), so that the form can show it', async () => {
    const world = fakeWorld();
    const application = applicationOf(aSignUpRequest({ userId: 'applicant2' }));
    await world.authApi.sendAuthMail({ email: application.email, purpose: 'signUp' });
    const code = lastCodeMailedTo(world, application.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      new ApplyForMembership(world.authApi).execute(
        { ...application, emailAuthCode: wrong },
        { settled: async () => null },
      ),
    ).rejects.toMatchObject({ code: expect.any(Number) });
    expect(world.backend.accounts.has('applicant2')).toBe(false);
  });
});

import { inject, injectable } from 'inversify';
import { AUTH_API, type AuthApi, type SignUpRequest } from './auth-api';

/** The profile image chosen on the form, whose upload may still be under way. */
export interface PendingProfileImage {
  /** The uploaded image's group id once no upload is under way; null without an image. */
  settled(): Promise<string | null>;
}

/** A sign-up as the form gives it: everything but the image, which comes from its upload. */
export type MembershipApplication = Omit<SignUpRequest, 'profileImageMstId'>;

/**
 * 회원가입 신청: waits for the profile image's upload to end, so that the application carries
 * the image the member chose last (or none, if its upload failed or was removed), then sends it.
 * The account then waits for an administrator's approval. Answers the request as sent.
 */
@injectable()
export class ApplyForMembership {
  constructor(@inject(AUTH_API) private readonly authApi: AuthApi) {}

  async execute(
    application: MembershipApplication,
    image: PendingProfileImage,
  ): Promise<SignUpRequest> {
    const request: SignUpRequest = { ...application, profileImageMstId: await image.settled() };
    await this.authApi.signUp(request);
    return request;
  }
}

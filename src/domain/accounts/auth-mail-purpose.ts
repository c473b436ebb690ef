/** Why a 6-digit code is mailed: the sign-up, finding an id or a password, a new address. */
export const AUTH_MAIL_PURPOSES = ['signUp', 'findId', 'findPassword', 'changeEmail'] as const;

export type AuthMailPurpose = (typeof AUTH_MAIL_PURPOSES)[number];

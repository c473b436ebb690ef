// The session's part of what the UI gets (AppServices); the session actor itself is the frame's.
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly signInPreferences: SignInPreferences;
  }
}

/** "아이디 저장" on the sign-in form. */
export interface SignInPreferences {
  rememberedUserId(): string | null;
  rememberUserId(userId: string): void;
  forgetRememberedUserId(): void;
}

/**
 * The password-reset link the office mails a member (issue 12): the find-password page with the
 * member's id and a one-time reset token in the fragment, which browsers never send to a server
 * and which therefore never reaches a log. The page reads it and goes straight to the new
 * password.
 */

export const RESET_LINK_PATH = '/auth/find/password';

export interface ResetLink {
  readonly userId: string;
  readonly resetToken: string;
}

/** `#user=<id>&reset=<token>` */
export function resetLinkFragment({ userId, resetToken }: ResetLink): string {
  return `#user=${encodeURIComponent(userId)}&reset=${encodeURIComponent(resetToken)}`;
}

/** The id and token of a reset link's fragment, or null when it is not one. */
export function readResetLinkFragment(fragment: string): ResetLink | null {
  const parameters = new Map(
    fragment
      .replace(/^#/u, '')
      .split('&')
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [name, value] as const;
      }),
  );
  const userId = decodedOrEmpty(parameters.get('user')).trim();
  const resetToken = decodedOrEmpty(parameters.get('reset')).trim();
  if (!userId || !/^[A-Za-z0-9_-]{16,128}$/u.test(resetToken)) return null;
  return { userId, resetToken };
}

/** A percent-encoded value, or '' when it does not decode (a lone `%`). */
function decodedOrEmpty(value: string | undefined): string {
  try {
    return decodeURIComponent((value ?? '').replace(/\+/gu, ' '));
  } catch {
    return '';
  }
}

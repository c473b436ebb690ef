/** What the office's member calls share. */

/** The member an action is about, as the accounts name them. */
export function targetOf(userId: string): string {
  return userId.trim().toLowerCase();
}

export const NO_SUCH_MEMBER = '그런 아이디의 회원이 없습니다.';

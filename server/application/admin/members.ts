/** What the office's member calls share. */

/** The member an action is about, as the accounts name them. */
export function targetOf(userId: string): string {
  return userId.trim().toLowerCase();
}

export { NO_SUCH_ACCOUNT as NO_SUCH_MEMBER } from '../../../src/domain/admin/office-actions';

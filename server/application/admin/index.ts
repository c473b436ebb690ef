import type { UseCaseContext } from '../shared/context';
import { MemberAdministration } from './member-administration';

/** What administrators do with accounts: list, approve, reject, create administrators. */
export function createAdminServices(context: UseCaseContext) {
  return { administration: new MemberAdministration(context) };
}

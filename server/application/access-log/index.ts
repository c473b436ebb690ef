import type { UseCaseContext } from '../shared/context';
import { RecordAccess } from './record-access';

/** Recording visits to the menus. */
export function createAccessLogServices(context: UseCaseContext) {
  return { recordAccess: new RecordAccess(context) };
}

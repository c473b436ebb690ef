import type {
  DuesConfirmation,
  DuesDefinitionDraft,
  MyDuesView,
  OfficeDuesView,
} from '../../domain/payments';
import type { DownloadedFile } from '../files';
import { token } from '../shared/tokens';

/** The member's dues in /me: status, payments, their 납부 확인서, the directory badge's wish. */
export interface DuesApi {
  myDues(signal?: AbortSignal): Promise<MyDuesView>;
  saveDuesBadge(showBadge: boolean): Promise<void>;
  duesConfirmation(paymentId: string, signal?: AbortSignal): Promise<DuesConfirmation>;
}

/** The office's 회비 (administrators): the amounts, who paid a year, its export. */
export interface OfficeDuesApi {
  officeDues(year: number, signal?: AbortSignal): Promise<OfficeDuesView>;
  setDuesAmount(draft: DuesDefinitionDraft): Promise<void>;
  exportDues(year: number): Promise<DownloadedFile>;
}

export const DUES_API = token<DuesApi>('DuesApi');
export const OFFICE_DUES_API = token<OfficeDuesApi>('OfficeDuesApi');

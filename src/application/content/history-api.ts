import type { PastPresident, TimelineEntry } from '../../domain/content/history';
import { token } from '../shared/tokens';

/** The school's timeline and the association's past presidents, as anyone reads them. */
export interface HistoryApi {
  timeline(signal?: AbortSignal): Promise<readonly TimelineEntry[]>;
  pastPresidents(signal?: AbortSignal): Promise<readonly PastPresident[]>;
}

/** The office's saving of each list, whole (administrators). */
export interface OfficeHistoryApi {
  updateTimeline(entries: readonly TimelineEntry[]): Promise<void>;
  updatePastPresidents(presidents: readonly PastPresident[]): Promise<void>;
}

export const HISTORY_API = token<HistoryApi>('HistoryApi');
export const OFFICE_HISTORY_API = token<OfficeHistoryApi>('OfficeHistoryApi');

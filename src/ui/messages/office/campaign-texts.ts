import {
  CAMPAIGN_STATE_LABELS,
  type CampaignSummary,
  MESSAGE_KIND_LABELS,
} from '../../../domain/messages';
import { formatAccessTime } from '../../../domain/shared/format/date-format';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { itemHref } from '../../../domain/shared/routing/item-address';

/** A send's address: the detail page with its id in the query. */
export const campaignHref = itemHref;

/** 2026-11-29 10:00 — when a send was made or is set to go, in Korean time, to the minute. */
export function campaignTime(instant: string): string {
  return formatAccessTime(instant).slice(0, 16);
}

/** The state as the office reads it; a scheduled one with its time. */
export function campaignStateText(campaign: Pick<CampaignSummary, 'state' | 'scheduledAt'>) {
  const label = CAMPAIGN_STATE_LABELS[campaign.state];
  return campaign.state === 'scheduled' && campaign.scheduledAt
    ? `${label} (${campaignTime(campaign.scheduledAt)})`
    : label;
}

/** 안내 or 홍보, with the channel when it is not mail. */
export function campaignKindText(campaign: Pick<CampaignSummary, 'kind' | 'channel'>) {
  const kind = MESSAGE_KIND_LABELS[campaign.kind];
  return campaign.channel === 'mail' ? kind : `${kind} 문자`;
}

/** The progress in words, the text twin of the bar: 보냄 N, 보내는 중 M, 실패 K (N명 중). */
export function progressText(campaign: Pick<CampaignSummary, 'recipients' | 'progress'>) {
  if (campaign.recipients === null) return '아직 보내지 않았습니다.';
  const { sent, pending, failed } = campaign.progress;
  return (
    `받는 회원 ${formatNumber(campaign.recipients)}명 중 보냄 ${formatNumber(sent)}명, ` +
    `보내는 중 ${formatNumber(pending)}명, 실패 ${formatNumber(failed)}명`
  );
}

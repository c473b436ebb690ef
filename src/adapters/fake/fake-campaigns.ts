import {
  type AudienceFilter,
  type AudienceMember,
  type AudienceTally,
  type CampaignProgress,
  type CampaignSummary,
  campaignStateOf,
  type MessageChannel,
  type MessageKind,
  tallyAudience,
} from '../../domain/messages';
import { duesCoverYear } from '../../domain/payments';
import type { FakeBackend } from './fake-backend';
import { standingChoicesOf } from './fake-message-choices-api';

/**
 * A send of the office as the fake keeps it: the summary's fields that do not change with its
 * progress, its content and filters, and its recipients' messages in the outbox.
 */
export interface FakeCampaign extends Omit<
  CampaignSummary,
  'audience' | 'state' | 'recipients' | 'progress'
> {
  readonly bodyHtml: string;
  readonly noticeId: string | null;
  readonly audience: AudienceFilter;
  readonly audienceWords: string;
  state: 'scheduled' | 'sending' | 'cancelled';
  recipients: number | null;
  /** The outbox's messages of the send, in the order written, with whom each is for. */
  messages: readonly { readonly messageId: string; readonly recipientName: string }[];
}

/**
 * Whom a message reaches in the fake, by the server's rules (issue 32, items 2–3): approved
 * members the office has not locked, picked by the filters, then those who receive its kind by
 * its channel (홍보: a marketing consent that stands; 안내: not turned off).
 */
export function resolveAudience(
  backend: FakeBackend,
  filter: AudienceFilter,
  kind: MessageKind,
  channel: MessageChannel,
): AudienceTally {
  const lists = {
    donors: typeof filter.donorsOfYear === 'number' ? donorsOf(backend, filter) : null,
    duesPayers:
      typeof filter.duesPayersOfYear === 'number'
        ? duesPayersOf(backend, filter.duesPayersOfYear)
        : null,
  };
  return tallyAudience(
    audienceMembers(backend),
    filter,
    lists,
    (member) => standingChoicesOf(backend, member.userId),
    { kind, channel },
  );
}

/** The roster an audience is built from: approved members not locked, by id. */
function audienceMembers(backend: FakeBackend): AudienceMember[] {
  return [...backend.accounts.values()]
    .filter((account) => account.profile.status === 'approved' && !account.lock)
    .map(({ profile }) => ({
      userId: profile.userId,
      name: profile.name,
      email: profile.email || null,
      mobile: profile.mobile || null,
      graduationYear: profile.graduationYear,
      classNumber: profile.classNumber,
      sido: profile.address?.sido || null,
    }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
}

/** Members who gave in the Korean calendar year (to the fund when named). */
function donorsOf(backend: FakeBackend, filter: AudienceFilter): Set<string> {
  const records = backend.donationRecords;
  const year = filter.donorsOfYear;
  return new Set(
    records
      .matching(
        { from: `${year}-01-01`, to: `${year}-12-31` },
        filter.donorsOfFund ? { fundId: filter.donorsOfFund } : {},
      )
      .flatMap((record) => {
        const donor = records.donors.find((each) => each.donorId === record.donorId);
        return donor?.memberId ? [donor.memberId] : [];
      }),
  );
}

/** Members whose dues cover the year (that year's, or lifetime dues paid by then). */
function duesPayersOf(backend: FakeBackend, year: number): Set<string> {
  return new Set(
    backend.dues.payments
      .filter((payment) => duesCoverYear(payment, year))
      .map((payment) => payment.memberId),
  );
}

/** A send as the office's list shows it: its state and progress from its messages' states. */
export function summaryOf(backend: FakeBackend, campaign: FakeCampaign): CampaignSummary {
  const ids = new Set(campaign.messages.map((message) => message.messageId));
  const progress: Record<keyof CampaignProgress, number> = { pending: 0, sent: 0, failed: 0 };
  for (const mail of backend.outbox) if (ids.has(mail.messageId)) progress[mail.state] += 1;
  const {
    bodyHtml: _body,
    noticeId: _notice,
    audience: _filter,
    audienceWords,
    messages: _messages,
    state,
    ...kept
  } = campaign;
  return { ...kept, audience: audienceWords, state: campaignStateOf(state, progress), progress };
}

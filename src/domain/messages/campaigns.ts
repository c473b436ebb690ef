import { MAX_CLASS_NUMBER, EARLIEST_GRADUATION_YEAR } from '../shared/validation/graduation';
import type { MessageChannel, MessageTopic } from './message-choices';
import type { MessageKind } from './promotion-rules';
import { mobileNumberForTexts } from './text-messages';

/**
 * The office's messages to chosen members (issue 32, item 2: 소식 보내기): who gets them (the
 * audience's filters), what they say, and how a send goes (now or at a time, then delivered
 * through the outbox at the relay's pace).
 */

/** The filters an audience is built from; none set: every approved member. */
export interface AudienceFilter {
  /** 기수 from–to (either end may be open). */
  readonly classFrom?: number | null;
  readonly classTo?: number | null;
  /** 졸업 연도 from–to. */
  readonly graduationFrom?: number | null;
  readonly graduationTo?: number | null;
  /** 시·도 as addresses store them (서울, 경기…); empty or absent: everywhere. */
  readonly regions?: readonly string[];
  /** Members who gave in that year (Korean calendar year), to that fund when one is named. */
  readonly donorsOfYear?: number | null;
  readonly donorsOfFund?: string | null;
  /** Members who paid dues for that year. */
  readonly duesPayersOfYear?: number | null;
  /** Only members whose marketing consent stands (always so for 홍보). */
  readonly consentedOnly?: boolean;
}

/** A member as audiences are built from: the roster's columns the filters read. */
export interface AudienceMember {
  readonly userId: string;
  readonly name: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly graduationYear: number | null;
  readonly classNumber: number | null;
  readonly sido: string | null;
}

/** The members of other features' lists a filter names (null when the filter does not). */
export interface AudienceLists {
  readonly donors: ReadonlySet<string> | null;
  readonly duesPayers: ReadonlySet<string> | null;
}

/** Whether the member is in the audience by the filters alone (choices are checked apart). */
export function inAudience(
  member: AudienceMember,
  filter: AudienceFilter,
  lists: AudienceLists,
): boolean {
  return (
    within(member.classNumber, filter.classFrom, filter.classTo) &&
    within(member.graduationYear, filter.graduationFrom, filter.graduationTo) &&
    (!filter.regions?.length || (member.sido !== null && filter.regions.includes(member.sido))) &&
    (!lists.donors || lists.donors.has(member.userId)) &&
    (!lists.duesPayers || lists.duesPayers.has(member.userId))
  );
}

/** A filter's bound or year that was set (neither null nor left out). */
function given(value: number | null | undefined): value is number {
  return value !== null && value !== undefined;
}

function within(value: number | null, from?: number | null, to?: number | null): boolean {
  if (!given(from) && !given(to)) return true;
  if (value === null) return false;
  return (!given(from) || value >= from) && (!given(to) || value <= to);
}

/** Why a member of the audience gets nothing, for the count the office sees before sending. */
export type Unreachable = 'noAddress' | 'declined';

/**
 * Whether a member of the audience is sent the message: they have the address the channel
 * needs, and receive the topic (홍보: a standing consent).
 */
export function reachability(
  member: AudienceMember,
  channel: MessageChannel,
  receives: Readonly<Record<MessageTopic, boolean>>,
  topic: MessageTopic,
): 'reached' | Unreachable {
  const address =
    channel === 'mail'
      ? member.email
      : member.mobile && mobileNumberForTexts(member.mobile).ok
        ? member.mobile
        : null;
  if (!address) return 'noAddress';
  return receives[topic] ? 'reached' : 'declined';
}

/** Bounds of what the office may write and choose. */
export const CAMPAIGN_LIMITS = {
  subjectMaxLength: 100,
  /** The body's HTML (the notices' editor), in characters. */
  bodyMaxLength: 50_000,
  /** How far ahead a send may be set. */
  scheduleMaxDays: 90,
  regionsMax: 17,
  classRange: { min: 1, max: MAX_CLASS_NUMBER },
  yearRange: { min: EARLIEST_GRADUATION_YEAR, max: 2200 },
} as const;

/** A filter's refusals, each with the field it is about (an empty list: the filter is good). */
export function audienceFilterProblems(
  filter: AudienceFilter,
): readonly { readonly field: keyof AudienceFilter; readonly message: string }[] {
  const problems: { field: keyof AudienceFilter; message: string }[] = [];
  if (given(filter.classFrom) && given(filter.classTo) && filter.classFrom > filter.classTo) {
    problems.push({ field: 'classTo', message: '기수의 끝이 시작보다 앞설 수 없습니다.' });
  }
  if (
    given(filter.graduationFrom) &&
    given(filter.graduationTo) &&
    filter.graduationFrom > filter.graduationTo
  ) {
    problems.push({
      field: 'graduationTo',
      message: '졸업 연도의 끝이 시작보다 앞설 수 없습니다.',
    });
  }
  if (filter.donorsOfFund && !given(filter.donorsOfYear)) {
    problems.push({ field: 'donorsOfYear', message: '기금을 고르시면 기부 연도도 골라 주세요.' });
  }
  return problems;
}

/** The filters in a line, as the send's record and the confirmation say them. */
export function describeAudience(filter: AudienceFilter, fundName: string | null): string {
  const parts: string[] = [];
  const range = (from?: number | null, to?: number | null, unit = '') =>
    given(from) && given(to)
      ? from === to
        ? `${from}${unit}`
        : `${from}~${to}${unit}`
      : given(from)
        ? `${from}${unit} 이후`
        : `${to}${unit} 이전`;
  if (given(filter.classFrom) || given(filter.classTo)) {
    parts.push(range(filter.classFrom, filter.classTo, '기'));
  }
  if (given(filter.graduationFrom) || given(filter.graduationTo)) {
    parts.push(`${range(filter.graduationFrom, filter.graduationTo, '년')} 졸업`);
  }
  if (filter.regions?.length) parts.push(filter.regions.join('·'));
  if (given(filter.donorsOfYear)) {
    parts.push(`${filter.donorsOfYear}년 ${fundName ? `${fundName} ` : ''}기부자`);
  }
  if (given(filter.duesPayersOfYear)) parts.push(`${filter.duesPayersOfYear}년 회비 납부자`);
  if (filter.consentedOnly) parts.push('홍보 수신 동의자');
  return parts.length ? parts.join(', ') : '승인된 회원 전체';
}

/** How a send stands: waiting for its time, going out, all handed over, or called off. */
export const CAMPAIGN_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_STATE_LABELS: Readonly<Record<CampaignState, string>> = {
  scheduled: '예약됨',
  sending: '보내는 중',
  sent: '보냄',
  cancelled: '취소됨',
};

/** A send as the office's list shows it. */
export interface CampaignSummary {
  readonly campaignId: string;
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  /** As the office typed it (the mail's subject adds (광고) for 홍보). */
  readonly subject: string;
  readonly audience: string;
  readonly state: CampaignState;
  readonly scheduledAt: string | null;
  readonly createdAt: string;
  readonly createdBy: string;
  /** Members the message was written for when it went out (null while scheduled). */
  readonly recipients: number | null;
  readonly progress: CampaignProgress;
}

export interface CampaignProgress {
  readonly pending: number;
  readonly sent: number;
  readonly failed: number;
}

/** A send's state from its record and its messages: sending until none is pending. */
export function campaignStateOf(
  recorded: CampaignState,
  progress: CampaignProgress,
): CampaignState {
  return recorded === 'sending' && progress.pending === 0 ? 'sent' : recorded;
}

export const CAMPAIGN_REFUSALS = {
  noRecipients: '보낼 회원이 없습니다. 대상 조건을 바꿔 주세요.',
  scheduleInPast: '예약 시각은 지금보다 뒤여야 합니다.',
  scheduleTooFar: `예약은 ${CAMPAIGN_LIMITS.scheduleMaxDays}일 안으로만 할 수 있습니다.`,
  notScheduled: '예약된 발송만 취소할 수 있습니다.',
  noSuchCampaign: '그 발송을 찾을 수 없습니다.',
  noSuchFund: '그 기금을 찾을 수 없습니다.',
  noSuchNotice: '연결할 공지를 찾을 수 없습니다.',
  emptyBody: '내용을 입력해 주세요.',
  noOwnEmail: '내 계정에 메일 주소가 없어 시험 메일을 보낼 수 없습니다.',
  noOwnMobile: '내 계정에 휴대전화 번호가 없어 시험 문자를 보낼 수 없습니다.',
} as const;

/** Why a send cannot be set for that time (past, or more than 90 days ahead), or null. */
export function scheduleRefusal(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) {
    return CAMPAIGN_REFUSALS.scheduleInPast;
  }
  const dayMs = 86_400_000;
  return at.getTime() - now.getTime() > CAMPAIGN_LIMITS.scheduleMaxDays * dayMs
    ? CAMPAIGN_REFUSALS.scheduleTooFar
    : null;
}

/** The prefix of a test send's subject, so that it is not taken for the real one. */
export const TEST_SEND_PREFIX = '[시험 발송]';

export const CAMPAIGN_PAGE_SIZE = 20;
export const CAMPAIGN_RECIPIENTS_PAGE_SIZE = 50;

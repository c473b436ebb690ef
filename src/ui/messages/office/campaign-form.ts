import type { CampaignRequest } from '../../../application/messages';
import {
  type AudienceFilter,
  audienceFilterProblems,
  CAMPAIGN_LIMITS,
  CAMPAIGN_REFUSALS,
  type MessageChannel,
  type MessageKind,
} from '../../../domain/messages';
import { toDate } from '../../../domain/shared/format/date-format';
import type { FieldRules } from '../../shared/forms/use-form';

/** The compose form's values: numbers as typed, the time as a datetime-local (Korean time). */
export interface CampaignValues {
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly classFrom: string;
  readonly classTo: string;
  readonly graduationFrom: string;
  readonly graduationTo: string;
  readonly regions: readonly string[];
  readonly donorsOfYear: string;
  readonly donorsOfFund: string;
  readonly duesPayersOfYear: string;
  readonly consentedOnly: boolean;
  readonly subject: string;
  readonly bodyHtml: string;
  /** The editor holds no text (its HTML may still hold an empty paragraph). */
  readonly bodyEmpty: boolean;
  readonly noticeId: string;
  readonly when: 'now' | 'later';
  readonly scheduledAt: string;
}

export const INITIAL_CAMPAIGN: CampaignValues = {
  kind: 'notice',
  channel: 'mail',
  classFrom: '',
  classTo: '',
  graduationFrom: '',
  graduationTo: '',
  regions: [],
  donorsOfYear: '',
  donorsOfFund: '',
  duesPayersOfYear: '',
  consentedOnly: false,
  subject: '',
  bodyHtml: '',
  bodyEmpty: true,
  noticeId: '',
  when: 'now',
  scheduledAt: '',
};

type NumberField = 'classFrom' | 'classTo' | 'graduationFrom' | 'graduationTo';
type YearField = 'donorsOfYear' | 'duesPayersOfYear';

/** A whole number typed, or null for a blank field (NaN for anything else). */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d{1,4}$/u.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The audience the values describe (a number not yet valid is left out). */
export function filterOf(values: CampaignValues): AudienceFilter {
  const valid = (text: string) => {
    const value = numberOf(text);
    return value === null || Number.isNaN(value) ? null : value;
  };
  return {
    classFrom: valid(values.classFrom),
    classTo: valid(values.classTo),
    graduationFrom: valid(values.graduationFrom),
    graduationTo: valid(values.graduationTo),
    regions: [...values.regions],
    donorsOfYear: valid(values.donorsOfYear),
    donorsOfFund: values.donorsOfFund || null,
    duesPayersOfYear: valid(values.duesPayersOfYear),
    consentedOnly: values.kind === 'promotion' || values.consentedOnly,
  };
}

function rangeRule(bounds: { readonly min: number; readonly max: number }, unit: string) {
  return (text: string): string | null => {
    const value = numberOf(text);
    if (value === null) return null;
    return Number.isNaN(value) || value < bounds.min || value > bounds.max
      ? `${bounds.min}에서 ${bounds.max} 사이의 ${unit}를 숫자로 입력해 주세요.`
      : null;
  };
}

/** The domain's refusal of the filters that is about this field, if any. */
function filterProblem(field: NumberField | YearField, values: CampaignValues): string | null {
  return (
    audienceFilterProblems(filterOf(values)).find((problem) => problem.field === field)?.message ??
    null
  );
}

function numberRule(field: NumberField | YearField, unit: string) {
  const bounds = field.startsWith('class') ? CAMPAIGN_LIMITS.classRange : CAMPAIGN_LIMITS.yearRange;
  const inRange = rangeRule(bounds, unit);
  return (text: string, values: CampaignValues) => inRange(text) ?? filterProblem(field, values);
}

/** The time chosen as an instant, or null for now. */
export function scheduleOf(values: CampaignValues): string | null {
  if (values.when === 'now' || !values.scheduledAt) return null;
  try {
    return toDate(values.scheduledAt).toISOString();
  } catch {
    return null;
  }
}

/** The rules of each field; the time's are checked against `now` (the app's clock). */
export function campaignRules(now: () => Date): FieldRules<CampaignValues> {
  return {
    classFrom: numberRule('classFrom', '기수'),
    classTo: numberRule('classTo', '기수'),
    graduationFrom: numberRule('graduationFrom', '연도'),
    graduationTo: numberRule('graduationTo', '연도'),
    donorsOfYear: numberRule('donorsOfYear', '연도'),
    duesPayersOfYear: numberRule('duesPayersOfYear', '연도'),
    subject: (subject) =>
      subject.trim()
        ? subject.trim().length > CAMPAIGN_LIMITS.subjectMaxLength
          ? `제목은 ${CAMPAIGN_LIMITS.subjectMaxLength}자까지 쓸 수 있습니다.`
          : null
        : '제목을 입력해 주세요.',
    bodyEmpty: (empty) => (empty ? CAMPAIGN_REFUSALS.emptyBody : null),
    scheduledAt: (text, values) => {
      if (values.when === 'now') return null;
      const at = scheduleOf(values);
      if (!text || !at) return '보낼 때를 골라 주세요.';
      const ahead = new Date(at).getTime() - now().getTime();
      if (ahead <= 0) return CAMPAIGN_REFUSALS.scheduleInPast;
      return ahead > CAMPAIGN_LIMITS.scheduleMaxDays * 86_400_000
        ? CAMPAIGN_REFUSALS.scheduleTooFar
        : null;
    },
  };
}

/** The send the values ask for. */
export function requestOf(values: CampaignValues): CampaignRequest {
  return {
    kind: values.kind,
    channel: values.channel,
    subject: values.subject.trim(),
    bodyHtml: values.bodyHtml,
    noticeId: values.noticeId || null,
    audience: filterOf(values),
    scheduledAt: scheduleOf(values),
  };
}

/** The field a refusal of the server is about, so that it is said beside it. */
export const REFUSED_FIELDS: Readonly<Record<string, keyof CampaignValues>> = {
  [CAMPAIGN_REFUSALS.scheduleInPast]: 'scheduledAt',
  [CAMPAIGN_REFUSALS.scheduleTooFar]: 'scheduledAt',
  [CAMPAIGN_REFUSALS.emptyBody]: 'bodyEmpty',
  [CAMPAIGN_REFUSALS.noSuchNotice]: 'noticeId',
  [CAMPAIGN_REFUSALS.noSuchFund]: 'donorsOfFund',
};

import { consentLapsesAt, type MessageKind, marketingConsentStands } from './promotion-rules';

/**
 * What a member chooses to receive (issue 32, item 4). Messages the site must send (codes,
 * approvals, receipts) are not a choice; the office's messages are:
 *
 * - 안내 by mail and 안내 by text, each on until the member turns it off;
 * - 홍보 (mail and text together), which is the marketing consent of sign-up and /me: off until
 *   given, and standing two years from when it was given or last confirmed.
 *
 * Every change is kept with its time and where it was made; the last one counts.
 */
export const MESSAGE_TOPICS = ['notice-mail', 'notice-text', 'promotion'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

/** The topics kept in the messages' own record (홍보 is the accounts' marketing consent). */
export const NOTICE_TOPICS = ['notice-mail', 'notice-text'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

export const MESSAGE_TOPIC_LABELS: Readonly<Record<MessageTopic, string>> = {
  'notice-mail': '안내 메일 (총회·행사·경조사 등 동문회 소식)',
  'notice-text': '안내 문자',
  promotion: '홍보 메일·문자 (모금 안내, 제휴 혜택 등 광고성 정보)',
};

/** Where a change was made, as the office's record says it. */
export const CHOICE_SOURCES = ['me', 'link', 'one-click', 'confirmation'] as const;
export type ChoiceSource = (typeof CHOICE_SOURCES)[number];

export const CHOICE_SOURCE_LABELS: Readonly<Record<ChoiceSource, string>> = {
  me: '내 정보에서',
  link: '메일의 수신 설정 링크에서',
  'one-click': '메일 프로그램의 수신거부 버튼으로',
  confirmation: '2년마다 하는 수신 동의 확인에서',
};

/** One change of one topic. */
export interface ChoiceChange {
  readonly topic: MessageTopic;
  readonly receives: boolean;
  /** Null for a 홍보 answer given with the consents (sign-up, the consents of /me). */
  readonly source: ChoiceSource | null;
  /** ISO 8601 instant. */
  readonly recordedAt: string;
}

/** The marketing consent's last answer, as the accounts keep it. */
export interface MarketingAnswer {
  readonly agreed: boolean;
  readonly recordedAt: string;
}

/** What a member receives now, and until when the 홍보 consent stands. */
export interface MessageChoices {
  readonly receives: Readonly<Record<MessageTopic, boolean>>;
  /** When the 홍보 consent lapses unless confirmed (null when not given). */
  readonly promotionUntil: string | null;
}

/** The choices as they stand at `now`: each notice topic's last change, and the consent. */
export function choicesOf(
  noticeChanges: readonly ChoiceChange[],
  marketing: MarketingAnswer | null,
  now: Date,
): MessageChoices {
  const last = new Map<MessageTopic, ChoiceChange>();
  for (const change of noticeChanges) {
    const before = last.get(change.topic);
    if (!before || before.recordedAt <= change.recordedAt) last.set(change.topic, change);
  }
  const promotion = promotionStands(marketing, now);
  return {
    receives: {
      'notice-mail': last.get('notice-mail')?.receives ?? true,
      'notice-text': last.get('notice-text')?.receives ?? true,
      promotion,
    },
    promotionUntil:
      promotion && marketing ? consentLapsesAt(new Date(marketing.recordedAt)).toISOString() : null,
  };
}

/** Whether the marketing consent stands: given, and given or confirmed within two years. */
export function promotionStands(marketing: MarketingAnswer | null, now: Date): boolean {
  return marketing?.agreed === true && marketingConsentStands(new Date(marketing.recordedAt), now);
}

/** The channels a message of the office goes by. */
export const MESSAGE_CHANNELS = ['mail', 'text'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = {
  mail: '메일',
  text: '문자',
};

/** The topic a member must receive for a message of that kind by that channel to reach them. */
export function topicOf(kind: MessageKind, channel: MessageChannel): MessageTopic {
  if (kind === 'promotion') return 'promotion';
  return channel === 'mail' ? 'notice-mail' : 'notice-text';
}

/** A change the member asks for: only topics whose value differs from what stands are kept. */
export function changedTopics(
  standing: MessageChoices,
  wanted: Partial<Readonly<Record<MessageTopic, boolean>>>,
): readonly { readonly topic: MessageTopic; readonly receives: boolean }[] {
  return MESSAGE_TOPICS.flatMap((topic) => {
    const receives = wanted[topic];
    return receives === undefined || receives === standing.receives[topic]
      ? []
      : [{ topic, receives }];
  });
}

export const CHOICE_LINK_INVALID =
  '수신 설정 링크가 올바르지 않습니다. 받으신 메일의 링크를 그대로 열어 주세요.';
export const CHOICES_SAVED = '받을 소식을 바꿨습니다.';
export const UNSUBSCRIBED = '수신을 거부했습니다. 앞으로 이런 메일은 보내 드리지 않습니다.';

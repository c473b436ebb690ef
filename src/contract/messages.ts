import Type from 'typebox';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_STATES,
  CHOICE_SOURCES,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATES,
  MESSAGE_TOPICS,
} from '../domain/messages';
import { UserIdParamsSchema } from './admin';
import type { EndpointSchemas } from './shared/endpoint';
import { FileId, NoData, Nullable, OneOf, PageOf, Text } from './shared/schemas';

const OutboxEntrySchema = Type.Object({
  messageId: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  state: OneOf(MESSAGE_STATES),
  attempts: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
  nextAttemptAt: Nullable(Type.String()),
  sentAt: Nullable(Type.String()),
  lastError: Nullable(Type.String()),
});

const OutboxSchema = Type.Object({
  page: PageOf(OutboxEntrySchema),
  counts: Type.Object({
    pending: Type.Integer({ minimum: 0 }),
    sent: Type.Integer({ minimum: 0 }),
    failed: Type.Integer({ minimum: 0 }),
  }),
});

/** What the messages' calls take and answer (issue 32). */
export const MESSAGES_SCHEMAS = {
  officeOutbox: {
    querystring: Type.Object(
      {
        state: Type.Optional(OneOf(MESSAGE_STATES)),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      },
      { additionalProperties: false },
    ),
    data: OutboxSchema,
  },
  retryMessage: {
    params: Type.Object({ messageId: FileId }, { additionalProperties: false }),
    data: NoData,
  },
} as const satisfies Record<string, EndpointSchemas>;

const TopicChoices = Type.Object({
  'notice-mail': Type.Boolean(),
  'notice-text': Type.Boolean(),
  promotion: Type.Boolean(),
});

const ChoicesSchema = Type.Object({
  receives: TopicChoices,
  promotionUntil: Nullable(Type.String()),
});

const WantedChoices = Type.Partial(TopicChoices, { additionalProperties: false });

/** A signed link's token: `<member in base64url>.<signature>`. */
const ChoiceToken = Type.String({
  minLength: 3,
  maxLength: 300,
  pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
});

const Year = Type.Integer({
  minimum: CAMPAIGN_LIMITS.yearRange.min,
  maximum: CAMPAIGN_LIMITS.yearRange.max,
});
const ClassNumber = Type.Integer({
  minimum: CAMPAIGN_LIMITS.classRange.min,
  maximum: CAMPAIGN_LIMITS.classRange.max,
});

const AudienceFilterSchema = Type.Object(
  {
    classFrom: Type.Optional(Nullable(ClassNumber)),
    classTo: Type.Optional(Nullable(ClassNumber)),
    graduationFrom: Type.Optional(Nullable(Year)),
    graduationTo: Type.Optional(Nullable(Year)),
    regions: Type.Optional(
      Type.Array(Text(10, { minLength: 1 }), { maxItems: CAMPAIGN_LIMITS.regionsMax }),
    ),
    donorsOfYear: Type.Optional(Nullable(Year)),
    donorsOfFund: Type.Optional(Nullable(FileId)),
    duesPayersOfYear: Type.Optional(Nullable(Year)),
    consentedOnly: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const AudienceRequest = Type.Object(
  {
    kind: OneOf(MESSAGE_KINDS),
    channel: OneOf(MESSAGE_CHANNELS),
    audience: AudienceFilterSchema,
  },
  { additionalProperties: false },
);

const CampaignContentFields = {
  kind: OneOf(MESSAGE_KINDS),
  channel: OneOf(MESSAGE_CHANNELS),
  subject: Text(CAMPAIGN_LIMITS.subjectMaxLength, { minLength: 1 }),
  bodyHtml: Text(CAMPAIGN_LIMITS.bodyMaxLength, { minLength: 1, lines: 'multiple' }),
  noticeId: Type.Optional(Nullable(FileId)),
};

const ProgressSchema = Type.Object({
  pending: Type.Integer({ minimum: 0 }),
  sent: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
});

const CampaignSummarySchema = Type.Object({
  campaignId: Type.String(),
  kind: OneOf(MESSAGE_KINDS),
  channel: OneOf(MESSAGE_CHANNELS),
  subject: Type.String(),
  audience: Type.String(),
  state: OneOf(CAMPAIGN_STATES),
  scheduledAt: Nullable(Type.String()),
  createdAt: Type.String(),
  createdBy: Type.String(),
  recipients: Nullable(Type.Integer({ minimum: 0 })),
  progress: ProgressSchema,
});

const ChoiceChangeSchema = Type.Object({
  topic: OneOf(MESSAGE_TOPICS),
  receives: Type.Boolean(),
  source: Nullable(OneOf(CHOICE_SOURCES)),
  recordedAt: Type.String(),
});

/** What 소식 보내기 and the members' choices take and answer (issue 32, items 2–4). */
export const CAMPAIGNS_SCHEMAS = {
  audienceCount: {
    body: AudienceRequest,
    data: Type.Object({
      matched: Type.Integer({ minimum: 0 }),
      reached: Type.Integer({ minimum: 0 }),
      declined: Type.Integer({ minimum: 0 }),
      noAddress: Type.Integer({ minimum: 0 }),
      words: Type.String(),
    }),
  },
  sendCampaign: {
    body: Type.Object(
      {
        ...CampaignContentFields,
        audience: AudienceFilterSchema,
        scheduledAt: Type.Optional(
          Nullable(Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T' })),
        ),
      },
      { additionalProperties: false },
    ),
    data: Type.Object({ campaignId: Type.String() }),
  },
  testCampaign: {
    body: Type.Object(CampaignContentFields, { additionalProperties: false }),
    data: Type.Object({ to: Type.String() }),
  },
  officeCampaigns: {
    querystring: Type.Object(
      { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) },
      { additionalProperties: false },
    ),
    data: PageOf(CampaignSummarySchema),
  },
  officeCampaign: {
    params: Type.Object({ campaignId: FileId }, { additionalProperties: false }),
    querystring: Type.Object(
      { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) },
      { additionalProperties: false },
    ),
    data: Type.Object({
      campaign: Type.Intersect([
        CampaignSummarySchema,
        Type.Object({ bodyHtml: Type.String(), noticeId: Nullable(Type.String()) }),
      ]),
      messages: PageOf(
        Type.Intersect([
          OutboxEntrySchema,
          Type.Object({ recipientName: Nullable(Type.String()) }),
        ]),
      ),
    }),
  },
  cancelCampaign: {
    params: Type.Object({ campaignId: FileId }, { additionalProperties: false }),
    data: NoData,
  },
  memberMessageChoices: {
    params: UserIdParamsSchema,
    data: Type.Object({ choices: ChoicesSchema, changes: Type.Array(ChoiceChangeSchema) }),
  },
  myMessageChoices: { data: ChoicesSchema },
  changeMyMessageChoices: { body: WantedChoices, data: ChoicesSchema },
  linkMessageChoices: {
    querystring: Type.Object({ t: ChoiceToken }, { additionalProperties: false }),
    data: Type.Intersect([ChoicesSchema, Type.Object({ email: Nullable(Type.String()) })]),
  },
  changeLinkMessageChoices: {
    body: Type.Object({ t: ChoiceToken, receives: WantedChoices }, { additionalProperties: false }),
    data: ChoicesSchema,
  },
  confirmPromotion: {
    body: Type.Object({ t: ChoiceToken }, { additionalProperties: false }),
    data: ChoicesSchema,
  },
  oneClickUnsubscribe: {
    querystring: Type.Object(
      { t: ChoiceToken, topic: OneOf(MESSAGE_TOPICS) },
      { additionalProperties: false },
    ),
    data: NoData,
  },
  unsubscribePage: {
    querystring: Type.Object(
      { t: ChoiceToken, topic: Type.Optional(OneOf(MESSAGE_TOPICS)) },
      { additionalProperties: false },
    ),
  },
} as const satisfies Record<string, EndpointSchemas>;

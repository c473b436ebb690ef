import Type from 'typebox';
import { MESSAGE_STATES } from '../domain/messages';
import type { EndpointSchemas } from './shared/endpoint';
import { FileId, NoData, Nullable, OneOf, PageOf } from './shared/schemas';

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

import Type, { type Static } from 'typebox';
import { DUES_KINDS } from '../domain/payments';
import type { EndpointSchemas } from './shared/endpoint';
import { FileId, NoData, Nullable, OneOf, Text } from './shared/schemas';

/** A year the office looks at or sets dues for (the domain checks the range it may set). */
const DuesYear = Type.Integer({ minimum: 1900, maximum: 9999 });
const Won = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** A day as the server writes it. */
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const DuesDefinitionSchema = Type.Object({
  kind: OneOf(DUES_KINDS),
  /** The year of annual dues; null for lifetime dues. */
  year: Nullable(Type.Integer()),
  amount: Won,
});

export const DuesDefinitionDraftSchema = Type.Object(
  {
    kind: OneOf(DUES_KINDS),
    year: Nullable(DuesYear),
    /** Whole won; text as typed (`50,000`) is read by the domain's amount rule. */
    amount: Type.Union([Type.Number(), Text(30)]),
  },
  { additionalProperties: false },
);

export const DuesAmountChangeSchema = Type.Object({
  kind: OneOf(DUES_KINDS),
  year: Nullable(Type.Integer()),
  amount: Won,
  /** Null when first set. */
  previousAmount: Nullable(Won),
  changedAt: Type.String(),
  changedBy: Type.String(),
});

export const DuesRegisterEntrySchema = Type.Object({
  paymentId: Type.String(),
  memberId: Type.String(),
  /** Null once the member withdrew. */
  name: Nullable(Type.String()),
  graduationYear: Nullable(Type.Integer()),
  classNumber: Nullable(Type.Integer()),
  kind: OneOf(DUES_KINDS),
  year: Nullable(Type.Integer()),
  amount: Won,
  paidOn: IsoDay,
  confirmationNumber: Type.String(),
});

export const OfficeDuesSchema = Type.Object({
  year: Type.Integer(),
  /** Every amount set: each year's annual dues and the lifetime dues. */
  definitions: Type.Array(DuesDefinitionSchema),
  /** The last changes of the amounts, newest first. */
  changes: Type.Array(DuesAmountChangeSchema),
  /** Who paid for the year (lifetime payers from the year they paid). */
  entries: Type.Array(DuesRegisterEntrySchema),
  totals: Type.Object({
    members: Type.Integer({ minimum: 0 }),
    annualMembers: Type.Integer({ minimum: 0 }),
    lifetimeMembers: Type.Integer({ minimum: 0 }),
    annualAmount: Won,
    lifetimeAmountPaidInYear: Won,
  }),
});

export const MyDuesPaymentSchema = Type.Object({
  paymentId: Type.String(),
  kind: OneOf(DUES_KINDS),
  year: Nullable(Type.Integer()),
  amount: Won,
  paidOn: IsoDay,
  confirmationNumber: Type.String(),
});

export const MyDuesSchema = Type.Object({
  /** This year, in Korea. */
  year: Type.Integer(),
  /** 2026년 연회비 납부, 평생회비 납부(2019년부터), 2026년 회비 미납. */
  statusLabel: Type.String(),
  paid: Type.Boolean(),
  /** What may still be paid, with its amount (none when lifetime dues are paid). */
  payable: Type.Array(DuesDefinitionSchema),
  payments: Type.Array(MyDuesPaymentSchema),
  showBadge: Type.Boolean(),
});

export const DuesConfirmationSchema = Type.Object({
  ...MyDuesPaymentSchema.properties,
  memberName: Type.String(),
  graduationYear: Nullable(Type.Integer()),
  classNumber: Nullable(Type.Integer()),
  /** The association that received the dues. */
  issuer: Type.String(),
  /** The day the confirmation was made (today, in Korea). */
  issuedOn: IsoDay,
});

const YearQuery = Type.Object({ year: Type.Optional(DuesYear) }, { additionalProperties: false });

export type DuesDefinitionData = Static<typeof DuesDefinitionSchema>;
export type DuesRegisterEntryData = Static<typeof DuesRegisterEntrySchema>;
export type OfficeDuesData = Static<typeof OfficeDuesSchema>;
export type MyDuesData = Static<typeof MyDuesSchema>;
export type DuesConfirmationData = Static<typeof DuesConfirmationSchema>;

/** What each of the feature's calls takes and answers (endpoints/pages/dues.ts, endpoints/office/dues.ts). */
export const DUES_SCHEMAS = {
  myDues: { data: MyDuesSchema },
  saveDuesBadge: {
    body: Type.Object({ showBadge: Type.Boolean() }, { additionalProperties: false }),
    data: NoData,
  },
  duesConfirmation: {
    params: Type.Object({ paymentId: FileId }, { additionalProperties: false }),
    data: DuesConfirmationSchema,
  },
  officeDues: { querystring: YearQuery, data: OfficeDuesSchema },
  setDuesAmount: { body: DuesDefinitionDraftSchema, data: NoData },
  exportDues: {
    querystring: Type.Object({ year: DuesYear }, { additionalProperties: false }),
  },
} as const satisfies Record<string, EndpointSchemas>;

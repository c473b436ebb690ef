import Type from 'typebox';
import {
  CONTRIBUTION_MAX_PAGE_SIZE,
  FIRST_DONATION_YEAR,
  LAST_DONATION_YEAR,
} from '../domain/donations/contribution-filter';
import {
  DONATION_MEMO_MAX_LENGTH,
  DONATION_METHODS,
  FUND_DESCRIPTION_MAX_LENGTH,
  FUND_NAME_MAX_LENGTH,
  RECEIPT_CODES,
} from '../domain/donations/donation';
import {
  CORRECTION_REASON_MAX_LENGTH,
  DONOR_ADDRESS_MAX_LENGTH,
  DONOR_KINDS,
  DONOR_NAME_MAX_LENGTH,
  DONOR_PHONE_MAX_LENGTH,
} from '../domain/donations/records';
import { MAX_DONATION_WON } from '../domain/donations/amount';
import { STATEMENT_MAX_LINES } from '../domain/donations/bank-statement';
import { RECEIPT_CHANNELS, REGISTER_EXPORT_FORMATS } from '../domain/donations/receipt-register';
import { DISCLOSURE_MAX_USES, DISCLOSURE_PURPOSE_MAX_LENGTH } from '../domain/donations/disclosure';
import { SCHOLARSHIP_NOTE_MAX_LENGTH } from '../domain/donations/scholarship';
import { AttachedFileSchema } from './files';
import { MAX_PAGE_NUMBER } from '../domain/shared/paging/page';
import { EMAIL_MAX_LENGTH } from '../domain/shared/validation/email';
import { USER_ID_MAX_LENGTH } from '../domain/shared/validation/user-id';
import type { EndpointSchemas } from './shared/endpoint';
import { FileId, NoData, Nullable, OneOf, PageOf, SixDigitCode, Text } from './shared/schemas';

/** Whole won, as the domain's amount rule bounds it. */
export const Won = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const DonationWon = Type.Integer({ minimum: 1, maximum: MAX_DONATION_WON });
const Year = Type.Integer({ minimum: FIRST_DONATION_YEAR, maximum: LAST_DONATION_YEAR });
/** A day as the server writes it. */
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A day as typed (the domain's period rule reads it and says what is wrong). */
const Day = Text(10);

export const ContributionQuerySchema = Type.Object(
  {
    year: Type.Optional(Year),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    fundId: Type.Optional(FileId),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    /** 10 unless given. */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: CONTRIBUTION_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

export const DonationSchema = Type.Object({
  donationId: Type.String(),
  donatedOn: IsoDay,
  amount: DonationWon,
  fundId: Type.String(),
  fundName: Type.String(),
  method: OneOf(DONATION_METHODS),
  receiptCode: OneOf(RECEIPT_CODES),
  memo: Nullable(Type.String()),
});

const FundNameSchema = Type.Object({ fundId: Type.String(), name: Type.String() });

/** One of the member's own donations, with the year of the issued year receipt holding it. */
export const MyDonationSchema = Type.Object({
  ...DonationSchema.properties,
  onYearReceipt: Nullable(Type.Integer()),
});

export const ContributionPageSchema = Type.Object({
  ...PageOf(MyDonationSchema).properties,
  /** Every donation the filter matches, summed (not only this page's). */
  totalAmount: Won,
  /** The years the member gave in, newest first, and the funds they gave to: the filter's choices. */
  years: Type.Array(Type.Integer()),
  funds: Type.Array(FundNameSchema),
  namedInHallOfFame: Type.Boolean(),
  residentNumberOnFile: Type.Boolean(),
});

/** One donation (the spec's `donationId`) or a whole year. */
export const ReceiptScopeQuerySchema = Type.Object(
  { donationId: Type.Optional(FileId), year: Type.Optional(Year) },
  { additionalProperties: false },
);

export const ReceiptScopeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('donation'), donationId: Type.String() }),
  Type.Object({ kind: Type.Literal('year'), year: Type.Integer() }),
]);

export const ReceiptBaseInfoSchema = Type.Object({
  scope: ReceiptScopeSchema,
  donor: Type.Object({
    name: Type.String(),
    residentNumberMasked: Nullable(Type.String({ pattern: '^\\d{6}-\\d\\*{6}$' })),
    address: Nullable(Type.String()),
  }),
  residentNumberOnFile: Type.Boolean(),
  issuer: Type.Object({
    name: Type.String(),
    registrationNumber: Type.String(),
    address: Type.String(),
    representative: Type.String(),
    legalBasis: Type.String(),
  }),
  lines: Type.Array(
    Type.Object({
      type: Type.String(),
      code: OneOf(RECEIPT_CODES),
      category: OneOf(['금전', '현물']),
      date: IsoDay,
      description: Type.String(),
      amount: DonationWon,
    }),
  ),
  total: Won,
  issuedSerial: Nullable(Type.String({ pattern: '^\\d{4}-\\d{6}$' })),
});

/** A resident number given with a receipt request, and its own consent (stored sealed). */
const GivenResidentNumber = {
  residentNumber: Type.Optional(Text(20)),
  residentNumberConsent: Type.Optional(Type.Boolean()),
};

const ReceiptTarget = { donationId: Type.Optional(FileId), year: Type.Optional(Year) };

export const ReceiptMailBodySchema = Type.Object(
  { ...ReceiptTarget, email: Text(EMAIL_MAX_LENGTH), ...GivenResidentNumber },
  { additionalProperties: false },
);

export const ReceiptFaxBodySchema = Type.Object(
  { ...ReceiptTarget, faxNumber: Text(30), ...GivenResidentNumber },
  { additionalProperties: false },
);

export const ReceiptDownloadBodySchema = Type.Object(
  { ...ReceiptTarget, ...GivenResidentNumber },
  { additionalProperties: false },
);

const SentReceiptSchema = Type.Object({
  serial: Type.String({ pattern: '^\\d{4}-\\d{6}$' }),
  /** A second or later issue of the same receipt (재발급), under its first serial. */
  reissue: Type.Boolean(),
  /** `queued`: a fax waiting in the office's queue (no fax service set), not sent yet. */
  delivery: Type.Union([Type.Literal('sent'), Type.Literal('queued')]),
});

export const DonorPreferencesSchema = Type.Object(
  { namedInHallOfFame: Type.Boolean() },
  { additionalProperties: false },
);

export const FundSchema = Type.Object({
  fundId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  active: Type.Boolean(),
});

export const FundDraftSchema = Type.Object(
  {
    name: Text(FUND_NAME_MAX_LENGTH, { minLength: 1 }),
    description: Text(FUND_DESCRIPTION_MAX_LENGTH, { lines: 'multiple' }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

const FundParams = Type.Object({ fundId: FileId }, { additionalProperties: false });
const DonorParams = Type.Object({ donorId: FileId }, { additionalProperties: false });
const DonationParams = Type.Object({ donationId: FileId }, { additionalProperties: false });

export const DonorDraftSchema = Type.Object(
  {
    kind: OneOf(DONOR_KINDS),
    name: Text(DONOR_NAME_MAX_LENGTH),
    memberId: Nullable(Text(USER_ID_MAX_LENGTH)),
    businessNumber: Text(20),
    phone: Text(DONOR_PHONE_MAX_LENGTH),
    email: Text(EMAIL_MAX_LENGTH),
    address: Text(DONOR_ADDRESS_MAX_LENGTH),
    graduationYear: Nullable(Type.Integer({ minimum: 1900, maximum: LAST_DONATION_YEAR })),
    namedInHallOfFame: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const DonorSchema = Type.Object({
  donorId: Type.String(),
  memberId: Nullable(Type.String()),
  kind: OneOf(DONOR_KINDS),
  name: Type.String(),
  businessNumber: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  address: Nullable(Type.String()),
  graduationYear: Nullable(Type.Integer()),
  namedInHallOfFame: Type.Boolean(),
  updatedAt: Type.String(),
});

export const DonorQuerySchema = Type.Object(
  {
    /** Words searched in the name, phone, e-mail and member id; each must appear. */
    query: Type.Optional(Text(100)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: CONTRIBUTION_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

export const DonationDraftSchema = Type.Object(
  {
    fundId: FileId,
    /** Whole won; text as typed (`1,000,000`) is read by the domain's amount rule. */
    amount: Type.Union([Type.Number(), Text(30)]),
    donatedOn: Day,
    method: OneOf(DONATION_METHODS),
    receiptCode: OneOf(RECEIPT_CODES),
    memo: Text(DONATION_MEMO_MAX_LENGTH),
  },
  { additionalProperties: false },
);

const Reason = Text(CORRECTION_REASON_MAX_LENGTH);

export const OfficeDonationQuerySchema = Type.Object(
  { ...ContributionQuerySchema.properties, donorId: Type.Optional(FileId) },
  { additionalProperties: false },
);

export const OFFICE_DONATIONS_SCHEMAS = {
  listDonationFunds: { data: Type.Array(FundSchema) },
  createDonationFund: { body: FundDraftSchema, data: Type.Object({ fundId: Type.String() }) },
  updateDonationFund: { params: FundParams, body: FundDraftSchema, data: NoData },
  officeDonors: { querystring: DonorQuerySchema, data: PageOf(DonorSchema) },
  createDonor: { body: DonorDraftSchema, data: Type.Object({ donorId: Type.String() }) },
  updateDonor: { params: DonorParams, body: DonorDraftSchema, data: NoData },
  officeDonations: {
    querystring: OfficeDonationQuerySchema,
    data: Type.Object({
      ...PageOf(
        Type.Object({
          ...DonationSchema.properties,
          donorId: Type.String(),
          donorName: Type.String(),
        }),
      ).properties,
      totalAmount: Won,
    }),
  },
  recordDonation: {
    body: Type.Object(
      {
        donorId: FileId,
        donation: DonationDraftSchema,
        /** Entered although a gift like it stands (the office confirmed a likely duplicate). */
        duplicateConfirmed: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
    data: Type.Object({ donationId: Type.String() }),
  },
  correctDonation: {
    params: DonationParams,
    body: Type.Object(
      { donation: DonationDraftSchema, reason: Reason },
      { additionalProperties: false },
    ),
    data: NoData,
  },
  cancelDonation: {
    params: DonationParams,
    body: Type.Object({ reason: Reason }, { additionalProperties: false }),
    data: NoData,
  },
} as const satisfies Record<string, EndpointSchemas>;

const YearQuerySchema = Type.Object({ year: Year }, { additionalProperties: false });
const Count = Type.Integer({ minimum: 0 });

export const YearFiguresSchema = Type.Object({
  year: Type.Integer(),
  totalAmount: Won,
  donorCount: Count,
  donationCount: Count,
  monthlyAmounts: Type.Array(Won, { minItems: 12, maxItems: 12 }),
});

export const StatisticsReportSchema = Type.Object({
  years: Type.Array(
    Type.Object({
      year: Type.Integer(),
      totalAmount: Won,
      donationCount: Count,
      donorCount: Count,
    }),
  ),
  funds: Type.Array(
    Type.Object({
      year: Type.Integer(),
      fundId: Type.String(),
      name: Type.String(),
      totalAmount: Won,
    }),
  ),
  /** Only graduating years of at least 3 donors; the others added up in otherClasses. */
  classes: Type.Array(
    Type.Object({ graduationYear: Type.Integer(), totalAmount: Won, donorCount: Count }),
  ),
  otherClasses: Nullable(Type.Object({ totalAmount: Won, donorCount: Count })),
  scholarships: Type.Array(
    Type.Object({
      year: Type.Integer(),
      fundId: Type.String(),
      name: Type.String(),
      students: Count,
      amount: Won,
    }),
  ),
});

export const HallOfFameSchema = Type.Array(
  Type.Object({
    name: Type.String(),
    graduationYear: Nullable(Type.Integer()),
    company: Type.Boolean(),
    tier: Type.String(),
  }),
);

// A bank statement's import.

const ImportDonorSchema = Type.Object({
  donorId: Type.String(),
  name: Type.String(),
  graduationYear: Nullable(Type.Integer()),
  memberId: Nullable(Type.String()),
});

export const ImportPreviewSchema = Type.Object({
  previewId: Type.String(),
  /** The layout the statement was read by: 국민은행…; confirmed when checked against a real file. */
  layout: Type.Object({ bank: Type.String(), confirmed: Type.Boolean() }),
  lines: Type.Array(
    Type.Object({
      row: Type.Integer({ minimum: 1 }),
      donatedOn: Nullable(IsoDay),
      amount: Nullable(DonationWon),
      name: Type.String(),
      memo: Type.String(),
      bankReference: Type.String(),
      phone: Type.String(),
      memberId: Type.String(),
      problems: Type.Array(Type.String()),
      donor: Nullable(
        Type.Object({ ...ImportDonorSchema.properties, by: OneOf(['memberId', 'phone', 'name']) }),
      ),
      candidates: Type.Array(ImportDonorSchema),
      importedBefore: Type.Boolean(),
      likelyDuplicate: Type.Boolean(),
      /** The online order or pledge its reference pays (issue 31). */
      transfer: Nullable(
        Type.Object({
          reference: Type.String(),
          donorName: Type.String(),
          what: Type.String(),
          amount: DonationWon,
          amountMatches: Type.Boolean(),
        }),
      ),
    }),
  ),
});

/** The rows kept of a preview the server keeps, and their donors: the values are the preview's. */
export const ImportCommitSchema = Type.Object(
  {
    previewId: Text(64, { minLength: 1 }),
    fundId: FileId,
    method: OneOf(DONATION_METHODS),
    receiptCode: OneOf(RECEIPT_CODES),
    lines: Type.Array(
      Type.Object(
        { row: Type.Integer({ minimum: 1, maximum: 1_000_000 }), donorId: FileId },
        { additionalProperties: false },
      ),
      // One more than allowed, so that the domain's sentence says what to do.
      { maxItems: STATEMENT_MAX_LINES + 1 },
    ),
  },
  { additionalProperties: false },
);

// Scholarships paid and 기부금 공개.

/** Whole won as a sum (never negative). */
const Sum = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** An amount or a count as typed (`1,000,000`, `12명`): the domain's rule reads it. */
const Typed = Type.Union([Type.Number(), Text(30)]);

const DisclosureUseSchema = Type.Object({ purpose: Type.String(), amount: Sum });

export const DisclosureYearSchema = Type.Object({
  year: Type.Integer(),
  collectedAmount: Sum,
  donorCount: Type.Integer({ minimum: 0 }),
  scholarshipStudents: Type.Integer({ minimum: 0 }),
  scholarshipAmount: Sum,
  uses: Type.Array(DisclosureUseSchema),
  usedAmount: Sum,
  report: Nullable(AttachedFileSchema),
});

export const DisclosureDraftSchema = Type.Object(
  {
    uses: Type.Array(
      Type.Object(
        { purpose: Text(DISCLOSURE_PURPOSE_MAX_LENGTH * 2), amount: Typed },
        { additionalProperties: false },
      ),
      // One more than allowed, so that the domain's sentence says what to do.
      { maxItems: DISCLOSURE_MAX_USES + 1 },
    ),
    atchFileMstId: Nullable(FileId),
  },
  { additionalProperties: false },
);

export const ScholarshipDraftSchema = Type.Object(
  {
    year: Type.Union([Type.Integer(), Text(10)]),
    fundId: FileId,
    students: Typed,
    amount: Typed,
    note: Text(SCHOLARSHIP_NOTE_MAX_LENGTH),
  },
  { additionalProperties: false },
);

export const ScholarshipSchema = Type.Object({
  scholarshipId: Type.String(),
  year: Type.Integer(),
  fundId: Type.String(),
  fundName: Type.String(),
  students: Type.Integer({ minimum: 1 }),
  amount: Sum,
  note: Nullable(Type.String()),
  recordedAt: Type.String(),
});

/** The disclosure's and the scholarships' calls. */
const DONATION_REPORTS_SCHEMAS = {
  donationDisclosure: { data: Type.Array(DisclosureYearSchema) },
  previewDonationImport: { data: ImportPreviewSchema },
  commitDonationImport: {
    body: ImportCommitSchema,
    data: Type.Object({ imported: Type.Integer({ minimum: 0 }) }),
  },
  officeScholarships: {
    querystring: Type.Object({ year: Type.Optional(Year) }, { additionalProperties: false }),
    data: Type.Array(ScholarshipSchema),
  },
  recordScholarship: {
    body: ScholarshipDraftSchema,
    data: Type.Object({ scholarshipId: Type.String() }),
  },
  deleteScholarship: {
    params: Type.Object({ scholarshipId: FileId }, { additionalProperties: false }),
    data: NoData,
  },
  saveDonationDisclosure: {
    params: Type.Object({ year: Year }, { additionalProperties: false }),
    body: DisclosureDraftSchema,
    data: NoData,
  },
} as const satisfies Record<string, EndpointSchemas>;

// The receipts' register (the office's calls).

const ReceiptParams = Type.Object({ receiptId: FileId }, { additionalProperties: false });

export const RegisterEntrySchema = Type.Object({
  receiptId: Type.String(),
  serial: Type.String(),
  donorId: Type.String(),
  donorName: Type.String(),
  donorKind: OneOf(DONOR_KINDS),
  scope: OneOf(['year', 'donation']),
  taxYear: Type.Integer(),
  totalAmount: Sum,
  issuedAt: Type.String(),
  lastIssuedAt: Type.String(),
  issueCount: Count,
  lastChannel: Nullable(OneOf(RECEIPT_CHANNELS)),
  cancelledAt: Nullable(Type.String()),
  cancelReason: Nullable(Type.String()),
  /** A person with no resident number on file (주민번호 대기). */
  residentNumberMissing: Type.Boolean(),
});

export const ReceiptBatchPreviewSchema = Type.Object({
  taxYear: Type.Integer(),
  donors: Count,
  withoutResidentNumber: Count,
  withoutEmail: Count,
});

const IssuedReceiptSchema = Type.Object({
  receiptId: Type.String(),
  serial: Type.String(),
  issueCount: Count,
});

/** A donor's receipts of a year on the office's donor page (issue 29). */
export const DonorReceiptsSchema = Type.Object({
  donorId: Type.String(),
  name: Type.String(),
  kind: OneOf(DONOR_KINDS),
  email: Nullable(Type.String()),
  residentNumberOnFile: Type.Boolean(),
  year: Type.Integer(),
  years: Type.Array(Type.Integer()),
  items: Type.Array(
    Type.Object({
      scope: ReceiptScopeSchema,
      donatedOn: Nullable(IsoDay),
      fundName: Nullable(Type.String()),
      amount: Sum,
      issued: Nullable(IssuedReceiptSchema),
      refusal: Nullable(Type.String()),
    }),
  ),
});

const DonorReceiptParams = Type.Object({ donorId: FileId }, { additionalProperties: false });

export const ReceiptBatchProgressSchema = Type.Object({
  batchId: Type.String(),
  taxYear: Type.Integer(),
  total: Count,
  sent: Count,
  skipped: Count,
  failed: Count,
  startedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  problems: Type.Array(
    Type.Object({
      donorId: Type.String(),
      donorName: Type.String(),
      note: Type.String(),
      failed: Type.Boolean(),
    }),
  ),
});

const QueuedFaxParams = Type.Object(
  { faxId: Type.String({ pattern: '^[0-9T-]+Z-[0-9a-f]{8}$', maxLength: 60 }) },
  { additionalProperties: false },
);

/** A receipt's fax waiting for the office (no fax service set up). */
export const QueuedFaxSchema = Type.Object({
  faxId: Type.String(),
  number: Type.String(),
  requestedBy: Nullable(Type.String()),
  queuedAt: Type.String(),
  fileName: Type.String(),
});

export const RECEIPT_REGISTER_SCHEMAS = {
  officeReceipts: {
    querystring: Type.Object(
      {
        year: Year,
        query: Type.Optional(Text(100)),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
      },
      { additionalProperties: false },
    ),
    data: PageOf(RegisterEntrySchema),
  },
  cancelReceipt: {
    params: ReceiptParams,
    // Twice the limit, so that the domain's sentence says what is too long.
    body: Type.Object(
      { reason: Text(CORRECTION_REASON_MAX_LENGTH * 2) },
      { additionalProperties: false },
    ),
    data: NoData,
  },
  reissueReceipt: {
    params: ReceiptParams,
    body: Type.Object({ email: Text(EMAIL_MAX_LENGTH) }, { additionalProperties: false }),
    data: Type.Object({ serial: Type.String() }),
  },
  officeReceiptPdf: { params: ReceiptParams },
  exportReceiptRegister: {
    querystring: Type.Object(
      { year: Year, format: OneOf(REGISTER_EXPORT_FORMATS) },
      { additionalProperties: false },
    ),
  },
  receiptBatch: { querystring: YearQuerySchema, data: Nullable(ReceiptBatchProgressSchema) },
  receiptBatchPreview: { querystring: YearQuerySchema, data: ReceiptBatchPreviewSchema },
  officeDonorReceipts: {
    params: DonorReceiptParams,
    querystring: Type.Object({ year: Type.Optional(Year) }, { additionalProperties: false }),
    data: DonorReceiptsSchema,
  },
  printDonorReceipt: {
    params: DonorReceiptParams,
    body: Type.Object(ReceiptTarget, { additionalProperties: false }),
  },
  faxDonorReceipt: {
    params: DonorReceiptParams,
    body: Type.Object({ ...ReceiptTarget, faxNumber: Text(30) }, { additionalProperties: false }),
    data: SentReceiptSchema,
  },
  startReceiptBatch: { body: YearQuerySchema, data: ReceiptBatchProgressSchema },
  officeFaxQueue: { data: Type.Array(QueuedFaxSchema) },
  queuedFaxPdf: { params: QueuedFaxParams },
  finishQueuedFax: { params: QueuedFaxParams, data: NoData },
} as const satisfies Record<string, EndpointSchemas>;

/** One gift offered to be claimed: what the member needs to recognise it as their own. */
const ClaimableGiftSchema = Type.Object(
  { donatedOn: IsoDay, fundName: Type.String(), amount: Won },
  { additionalProperties: false },
);

/**
 * Gifts given as a visitor that the member may bring into 내 기부 내역 (issue 31): their day,
 * fund and amount, newest first; no donor's details and no receipt until the claim is confirmed.
 */
const ClaimableGiftsSchema = Type.Object(
  {
    count: Type.Integer({ minimum: 0 }),
    total: Won,
    years: Type.Array(Year),
    gifts: Type.Array(ClaimableGiftSchema),
  },
  { additionalProperties: false },
);

/** Where the claim's code was mailed (the member's own address) and until when it is good. */
const GiftClaimRequestedSchema = Type.Object(
  { email: Text(EMAIL_MAX_LENGTH), expiresAt: Type.String() },
  { additionalProperties: false },
);

/** What the claim brought into 내 기부 내역. */
const GiftClaimDoneSchema = Type.Object(
  { count: Type.Integer({ minimum: 0 }), total: Won },
  { additionalProperties: false },
);

/** What each of the feature's calls takes and answers (src/contract/endpoints/donations.ts). */
export const DONATIONS_SCHEMAS = {
  getMyContributions: { querystring: ContributionQuerySchema, data: ContributionPageSchema },
  getReceiptBaseInfo: { querystring: ReceiptScopeQuerySchema, data: ReceiptBaseInfoSchema },
  sendReceiptMail: { body: ReceiptMailBodySchema, data: SentReceiptSchema },
  sendReceiptFax: { body: ReceiptFaxBodySchema, data: SentReceiptSchema },
  downloadReceipt: { body: ReceiptDownloadBodySchema },
  forgetMyResidentNumber: { data: NoData },
  updateMyDonorPreferences: { body: DonorPreferencesSchema, data: NoData },
  donationYear: { querystring: YearQuerySchema, data: YearFiguresSchema },
  donationStatistics: { data: StatisticsReportSchema },
  hallOfFame: { data: HallOfFameSchema },
  claimableGifts: { data: ClaimableGiftsSchema },
  requestGiftClaim: { data: GiftClaimRequestedSchema },
  confirmGiftClaim: {
    body: Type.Object({ code: SixDigitCode }, { additionalProperties: false }),
    data: GiftClaimDoneSchema,
  },
  ...OFFICE_DONATIONS_SCHEMAS,
  ...DONATION_REPORTS_SCHEMAS,
  ...RECEIPT_REGISTER_SCHEMAS,
} as const satisfies Record<string, EndpointSchemas>;

import Type, { type Static } from 'typebox';
import { CONSENT_KINDS } from '../../domain/accounts';
import { OneOf } from './schemas';

export const ConsentKindSchema = OneOf(CONSENT_KINDS);

/** One consent as it stands: its last answer, the text's version, and when. */
export const ConsentStateSchema = Type.Object({
  kind: ConsentKindSchema,
  required: Type.Boolean(),
  agreed: Type.Boolean(),
  version: Type.String(),
  recordedAt: Type.String(),
});

export const ConsentStatesSchema = Type.Array(ConsentStateSchema);

/** A member's change of one consent (/me): given or withdrawn. */
export const ConsentChangeSchema = Type.Object(
  { kind: ConsentKindSchema, agreed: Type.Boolean() },
  { additionalProperties: false },
);

export type ConsentChangeBody = Static<typeof ConsentChangeSchema>;

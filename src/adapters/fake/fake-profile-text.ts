import { FIELD_LABELS } from '../../contract/shared/field-labels';
import type { PostalAddress } from '../../domain/shared/address/address';
import { withDistrictNames } from '../../domain/shared/address/legal-districts';
import { type FreeTextLines, validateFreeText } from '../../domain/shared/text/free-text';
import { requireValid } from './require-valid';

/** A field as free text, refused as the server refuses it (naming the field), else in NFC. */
export function freeText(input: string, field: string, lines: FreeTextLines = 'single'): string {
  return requireValid(validateFreeText(input, FIELD_LABELS[field] ?? field, lines));
}

interface ProfileText {
  readonly course: string;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: PostalAddress | null;
}

/**
 * The profile's free-text fields as the server stores them (sign-up and my info alike): checked
 * by the free-text rule, trimmed, and the address named from its codes, not by its own text.
 */
export function storedProfileText(profile: ProfileText): ProfileText {
  const optional = (text: string | null, field: string) =>
    text === null ? null : freeText(text, field).trim() || null;
  const { address } = profile;
  return {
    course: freeText(profile.course, 'course').trim(),
    company: optional(profile.company, 'company'),
    jobTitle: optional(profile.jobTitle, 'jobTitle'),
    address: address
      ? withDistrictNames({
          ...address,
          addr: freeText(address.addr, 'addr').trim(),
          daddr: freeText(address.daddr, 'daddr').trim(),
        })
      : null,
  };
}

import { cityCodeOf, type PostalAddress } from './address';
import { isKnownCityCode } from './legal-districts';
import { hasRefusedCharacter, refusedCharacterMessage } from '../text/free-text';
import { provinceByCode } from './provinces';

export const ROAD_ADDRESS_MAX_LENGTH = 200;
export const DETAIL_ADDRESS_MAX_LENGTH = 100;

/** The part of the address field a problem belongs to, in the order the field shows them. */
export type AddressPart = 'search' | 'zonecode' | 'city' | 'addr' | 'daddr';

export interface AddressProblem {
  readonly part: AddressPart;
  /** Korean, 합니다체, to show next to the field. */
  readonly message: string;
}

/**
 * Whether the district codes of an address agree: a searched address has a 10-digit `sgg` whose
 * first two digits make `city` (see `cityCodeOf`), the code of a known 시·도 (one renumbered
 * since, as 강원도's 42, still counts: older addresses are sent back as they were stored); a
 * hand-typed one has no `sgg` and the `city` of one of the 17 시·도 of today.
 */
export function addressCodesAgree(address: Pick<PostalAddress, 'city' | 'sgg'>): boolean {
  if (address.sgg === '') return provinceByCode(address.city) !== undefined;
  return (
    isKnownCityCode(address.city) &&
    /^\d{5}00000$/u.test(address.sgg) &&
    address.city === cityCodeOf(address.sgg.slice(0, 5))
  );
}

/**
 * The first thing to mend in an address, or null when it can be stored. `null` (no address) is
 * fine unless the address is required. Texts are checked as typed, without changing them; a
 * character free text may not hold (text/free-text.ts) is refused.
 */
export function addressProblem(
  address: PostalAddress | null,
  required: boolean,
): AddressProblem | null {
  if (!address) return required ? { part: 'search', message: '주소를 입력해 주세요.' } : null;
  if (!/^\d{5}$/u.test(address.zonecode)) {
    return {
      part: 'zonecode',
      message: address.zonecode.trim()
        ? '우편번호는 숫자 5자리입니다.'
        : '우편번호를 입력해 주세요.',
    };
  }
  if (address.sgg === '' && !provinceByCode(address.city)) {
    return { part: 'city', message: '시·도를 선택해 주세요.' };
  }
  if (!addressCodesAgree(address)) {
    return { part: 'search', message: '주소를 다시 검색해 주세요.' };
  }
  if (hasRefusedCharacter(address.addr)) {
    return { part: 'addr', message: refusedCharacterMessage('도로명주소') };
  }
  if (hasRefusedCharacter(address.daddr)) {
    return { part: 'daddr', message: refusedCharacterMessage('상세주소') };
  }
  if (!address.addr.trim()) return { part: 'addr', message: '도로명주소를 입력해 주세요.' };
  if ([...address.addr].length > ROAD_ADDRESS_MAX_LENGTH) {
    return {
      part: 'addr',
      message: `도로명주소는 ${ROAD_ADDRESS_MAX_LENGTH}자 이내로 입력해 주세요.`,
    };
  }
  if ([...address.daddr].length > DETAIL_ADDRESS_MAX_LENGTH) {
    return {
      part: 'daddr',
      message: `상세주소는 ${DETAIL_ADDRESS_MAX_LENGTH}자 이내로 입력해 주세요.`,
    };
  }
  return null;
}

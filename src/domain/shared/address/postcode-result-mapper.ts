import { cityCodeOf, type PostalAddress, sggCodeOf } from './address';

/**
 * The fields we use of the postal provider's completion data (Kakao 우편번호 서비스 `oncomplete`).
 * Everything is optional here because the data comes from a third-party script at run time.
 */
export interface PostcodeResult {
  readonly zonecode?: string;
  readonly roadAddress?: string;
  /** Road address the provider guessed when the member picked a lot-number address. */
  readonly autoRoadAddress?: string;
  readonly jibunAddress?: string;
  /** 'R' road address or 'J' lot-number address, as the member picked it. */
  readonly userSelectedType?: string;
  readonly bname?: string;
  readonly buildingName?: string;
  /** 'Y' when the building is an apartment complex (공동주택). */
  readonly apartment?: string;
  readonly sido?: string;
  readonly sigungu?: string;
  /** 5-digit 시·군·구 code. */
  readonly sigunguCode?: string;
  /** 10-digit legal-district code of the 동·리. */
  readonly bcode?: string;
}

export class AddressMappingError extends Error {
  override readonly name = 'AddressMappingError';
}

/**
 * Turns a postal search result into the stored address.
 *
 * - `addr` is the road address; the building name follows in parentheses only for apartments
 *   (`apartment === 'Y'`), e.g. "서울 강남구 도곡로 21 (도곡렉슬)". When the member picked a
 *   lot-number address with no road address of its own, the provider's guessed road address is
 *   used.
 * - `daddr` starts empty: the member types it next.
 * - `city` and `sgg` come from the 5-digit `sigunguCode` (see `cityCodeOf`, `sggCodeOf`); when it
 *   is missing, the first five digits of the 10-digit `bcode` are the same code.
 * - A result without a 5-digit postal code, a road address or a usable district code is rejected
 *   with an AddressMappingError whose message can be shown to the member.
 */
export function mapPostcodeResult(result: PostcodeResult): PostalAddress {
  const zonecode = clean(result.zonecode);
  if (!/^\d{5}$/u.test(zonecode)) {
    throw new AddressMappingError('우편번호가 올바르지 않습니다. 주소를 다시 검색해 주세요.');
  }

  const roadAddress = clean(result.roadAddress) || clean(result.autoRoadAddress);
  if (!roadAddress) {
    throw new AddressMappingError('도로명주소가 없는 주소입니다. 도로명주소로 다시 검색해 주세요.');
  }

  const sigunguCode = districtCodeOf(result);
  const buildingName = clean(result.buildingName);
  const isApartment = result.apartment === 'Y';

  return {
    zonecode,
    addr: isApartment && buildingName ? `${roadAddress} (${buildingName})` : roadAddress,
    daddr: '',
    city: cityCodeOf(sigunguCode),
    sgg: sggCodeOf(sigunguCode),
    sido: clean(result.sido),
    sigungu: clean(result.sigungu),
  };
}

function districtCodeOf(result: PostcodeResult): string {
  const sigunguCode = clean(result.sigunguCode);
  if (/^\d{5}$/u.test(sigunguCode)) return sigunguCode;

  const bcode = clean(result.bcode);
  if (!sigunguCode && /^\d{10}$/u.test(bcode)) return bcode.slice(0, 5);

  throw new AddressMappingError(
    '주소의 행정구역 코드를 확인할 수 없습니다. 주소를 다시 검색해 주세요.',
  );
}

function clean(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

import { cityCodeOf, type PostalAddress, sggCodeOf } from '../../src/domain/shared/address/address';
import { withDistrictNames } from '../../src/domain/shared/address/legal-districts';

/**
 * A real address as the postal search answers it: its codes from the 5-digit 시·군·구 code, its
 * 시·도 and 시·군·구 names from the domain's table (never typed by hand in a test).
 */
export function realAddress(
  zonecode: string,
  addr: string,
  sigunguCode: string,
  daddr = '',
): PostalAddress {
  return Object.freeze(
    withDistrictNames({
      zonecode,
      addr,
      daddr,
      city: cityCodeOf(sigunguCode),
      sgg: sggCodeOf(sigunguCode),
      sido: '',
      sigungu: '',
    }),
  );
}

/** The address as a member types it when the postal search cannot be used: only its 시·도 is known. */
export function typedByHand(address: PostalAddress): PostalAddress {
  return Object.freeze(withDistrictNames({ ...address, sgg: '' }));
}

/** 서울 강남구: the default members' address. */
export const GANGNAM_06236 = realAddress('06236', '서울 강남구 테헤란로 152', '11680', '12층');
/** 서울 종로구. */
export const JONGNO_03172 = realAddress('03172', '서울 종로구 세종대로 175', '11110');
/** 서울 중구 (서울시청). */
export const JUNG_04524 = realAddress('04524', '서울 중구 세종대로 110', '11140');
/** 부산 해운대구, an office. */
export const HAEUNDAE_48058 = realAddress('48058', '부산 해운대구 센텀중앙로 79', '26350');
/** 부산 해운대구, an apartment (its name in parentheses, as the postal search gives it). */
export const HAEUNDAE_IPARK_48058 = realAddress(
  '48058',
  '부산 해운대구 해운대해변로 264 (우동, 해운대아이파크)',
  '26350',
);
/** 부산 수영구. */
export const SUYEONG_48303 = realAddress('48303', '부산 수영구 광안해변로 219', '26500');
/** 세종특별자치시, which has no 시·군·구. */
export const SEJONG_30151 = realAddress('30151', '세종특별자치시 한누리대로 2130', '36110');
/** 대전 서구. */
export const SEO_DAEJEON_35242 = realAddress('35242', '대전 서구 둔산로 100', '30170');
/** 대전 유성구. */
export const YUSEONG_34141 = realAddress('34141', '대전 유성구 대학로 99', '30200');
/** 인천 연수구. */
export const YEONSU_21998 = realAddress('21998', '인천 연수구 컨벤시아대로 165', '28185');
/** 경기 수원시 영통구 (a 시 with 구), an apartment. */
export const YEONGTONG_16514 = realAddress(
  '16514',
  '경기 수원시 영통구 광교호수공원로 80 (광교아이파크)',
  '41117',
);

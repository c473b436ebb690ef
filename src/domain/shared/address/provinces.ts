import { cityCodeOf, type PostalAddress } from './address';

/** A 시·도 (first-level division), for addresses typed by hand. */
export interface Province {
  /** Official name, e.g. 서울특별시. */
  readonly name: string;
  /** The name the postal provider gives as `sido`, e.g. 서울 (what a searched address stores). */
  readonly sido: string;
  /** 10-digit 시·도 code, by the rule of `cityCodeOf`: 1100000000. */
  readonly code: string;
}

/** A 시·도 from the first two digits its 시·군·구 codes share (11680 → 11 → 1100000000). */
function province(name: string, sido: string, districtPrefix: string): Province {
  return { name, sido, code: cityCodeOf(`${districtPrefix}000`) };
}

/**
 * The 17 시·도 in their usual order. 세종특별자치시's only 시·군·구 code is 36110, so its 시·도
 * code is 3600000000; 강원특별자치도 (2023) and 전북특별자치도 (2024) have the codes 51 and 52
 * that replaced 42 and 45.
 */
export const PROVINCES: readonly Province[] = [
  province('서울특별시', '서울', '11'),
  province('부산광역시', '부산', '26'),
  province('대구광역시', '대구', '27'),
  province('인천광역시', '인천', '28'),
  province('광주광역시', '광주', '29'),
  province('대전광역시', '대전', '30'),
  province('울산광역시', '울산', '31'),
  province('세종특별자치시', '세종특별자치시', '36'),
  province('경기도', '경기', '41'),
  province('강원특별자치도', '강원특별자치도', '51'),
  province('충청북도', '충북', '43'),
  province('충청남도', '충남', '44'),
  province('전북특별자치도', '전북특별자치도', '52'),
  province('전라남도', '전남', '46'),
  province('경상북도', '경북', '47'),
  province('경상남도', '경남', '48'),
  province('제주특별자치도', '제주특별자치도', '50'),
];

export function provinceByCode(code: string): Province | undefined {
  return PROVINCES.find((candidate) => candidate.code === code);
}

/** What a member types when the postal search cannot be used. */
export interface HandTypedAddress {
  readonly zonecode: string;
  readonly addr: string;
  readonly daddr: string;
  /** The chosen 시·도 code, or '' when none is chosen yet. */
  readonly city: string;
}

/**
 * The stored address of a hand-typed one: `city` and `sido` from the chosen 시·도, and no
 * 시·군·구 (`sgg` and `sigungu` empty), since no district code is known. The texts are kept as
 * typed (the form checks them; the server trims them).
 */
export function handTypedAddress(input: HandTypedAddress): PostalAddress {
  const chosen = provinceByCode(input.city);
  return {
    zonecode: input.zonecode,
    addr: input.addr,
    daddr: input.daddr,
    city: chosen ? chosen.code : input.city,
    sgg: '',
    sido: chosen ? chosen.sido : '',
    sigungu: '',
  };
}

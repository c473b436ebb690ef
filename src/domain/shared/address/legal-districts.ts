import { cityCodeOf, LEGAL_DISTRICT_CODE_LENGTH, type PostalAddress, sggCodeOf } from './address';
import { PROVINCES } from './provinces';

/**
 * Names of legal-district codes (법정동코드) at 시·도 and 시·군·구 level, as the site shows
 * them to other members: the alumni directory's cards and region filter never show a member's
 * own text for a place, only these names, so that no member can rename a region for everyone.
 *
 * The names are the ones Kakao's postcode service gives as `sido` and `sigungu` (서울, 경기,
 * 세종특별자치시; 강남구, 성남시 분당구), so that a searched address reads the same before and
 * after the server names it. The codes are the 법정동코드 in force (행정안전부), 2 and 5 digits.
 */

/**
 * Every 시·군·구 in force, by its 5-digit code, grouped by 시·도. A city with districts (수원시)
 * has a code of its own beside those of its districts (수원시 장안구). 세종특별자치시 has one
 * code and no 시·군·구 name, as Kakao gives it.
 */
const SIGUNGU: Readonly<Record<string, string>> = {
  // 서울
  '11110': '종로구',
  '11140': '중구',
  '11170': '용산구',
  '11200': '성동구',
  '11215': '광진구',
  '11230': '동대문구',
  '11260': '중랑구',
  '11290': '성북구',
  '11305': '강북구',
  '11320': '도봉구',
  '11350': '노원구',
  '11380': '은평구',
  '11410': '서대문구',
  '11440': '마포구',
  '11470': '양천구',
  '11500': '강서구',
  '11530': '구로구',
  '11545': '금천구',
  '11560': '영등포구',
  '11590': '동작구',
  '11620': '관악구',
  '11650': '서초구',
  '11680': '강남구',
  '11710': '송파구',
  '11740': '강동구',
  // 부산
  '26110': '중구',
  '26140': '서구',
  '26170': '동구',
  '26200': '영도구',
  '26230': '부산진구',
  '26260': '동래구',
  '26290': '남구',
  '26320': '북구',
  '26350': '해운대구',
  '26380': '사하구',
  '26410': '금정구',
  '26440': '강서구',
  '26470': '연제구',
  '26500': '수영구',
  '26530': '사상구',
  '26710': '기장군',
  // 대구
  '27110': '중구',
  '27140': '동구',
  '27170': '서구',
  '27200': '남구',
  '27230': '북구',
  '27260': '수성구',
  '27290': '달서구',
  '27710': '달성군',
  '27720': '군위군',
  // 인천
  '28110': '중구',
  '28140': '동구',
  '28177': '미추홀구',
  '28185': '연수구',
  '28200': '남동구',
  '28237': '부평구',
  '28245': '계양구',
  '28260': '서구',
  '28710': '강화군',
  '28720': '옹진군',
  // 광주
  '29110': '동구',
  '29140': '서구',
  '29155': '남구',
  '29170': '북구',
  '29200': '광산구',
  // 대전
  '30110': '동구',
  '30140': '중구',
  '30170': '서구',
  '30200': '유성구',
  '30230': '대덕구',
  // 울산
  '31110': '중구',
  '31140': '남구',
  '31170': '동구',
  '31200': '북구',
  '31710': '울주군',
  // 세종특별자치시
  '36110': '',
  // 경기
  '41110': '수원시',
  '41111': '수원시 장안구',
  '41113': '수원시 권선구',
  '41115': '수원시 팔달구',
  '41117': '수원시 영통구',
  '41130': '성남시',
  '41131': '성남시 수정구',
  '41133': '성남시 중원구',
  '41135': '성남시 분당구',
  '41150': '의정부시',
  '41170': '안양시',
  '41171': '안양시 만안구',
  '41173': '안양시 동안구',
  '41190': '부천시',
  '41192': '부천시 원미구',
  '41194': '부천시 소사구',
  '41196': '부천시 오정구',
  '41210': '광명시',
  '41220': '평택시',
  '41250': '동두천시',
  '41270': '안산시',
  '41271': '안산시 상록구',
  '41273': '안산시 단원구',
  '41280': '고양시',
  '41281': '고양시 덕양구',
  '41285': '고양시 일산동구',
  '41287': '고양시 일산서구',
  '41290': '과천시',
  '41310': '구리시',
  '41360': '남양주시',
  '41370': '오산시',
  '41390': '시흥시',
  '41410': '군포시',
  '41430': '의왕시',
  '41450': '하남시',
  '41460': '용인시',
  '41461': '용인시 처인구',
  '41463': '용인시 기흥구',
  '41465': '용인시 수지구',
  '41480': '파주시',
  '41500': '이천시',
  '41550': '안성시',
  '41570': '김포시',
  '41590': '화성시',
  '41610': '광주시',
  '41630': '양주시',
  '41650': '포천시',
  '41670': '여주시',
  '41800': '연천군',
  '41820': '가평군',
  '41830': '양평군',
  // 충북
  '43110': '청주시',
  '43111': '청주시 상당구',
  '43112': '청주시 서원구',
  '43113': '청주시 흥덕구',
  '43114': '청주시 청원구',
  '43130': '충주시',
  '43150': '제천시',
  '43720': '보은군',
  '43730': '옥천군',
  '43740': '영동군',
  '43745': '증평군',
  '43750': '진천군',
  '43760': '괴산군',
  '43770': '음성군',
  '43800': '단양군',
  // 충남
  '44130': '천안시',
  '44131': '천안시 동남구',
  '44133': '천안시 서북구',
  '44150': '공주시',
  '44180': '보령시',
  '44200': '아산시',
  '44210': '서산시',
  '44230': '논산시',
  '44250': '계룡시',
  '44270': '당진시',
  '44710': '금산군',
  '44760': '부여군',
  '44770': '서천군',
  '44790': '청양군',
  '44800': '홍성군',
  '44810': '예산군',
  '44825': '태안군',
  // 전남
  '46110': '목포시',
  '46130': '여수시',
  '46150': '순천시',
  '46170': '나주시',
  '46230': '광양시',
  '46710': '담양군',
  '46720': '곡성군',
  '46730': '구례군',
  '46770': '고흥군',
  '46780': '보성군',
  '46790': '화순군',
  '46800': '장흥군',
  '46810': '강진군',
  '46820': '해남군',
  '46830': '영암군',
  '46840': '무안군',
  '46860': '함평군',
  '46870': '영광군',
  '46880': '장성군',
  '46890': '완도군',
  '46900': '진도군',
  '46910': '신안군',
  // 경북
  '47110': '포항시',
  '47111': '포항시 남구',
  '47113': '포항시 북구',
  '47130': '경주시',
  '47150': '김천시',
  '47170': '안동시',
  '47190': '구미시',
  '47210': '영주시',
  '47230': '영천시',
  '47250': '상주시',
  '47280': '문경시',
  '47290': '경산시',
  '47730': '의성군',
  '47750': '청송군',
  '47760': '영양군',
  '47770': '영덕군',
  '47820': '청도군',
  '47830': '고령군',
  '47840': '성주군',
  '47850': '칠곡군',
  '47900': '예천군',
  '47920': '봉화군',
  '47930': '울진군',
  '47940': '울릉군',
  // 경남
  '48120': '창원시',
  '48121': '창원시 의창구',
  '48123': '창원시 성산구',
  '48125': '창원시 마산합포구',
  '48127': '창원시 마산회원구',
  '48129': '창원시 진해구',
  '48170': '진주시',
  '48220': '통영시',
  '48240': '사천시',
  '48250': '김해시',
  '48270': '밀양시',
  '48310': '거제시',
  '48330': '양산시',
  '48720': '의령군',
  '48730': '함안군',
  '48740': '창녕군',
  '48820': '고성군',
  '48840': '남해군',
  '48850': '하동군',
  '48860': '산청군',
  '48870': '함양군',
  '48880': '거창군',
  '48890': '합천군',
  // 제주특별자치도
  '50110': '제주시',
  '50130': '서귀포시',
  // 강원특별자치도
  '51110': '춘천시',
  '51130': '원주시',
  '51150': '강릉시',
  '51170': '동해시',
  '51190': '태백시',
  '51210': '속초시',
  '51230': '삼척시',
  '51720': '홍천군',
  '51730': '횡성군',
  '51750': '영월군',
  '51760': '평창군',
  '51770': '정선군',
  '51780': '철원군',
  '51790': '화천군',
  '51800': '양구군',
  '51810': '인제군',
  '51820': '고성군',
  '51830': '양양군',
  // 전북특별자치도
  '52110': '전주시',
  '52111': '전주시 완산구',
  '52113': '전주시 덕진구',
  '52130': '군산시',
  '52140': '익산시',
  '52180': '정읍시',
  '52190': '남원시',
  '52210': '김제시',
  '52710': '완주군',
  '52720': '진안군',
  '52730': '무주군',
  '52740': '장수군',
  '52750': '임실군',
  '52770': '순창군',
  '52790': '고창군',
  '52800': '부안군',
};

/**
 * Codes replaced when a 시·도 became a special self-governing province keep their last three
 * digits: 강원도 42 → 강원특별자치도 51 (2023), 전라북도 45 → 전북특별자치도 52 (2024).
 * Addresses stored before then carry the old codes and read under the current names.
 */
const RENUMBERED_SIDO: Readonly<Record<string, string>> = { '42': '51', '45': '52' };

/** 군위군 was 경상북도's (47720) until it joined 대구광역시 as 27720 in 2023. */
const FORMER_SIGUNGU: Readonly<Record<string, string>> = { '47720': '군위군' };

export interface DistrictNames {
  /** 시·도 name, e.g. 서울. */
  readonly sido: string;
  /** 시·군·구 name, e.g. 강남구; empty for 세종특별자치시 and for a code not in the table. */
  readonly sigungu: string;
}

/** The 시·도 of a 10-digit code (1100000000), the renumbered ones included. */
function sidoNameOf(city: string): string | undefined {
  if (!/^\d{2}0{8}$/u.test(city)) return undefined;
  const prefix = city.slice(0, 2);
  const current = cityCodeOf(`${RENUMBERED_SIDO[prefix] ?? prefix}000`);
  return PROVINCES.find((province) => province.code === current)?.sido;
}

/** The 시·군·구 name of a 10-digit code (1168000000), or undefined when the table lacks it. */
function sigunguNameOf(sgg: string): string | undefined {
  if (!/^\d{5}0{5}$/u.test(sgg)) return undefined;
  const code = sgg.slice(0, 5);
  const prefix = code.slice(0, 2);
  const renumbered = `${RENUMBERED_SIDO[prefix] ?? prefix}${code.slice(2)}`;
  return FORMER_SIGUNGU[code] ?? SIGUNGU[renumbered];
}

/** Whether a 10-digit code is the code of a 시·도 (current, or renumbered and still read). */
export function isKnownCityCode(city: string): boolean {
  return city.length === LEGAL_DISTRICT_CODE_LENGTH && sidoNameOf(city) !== undefined;
}

/** Whether a 10-digit 시·군·구 code is in the table. */
export function isKnownSggCode(sgg: string): boolean {
  return sigunguNameOf(sgg) !== undefined;
}

/**
 * The names of an address's codes, or null when `city` is no 시·도. A 시·군·구 code the table
 * does not know (a district created after this table, a code from elsewhere) or one of another
 * 시·도 gives the 시·도 alone: never a name the member typed.
 */
export function districtNamesOf(codes: {
  readonly city: string;
  readonly sgg: string;
}): DistrictNames | null {
  const sido = sidoNameOf(codes.city);
  if (sido === undefined) return null;
  const sameSido = codes.sgg.slice(0, 2) === codes.city.slice(0, 2);
  return { sido, sigungu: (sameSido && sigunguNameOf(codes.sgg)) || '' };
}

/**
 * The address as it is stored: its `sido` and `sigungu` are the table's names of its codes,
 * whatever text came with it (the member's browser sends Kakao's names, or anything at all).
 * An address whose `city` is no 시·도 keeps no names; the address rules refuse it anyway.
 */
export function withDistrictNames(address: PostalAddress): PostalAddress {
  const names = districtNamesOf(address) ?? { sido: '', sigungu: '' };
  return { ...address, ...names };
}

/** Every 시·군·구 code in force, 10 digits, in code order (for tests and seeds). */
export const KNOWN_SGG_CODES: readonly string[] = Object.keys(SIGUNGU).map(sggCodeOf);

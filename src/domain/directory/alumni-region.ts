import { districtNamesOf, isKnownSggCode } from '../shared/address/legal-districts';
import { regionNameOf } from './alumni-card';

/**
 * The regions the alumni directory can filter by: the 시·도 and 시·군·구 where members who
 * share their region live, by their 10-digit legal-district codes (see address/address.ts).
 * Names come from the codes (address/legal-districts.ts), never from a member's text.
 */
export interface AlumniDistrict {
  /** 10-digit 시·군·구 code. */
  readonly sgg: string;
  /** 시·군·구 name, e.g. 강남구; empty for 세종특별자치시. */
  readonly sigungu: string;
}

export interface AlumniRegion {
  /** 10-digit 시·도 code. */
  readonly city: string;
  /** 시·도 name, e.g. 서울. */
  readonly sido: string;
  readonly districts: readonly AlumniDistrict[];
}

/** One place as found on a member's address: its codes. */
export interface AlumniPlace {
  readonly city: string;
  /** Empty for an address typed by hand (its 시·도 is known, its 시·군·구 code is not). */
  readonly sgg: string;
}

/**
 * Groups places into 시·도 with their 시·군·구, each once, both in code order (the codes run in
 * the usual order of the country's regions: 서울 first), named from the codes. A place without
 * a 시·군·구 code, or with one the table does not know, adds its 시·도 only; a place whose
 * 시·도 code is unknown adds nothing.
 */
export function alumniRegionsOf(places: readonly AlumniPlace[]): AlumniRegion[] {
  const cities = new Map<string, { sido: string; districts: Map<string, string> }>();
  for (const place of places) {
    const names = districtNamesOf(place);
    if (!names) continue;
    const city = cities.get(place.city) ?? { sido: names.sido, districts: new Map() };
    const sameCity = place.sgg.slice(0, 2) === place.city.slice(0, 2);
    if (sameCity && isKnownSggCode(place.sgg) && !city.districts.has(place.sgg)) {
      city.districts.set(place.sgg, names.sigungu);
    }
    cities.set(place.city, city);
  }
  return [...cities.entries()]
    .sort(([a], [b]) => compareCodes(a, b))
    .map(([city, { sido, districts }]) => ({
      city,
      sido,
      districts: [...districts.entries()]
        .sort(([a], [b]) => compareCodes(a, b))
        .map(([sgg, sigungu]) => ({ sgg, sigungu })),
    }));
}

/**
 * How a member's region reads on their card ("서울 강남구", "세종특별자치시"), from the codes
 * of their address; null when its 시·도 code is unknown.
 */
export function regionOfCodes(codes: AlumniPlace): string | null {
  const names = districtNamesOf(codes);
  return names ? regionNameOf(names) : null;
}

function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

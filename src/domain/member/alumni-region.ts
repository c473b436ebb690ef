/**
 * The regions the alumni directory can filter by: the 시·도 and 시·군·구 where members who
 * share their region live, by their 10-digit legal-district codes (see address/address.ts).
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

/** One place as found on a member's address. */
export interface AlumniPlace {
  readonly city: string;
  readonly sido: string;
  /** Empty for an address typed by hand (its 시·도 is known, its 시·군·구 code is not). */
  readonly sgg: string;
  readonly sigungu: string;
}

/**
 * Groups places into 시·도 with their 시·군·구, each once, both in code order (the codes run in
 * the usual order of the country's regions: 서울 first). A place without a 시·군·구 code adds
 * its 시·도 only.
 */
export function alumniRegionsOf(places: readonly AlumniPlace[]): AlumniRegion[] {
  const cities = new Map<string, { sido: string; districts: Map<string, string> }>();
  for (const place of places) {
    if (!place.city) continue;
    const city = cities.get(place.city) ?? { sido: place.sido, districts: new Map() };
    if (place.sgg && !city.districts.has(place.sgg)) city.districts.set(place.sgg, place.sigungu);
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

function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

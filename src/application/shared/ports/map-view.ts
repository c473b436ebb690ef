/**
 * A place for a map: at known coordinates (the office, from the site's settings) or at a road
 * address that the map service looks up (an event's place, typed by the office).
 */
export type PlaceOnMap = {
  /** What the marker says, e.g. "총동문회 사무국". */
  readonly label: string;
} & ({ readonly latitude: number; readonly longitude: number } | { readonly address: string });

/**
 * A map drawn into the page (오시는 길, an event's place). `interactive` is false when the site
 * has no map service (no app key): the page then shows its fallback at once (the static map image,
 * or the links to 카카오맵 and 네이버 지도 alone). `show` rejects when the map cannot be drawn (its
 * script blocked, offline, the address not found), and the page falls back the same way.
 */
export interface MapView {
  readonly interactive: boolean;
  show(target: HTMLElement, place: PlaceOnMap, signal?: AbortSignal): Promise<void>;
}

/** Where the office is, for a map. */
export interface PlaceOnMap {
  readonly latitude: number;
  readonly longitude: number;
  /** What the marker says, e.g. "총동문회 사무국". */
  readonly label: string;
}

/**
 * A map drawn into the page (오시는 길). `interactive` is false when the site has no map service
 * (no app key): the page then shows its static map image at once. `show` rejects when the map
 * cannot be drawn (its script blocked or offline), and the page falls back to the same image.
 */
export interface MapView {
  readonly interactive: boolean;
  show(target: HTMLElement, place: PlaceOnMap, signal?: AbortSignal): Promise<void>;
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PlaceOnMap } from '../../../application/shared/ports/map-view';
import { useAppServices } from '../app/app-services';

/**
 * A place on the site's map service (Kakao Maps with an app key), as a labelled region. Where
 * there is no map service, or it fails (script blocked, offline, address not found), the
 * `fallback` instead: 오시는 길's static map, or nothing beside an event's map links.
 */
export function PlaceMap({
  place,
  name,
  className,
  fallback = null,
}: {
  readonly place: PlaceOnMap;
  /** The region's accessible name, e.g. "지도: 서울특별시 종로구 …". */
  readonly name: string;
  readonly className: string;
  readonly fallback?: ReactNode;
}) {
  const { mapView } = useAppServices();
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(!mapView.interactive);
  // The place by value: a caller's new object with the same place draws nothing again.
  const placeKey = JSON.stringify(place);

  useEffect(() => {
    const element = target.current;
    if (failed || !element) return;
    const controller = new AbortController();
    mapView.show(element, JSON.parse(placeKey) as PlaceOnMap, controller.signal).catch(() => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [mapView, placeKey, failed]);

  if (failed) return fallback;
  return <div ref={target} className={className} role="region" aria-label={name} />;
}

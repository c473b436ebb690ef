import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../shared/app/app-services';

/** The static map's size, so that the page does not shift while it loads. */
const MAP_WIDTH = 640;
const MAP_HEIGHT = 400;

/**
 * The office on a map: Kakao Maps where the site has a map service and its script loads; else,
 * or when it fails, the association's static map image (약도) with its description, so that
 * every visitor gets a map and a screen reader the way there in words.
 */
export function DirectionsMap() {
  const { association, mapView } = useAppServices();
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(!mapView.interactive);

  useEffect(() => {
    const element = target.current;
    if (failed || !element) return;
    const controller = new AbortController();
    mapView
      .show(
        element,
        { ...association.location, label: `${association.name} 사무국` },
        controller.signal,
      )
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [association, mapView, failed]);

  if (failed) {
    return (
      <figure className="directions__map">
        <img
          src={association.mapImage.src}
          alt={association.mapImage.alt}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </figure>
    );
  }
  return (
    <div
      ref={target}
      className="directions__map directions__map--live"
      role="region"
      aria-label={`지도: ${association.address}`}
    />
  );
}

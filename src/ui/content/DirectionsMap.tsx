import { useAppServices } from '../shared/app/app-services';
import { PlaceMap } from '../shared/maps/PlaceMap';

/** The static map's size, so that the page does not shift while it loads. */
const MAP_WIDTH = 640;
const MAP_HEIGHT = 400;

/**
 * The office on a map: Kakao Maps where the site has a map service and its script loads; else,
 * or when it fails, the association's static map image (약도) with its description, so that
 * every visitor gets a map and a screen reader the way there in words.
 */
export function DirectionsMap() {
  const { association } = useAppServices();
  return (
    <PlaceMap
      place={{ ...association.location, label: `${association.name} 사무국` }}
      name={`지도: ${association.address}`}
      className="directions__map directions__map--live"
      fallback={
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
      }
    />
  );
}

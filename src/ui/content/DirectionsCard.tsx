import { useAppServices } from '../shared/app/app-services';
import { MapLinks } from '../shared/maps/MapLinks';
import { DirectionsMap } from './DirectionsMap';

/**
 * 오시는 길: the office's map (DirectionsMap), its address and telephone, and the address opened
 * in 카카오맵 and 네이버 지도 (new tabs), for directions from where the visitor is.
 */
export function DirectionsCard() {
  const { association } = useAppServices();
  return (
    <section className="directions" aria-labelledby="directions-title">
      <h2 id="directions-title">사무국 위치</h2>
      <DirectionsMap />
      <dl>
        <dt>주소</dt>
        <dd>{association.address}</dd>
        <dt>전화</dt>
        <dd>
          <a href={`tel:${association.phone.replace(/[^\d+]/gu, '')}`}>{association.phone}</a>
        </dd>
      </dl>
      <MapLinks address={association.address} className="directions__maps" />
    </section>
  );
}

import { useAppServices } from '../shared/app/app-services';
import { DirectionsMap } from './DirectionsMap';

/**
 * 오시는 길: the office's map (DirectionsMap), its address and telephone, and the address opened
 * in 카카오맵 and 네이버 지도 (new tabs), for directions from where the visitor is.
 */
export function DirectionsCard() {
  const { association } = useAppServices();
  const query = encodeURIComponent(association.address);
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
      <p className="directions__maps">
        <a href={`https://map.kakao.com/?q=${query}`} target="_blank" rel="noopener noreferrer">
          카카오맵에서 보기<span className="visually-hidden"> (새 창)</span>
        </a>
        <a
          href={`https://map.naver.com/p/search/${query}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          네이버 지도에서 보기<span className="visually-hidden"> (새 창)</span>
        </a>
      </p>
    </section>
  );
}

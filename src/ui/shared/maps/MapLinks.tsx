/**
 * An address opened in 카카오맵 and 네이버 지도 (new tabs), for directions from where the
 * visitor is: 오시는 길 and an event's place.
 */
export function MapLinks({
  address,
  className,
}: {
  readonly address: string;
  readonly className?: string;
}) {
  const query = encodeURIComponent(address);
  return (
    <p className={className}>
      <a href={`https://map.kakao.com/?q=${query}`} target="_blank" rel="noopener noreferrer">
        카카오맵에서 보기<span className="visually-hidden"> (새 창)</span>
      </a>
      <a href={`https://map.naver.com/p/search/${query}`} target="_blank" rel="noopener noreferrer">
        네이버 지도에서 보기<span className="visually-hidden"> (새 창)</span>
      </a>
    </p>
  );
}

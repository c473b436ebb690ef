import { Link } from 'wouter';
import type { AlbumSummary } from '../../domain/content/albums';
import { formatDate } from '../../domain/shared/format/date-format';
import type { Page } from '../../domain/shared/paging/page';
import { itemHref } from '../../domain/shared/routing/item-address';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { HomeCardHead, Loading } from './HomeSection';
import { SitePhoto } from './SitePhoto';

const PLACEHOLDER_PHOTOS = [1, 2, 3, 4];

/** The home page's latest scholarship albums: each cover links to its album. */
export function RecentPhotos() {
  const { albums, mediaUrl, routes } = useAppServices();
  const gallery = routes.byId('contributionGallery').path;
  const photos = useLoad((signal) =>
    albums.listAlbums({ kind: 'contribution', page: 1, size: 4 }, signal),
  );
  return (
    <section className="home-section" aria-labelledby="photos-title">
      <HomeCardHead id="photos-title" title="최근 사진" href={gallery}>
        장학 갤러리 더 보기
      </HomeCardHead>
      <Loading
        result={photos}
        failure="사진을 불러오지 못했습니다."
        placeholder={
          <ul className="photo-grid">
            {PLACEHOLDER_PHOTOS.map((photo) => (
              <li key={photo}>
                <figure>
                  <div className="photo-grid__placeholder" />
                  <figcaption className="placeholder-text">장학금 수여식 0000.00.00</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        }
      >
        {(page: Page<AlbumSummary>) =>
          page.items.length === 0 ? (
            <p>등록된 사진이 없습니다.</p>
          ) : (
            <ul className="photo-grid">
              {page.items.map((album) => (
                <li key={album.albumId}>
                  <Link href={itemHref(gallery, album.albumId)}>
                    <figure>
                      {album.cover ? (
                        <SitePhoto
                          image={album.cover.image}
                          alt={album.cover.alt}
                          sizes="(min-width: 1120px) 260px, (min-width: 600px) 45vw, 92vw"
                          fallbackWidth={320}
                          urlOf={mediaUrl}
                        />
                      ) : (
                        <div className="photo-grid__placeholder" />
                      )}
                      <figcaption>
                        {album.title}{' '}
                        {album.takenOn ? (
                          <time dateTime={album.takenOn}>{formatDate(album.takenOn)}</time>
                        ) : null}
                      </figcaption>
                    </figure>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
    </section>
  );
}

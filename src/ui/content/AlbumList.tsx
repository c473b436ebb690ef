import { Link } from 'wouter';
import { ALBUM_PAGE_SIZE, type AlbumKind } from '../../domain/content/albums';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { itemHref } from '../../domain/shared/routing/item-address';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { Pagination } from '../shared/paging/Pagination';
import { galleryListHref } from './gallery-address';
import { SitePhoto } from './SitePhoto';

export interface AlbumListProps {
  readonly kind: AlbumKind;
  readonly title: string;
  readonly galleryPath: string;
  readonly page: number;
}

/** A gallery: its published albums as cards (cover, title, day, number of photos), newest first. */
export function AlbumList({ kind, title, galleryPath, page }: AlbumListProps) {
  const { albums, mediaUrl } = useAppServices();
  const { result: found, retry } = useRetryableLoad(
    (signal) => albums.listAlbums({ kind, page, size: ALBUM_PAGE_SIZE }, signal),
    `${kind}|${page}`,
  );
  return (
    <div className="gallery">
      <h1>{title}</h1>
      <section aria-labelledby="gallery-albums" aria-busy={found.state === 'loading'}>
        <h2 id="gallery-albums" className="visually-hidden">
          앨범 목록
        </h2>
        <LoadGate result={found} what="앨범" onRetry={retry}>
          {(value) =>
            value.items.length === 0 ? (
              <p>아직 올라온 앨범이 없습니다.</p>
            ) : (
              <>
                <ul className="gallery__albums">
                  {value.items.map((album, index) => (
                    <li key={album.albumId} className="gallery__album">
                      <Link
                        href={itemHref(galleryPath, album.albumId)}
                        className="gallery__album-link"
                      >
                        {album.cover ? (
                          <SitePhoto
                            image={album.cover.image}
                            alt=""
                            sizes="(min-width: 1120px) 270px, (min-width: 600px) 45vw, 92vw"
                            fallbackWidth={640}
                            lazy={index >= 4}
                            urlOf={mediaUrl}
                            className="gallery__cover"
                          />
                        ) : (
                          <span
                            className="gallery__cover gallery__cover--empty"
                            aria-hidden="true"
                          />
                        )}
                        <span className="gallery__album-title">{album.title}</span>
                      </Link>
                      <span className="gallery__album-meta">
                        {album.takenOn ? (
                          <time dateTime={album.takenOn}>{formatDate(album.takenOn)}</time>
                        ) : null}
                        <span>사진 {formatNumber(album.photoCount)}장</span>
                      </span>
                    </li>
                  ))}
                </ul>
                <Pagination
                  of={value}
                  label={`${title} 페이지`}
                  hrefOf={(target) => galleryListHref(galleryPath, target)}
                />
              </>
            )
          }
        </LoadGate>
      </section>
    </div>
  );
}

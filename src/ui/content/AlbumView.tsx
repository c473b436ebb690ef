import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { PhotoViewer } from './PhotoViewer';
import { SitePhoto } from './SitePhoto';

export interface AlbumViewProps {
  readonly albumId: string;
  readonly galleryPath: string;
  /** The gallery's name, for the way back. */
  readonly title: string;
}

/** One album: its photos as a grid; a photo opens in the viewer, larger, with its caption. */
export function AlbumView({ albumId, galleryPath, title }: AlbumViewProps) {
  const { albums, mediaUrl } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const found = useLoad((signal) => albums.album(albumId, signal), `${albumId}|${attempt}`);

  if (found.state === 'loading') {
    return (
      <p role="status" className="muted">
        앨범을 불러오는 중입니다…
      </p>
    );
  }
  if (found.state === 'failed') {
    return (
      <div role="alert">
        <h1>{title}</h1>
        <p>앨범을 불러오지 못했습니다. 삭제되었거나 주소가 잘못되었을 수 있습니다.</p>
        <p className="gallery__actions">
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            다시 시도
          </button>
          <Link href={galleryPath}>{title} 목록으로</Link>
        </p>
      </div>
    );
  }
  const album = found.value;
  return (
    <article className="gallery" aria-labelledby="album-title">
      <p className="gallery__back">
        <Link href={galleryPath}>← {title} 목록</Link>
      </p>
      <h1 id="album-title">{album.title}</h1>
      <p className="gallery__album-meta">
        {album.takenOn ? <time dateTime={album.takenOn}>{formatDate(album.takenOn)}</time> : null}
        <span>사진 {formatNumber(album.photos.length)}장</span>
      </p>
      {album.description ? <p className="gallery__description">{album.description}</p> : null}
      <ul className="gallery__photos" aria-label={`${album.title} 사진`}>
        {album.photos.map((photo, index) => (
          <li key={photo.image.imageId}>
            <button
              type="button"
              className="gallery__photo-button"
              ref={(element) => {
                openers.current[index] = element;
              }}
              onClick={() => setOpen(index)}
              aria-label={`크게 보기: ${photo.alt}`}
            >
              <SitePhoto
                image={photo.image}
                alt=""
                sizes="(min-width: 1120px) 270px, (min-width: 600px) 30vw, 46vw"
                fallbackWidth={320}
                lazy={index >= 6}
                urlOf={mediaUrl}
                className="gallery__thumb"
              />
            </button>
            {photo.caption ? <p className="gallery__caption">{photo.caption}</p> : null}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <PhotoViewer
          photos={album.photos}
          index={open}
          albumTitle={album.title}
          urlOf={mediaUrl}
          onMove={setOpen}
          onClose={() => {
            const opener = openers.current[open];
            setOpen(null);
            // Back where the visitor was: the photo they opened (or the one they moved to).
            opener?.focus();
          }}
        />
      ) : null}
    </article>
  );
}

import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { AlbumPhoto } from '../../domain/content/albums';
import { SitePhoto } from './SitePhoto';

export interface PhotoViewerProps {
  readonly photos: readonly AlbumPhoto[];
  readonly index: number;
  readonly albumTitle: string;
  readonly urlOf: (atchFileId: string) => string;
  readonly onMove: (index: number) => void;
  readonly onClose: () => void;
}

/**
 * A photo at full size over the page: ← and → (or the buttons) move through the album, Escape
 * (or 닫기) closes it and the caller returns focus to the photo that opened it; Tab stays inside
 * while it is open.
 */
export function PhotoViewer({
  photos,
  index,
  albumTitle,
  urlOf,
  onMove,
  onClose,
}: PhotoViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const last = photos.length - 1;

  useEffect(() => {
    close.current?.focus();
  }, []);

  if (!photo) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && index < last) {
      event.preventDefault();
      onMove(index + 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      onMove(index - 1);
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  return (
    <div
      className="photo-viewer"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="photo-viewer__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={`${albumTitle} 사진 보기`}
        onKeyDown={onKeyDown}
      >
        <figure className="photo-viewer__figure">
          <SitePhoto
            image={photo.image}
            alt={photo.alt}
            sizes="100vw"
            fallbackWidth={1024}
            lazy={false}
            urlOf={urlOf}
            className="photo-viewer__image"
          />
          <figcaption>
            <span aria-live="polite">
              {index + 1} / {photos.length}
            </span>
            {photo.caption ? <span> · {photo.caption}</span> : null}
          </figcaption>
        </figure>
        <div className="photo-viewer__controls">
          <button
            type="button"
            className="button"
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
          >
            이전 사진
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onMove(index + 1)}
            disabled={index === last}
          >
            다음 사진
          </button>
          <button ref={close} type="button" className="button button--primary" onClick={onClose}>
            닫기
          </button>
        </div>
      </div>
    </div>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>('button:not([disabled])')];
  const first = focusable[0];
  const lastOne = focusable.at(-1);
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    lastOne?.focus();
  } else if (!event.shiftKey && active === lastOne) {
    event.preventDefault();
    first?.focus();
  }
}

import { useRef, useState } from 'react';
import {
  type AlbumPhoto,
  moved,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
} from '../../domain/content/albums';
import { SITE_IMAGE_UPLOAD_TYPES } from '../../domain/content/site-images';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { SitePhoto } from './SitePhoto';
import './AlbumPhotosField.css';

interface Upload {
  readonly key: string;
  readonly name: string;
  readonly progress: number;
}

/** Photos sent at once: a few, so that a long selection neither waits in line nor floods the server. */
const UPLOADS_AT_ONCE = 2;

export interface AlbumPhotosFieldProps {
  readonly photos: readonly AlbumPhoto[];
  /** Each change is made on the latest photos (uploads finish while one types). */
  readonly onChange: (change: (current: readonly AlbumPhoto[]) => readonly AlbumPhoto[]) => void;
  readonly onBusyChange: (busy: boolean) => void;
  /** Publishing was refused for photos without alternative text: mark those. */
  readonly missingAlt: boolean;
  readonly problem: string | null;
}

/**
 * An album's photos: several chosen at once are uploaded (two at a time, each with its progress
 * bar) and processed by the server; each has its alternative text and caption; the order is set
 * by dragging a photo, or by its 앞으로 and 뒤로 buttons from the keyboard, each move announced.
 */
export function AlbumPhotosField(props: AlbumPhotosFieldProps) {
  const { officeAlbums, mediaUrl } = useAppServices();
  const reasonOf = useRefusalReason();
  const uploadCount = useRef(0);
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);

  const change = props.onChange;

  const uploadAll = async (chosen: readonly File[]) => {
    setErrors([]);
    props.onBusyChange(true);
    const queued = chosen.map((file) => ({
      key: String((uploadCount.current += 1)),
      name: file.name,
      progress: 0,
    }));
    setUploads((current) => [...current, ...queued]);
    const progress = (key: string, fraction: number) =>
      setUploads((current) =>
        current.map((each) => (each.key === key ? { ...each, progress: fraction } : each)),
      );
    // Each photo keeps its place in the selection, whichever finishes first.
    const done: (AlbumPhoto | null)[] = chosen.map(() => null);
    let next = 0;
    const worker = async () => {
      while (next < chosen.length) {
        const index = next++;
        const file = chosen[index] as File;
        const key = queued[index]?.key ?? '';
        try {
          const image = await officeAlbums.uploadSiteImage(
            { name: file.name, data: file },
            { onProgress: (fraction) => progress(key, fraction) },
          );
          done[index] = { image, alt: '', caption: '' };
        } catch (failure) {
          const reason = reasonOf(failure, '올리지 못했습니다.');
          setErrors((current) => [...current, `${file.name}: ${reason}`]);
        }
        setUploads((current) => current.filter((each) => each.key !== key));
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, chosen.length) }, worker));
    const added = done.filter((photo): photo is AlbumPhoto => photo !== null);
    change((current) => [...current, ...added]);
    if (added.length > 0)
      setAnnouncement(`사진 ${added.length}장을 올렸습니다. 대체 텍스트를 입력해 주세요.`);
    props.onBusyChange(false);
  };

  const edit = (index: number, part: Partial<Pick<AlbumPhoto, 'alt' | 'caption'>>) =>
    change((current) => current.map((photo, at) => (at === index ? { ...photo, ...part } : photo)));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= props.photos.length || from === to) return;
    change((current) => moved(current, from, to));
    setAnnouncement(`${from + 1}번째 사진을 ${to + 1}번째로 옮겼습니다.`);
  };

  const remove = (index: number) => {
    change((current) => current.filter((_, at) => at !== index));
    setAnnouncement(`${index + 1}번째 사진을 앨범에서 뺐습니다.`);
  };

  return (
    <fieldset className="album-photos" aria-describedby="album-photos-hint">
      <legend>사진</legend>
      <p id="album-photos-hint" className="form__hint">
        JPG·PNG·WebP·GIF 사진을 여러 장 한꺼번에 올릴 수 있습니다. 사진의 위치 정보 등 메타데이터는
        서버에서 지웁니다. 게시하려면 사진마다 대체 텍스트(화면을 보지 못하는 분께 읽어 줄 설명)가
        있어야 합니다. 순서는 사진을 끌어 놓거나 앞으로·뒤로 단추로 바꿉니다.
      </p>
      {props.problem ? <FormRefusal message={props.problem} /> : null}
      <ol className="album-photos__list" aria-label="앨범 사진(순서대로)">
        {props.photos.map((photo, index) => {
          const id = `album-photo-${photo.image.imageId}`;
          const invalid = props.missingAlt && photo.alt.trim() === '';
          return (
            <li
              key={photo.image.imageId}
              className={`album-photos__item${dragged === index ? ' album-photos__item--dragged' : ''}`}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <SitePhoto
                image={photo.image}
                alt=""
                sizes="8rem"
                fallbackWidth={320}
                urlOf={mediaUrl}
                className="album-photos__thumb"
              />
              {/* The kit's field frames: the house's label and input styles. */}
              <div className="album-photos__fields">
                <div className="form__field">
                  <label htmlFor={`${id}-alt`}>
                    {index + 1}번째 사진 대체 텍스트
                    <span className="form__required"> (게시할 때 필수)</span>
                  </label>
                  <input
                    id={`${id}-alt`}
                    value={photo.alt}
                    maxLength={PHOTO_ALT_MAX_LENGTH}
                    aria-invalid={invalid || undefined}
                    onChange={(event) => edit(index, { alt: event.target.value })}
                  />
                </div>
                <div className="form__field">
                  <label htmlFor={`${id}-caption`}>{index + 1}번째 사진 설명(선택)</label>
                  <input
                    id={`${id}-caption`}
                    value={photo.caption}
                    maxLength={PHOTO_CAPTION_MAX_LENGTH}
                    onChange={(event) => edit(index, { caption: event.target.value })}
                  />
                </div>
              </div>
              <div className="album-photos__buttons">
                <button
                  type="button"
                  className="button"
                  disabled={index === 0}
                  aria-label={`앞으로: ${index + 1}번째 사진`}
                  onClick={() => move(index, index - 1)}
                >
                  앞으로
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === props.photos.length - 1}
                  aria-label={`뒤로: ${index + 1}번째 사진`}
                  onClick={() => move(index, index + 1)}
                >
                  뒤로
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={`빼기: ${index + 1}번째 사진`}
                  onClick={() => remove(index)}
                >
                  빼기
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {uploads.map((upload) => (
        <p key={upload.key} className="album-photos__upload">
          <label htmlFor={`photo-upload-${upload.key}`}>{upload.name} 올리는 중</label>{' '}
          <progress id={`photo-upload-${upload.key}`} max={1} value={upload.progress} />
        </p>
      ))}
      <label htmlFor="album-files" className="form__label">
        사진 추가
      </label>
      <input
        id="album-files"
        type="file"
        accept={SITE_IMAGE_UPLOAD_TYPES}
        multiple
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) void uploadAll(chosen);
        }}
      />
      {errors.map((error) => (
        <p key={error} role="alert" className="form__error">
          {error}
        </p>
      ))}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </fieldset>
  );
}

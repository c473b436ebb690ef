import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { PHOTO_ALT_MAX_LENGTH, PHOTO_ALT_REQUIRED } from '../../domain/content/albums';
import { BODY_IMAGE_WIDTH, siteMediaPath } from '../../domain/content/rich-text';
import { SITE_IMAGE_UPLOAD_TYPES, variantFor } from '../../domain/content/site-images';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';

/**
 * A photo put into the body: chosen, described (its alternative text is required), uploaded and
 * processed by the server like an album's, then inserted as the site's own image at the cursor.
 */
export function RichTextImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { officeAlbums } = useAppServices();
  const reasonOf = useRefusalReason();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const insert = async () => {
    if (!file) return setError('넣을 사진을 골라 주세요.');
    if (alt.trim() === '') return setError(PHOTO_ALT_REQUIRED);
    setError(null);
    setProgress(0);
    try {
      const image = await officeAlbums.uploadSiteImage(
        { name: file.name, data: file },
        { onProgress: setProgress },
      );
      const variant = variantFor(image, BODY_IMAGE_WIDTH);
      if (variant) {
        editor
          .chain()
          .focus()
          .setImage({
            src: siteMediaPath(variant.jpeg),
            alt: alt.trim(),
            width: variant.width,
            height: variant.height,
          })
          .run();
      }
      onDone();
    } catch (failure) {
      setError(reasonOf(failure, '사진을 올리지 못했습니다.'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <span className="rich-text__link">
      <label htmlFor="rich-text-image">사진 파일</label>
      <input
        id="rich-text-image"
        type="file"
        accept={SITE_IMAGE_UPLOAD_TYPES}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor="rich-text-image-alt">대체 텍스트</label>
      <input
        id="rich-text-image-alt"
        value={alt}
        maxLength={PHOTO_ALT_MAX_LENGTH}
        onChange={(event) => setAlt(event.target.value)}
      />
      <button type="button" disabled={progress !== null} onClick={() => void insert()}>
        넣기
      </button>
      {progress !== null ? (
        <>
          <label htmlFor="rich-text-image-progress" className="visually-hidden">
            사진 올리는 중
          </label>
          <progress id="rich-text-image-progress" max={1} value={progress} />
        </>
      ) : null}
      {error ? (
        <span role="alert" className="form__error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

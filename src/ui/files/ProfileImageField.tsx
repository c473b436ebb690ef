import { type JSX, useState } from 'react';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { PROFILE_IMAGE_ACCEPT, PROFILE_IMAGE_MAX_BYTES } from '../../domain/files/profile-image';
import { useProfileImageUpload } from './use-profile-image-upload';
import '../shared/forms/forms.css';
import './ProfileImageField.css';

export interface ProfileImageFieldProps {
  readonly idPrefix: string;
  /** Group id of the image chosen so far (uploaded), or null. */
  readonly value: string | null;
  /** Address of the image shown before any change (my info), or null. */
  readonly currentImageUrl?: string | null;
  readonly onChange: (atchFileMstId: string | null) => void;
  /** True while an upload runs, so the form can wait before submitting. */
  readonly onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The optional profile image of the sign-up and my-info forms. The chosen file is checked here
 * first (type and size, the domain's rule), then uploaded at once, with a progress bar and a
 * cancel button; the form gets the uploaded group's id through `onChange`, and is told while an
 * upload runs so that it can wait. Shows the chosen image (from the file itself, not the server),
 * or the current one, with a button that removes it.
 */
export function ProfileImageField({
  idPrefix,
  value,
  currentImageUrl = null,
  onChange,
  onUploadingChange,
}: ProfileImageFieldProps): JSX.Element {
  const { upload, chosen, removed, error, status, inputRef, choose, cancel, remove } =
    useProfileImageUpload({ onChange, onUploadingChange });
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const inputId = `${idPrefix}-file`;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const progressId = `${idPrefix}-progress`;

  const chosenShown = chosen !== null && value === chosen.atchFileMstId ? chosen.previewUrl : null;
  const previewUrl = upload?.previewUrl ?? chosenShown;
  const currentShown =
    !removed && currentImageUrl && currentImageUrl !== brokenUrl && chosenShown === null
      ? currentImageUrl
      : null;
  const percent = Math.round((upload?.progress ?? 0) * 100);
  const hasImage = chosenShown !== null || currentShown !== null || (!removed && value !== null);

  return (
    <div className="form__field profile-image">
      <label htmlFor={inputId}>프로필 사진</label>
      <div className="profile-image__body">
        <div className="profile-image__frame">
          {previewUrl ? (
            <img
              className="profile-image__preview"
              src={previewUrl}
              alt={upload ? '올리고 있는 프로필 사진 미리 보기' : '새로 고른 프로필 사진'}
            />
          ) : currentShown ? (
            <img
              className="profile-image__preview"
              src={currentShown}
              alt="현재 프로필 사진"
              onError={() => setBrokenUrl(currentShown)}
            />
          ) : (
            <span className="profile-image__empty">사진 없음</span>
          )}
        </div>
        <div className="profile-image__controls">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PROFILE_IMAGE_ACCEPT}
            disabled={upload !== null}
            aria-describedby={`${hintId} ${errorId}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event)}
          />
          <p id={hintId} className="form__hint">
            JPG, PNG, WebP, GIF 이미지를 {formatFileSize(PROFILE_IMAGE_MAX_BYTES)}까지 올릴 수
            있습니다.
          </p>
          {upload ? (
            <div className="profile-image__progress">
              <progress
                id={progressId}
                className="progress"
                max={100}
                value={percent}
                aria-label="프로필 사진 올리기 진행률"
                aria-valuetext={`${percent}%`}
              />
              <span className="profile-image__percent" aria-hidden="true">
                {percent}%
              </span>
              <button type="button" className="button" onClick={cancel}>
                올리기 취소
              </button>
            </div>
          ) : hasImage ? (
            <div className="profile-image__actions">
              <button type="button" className="button" onClick={remove}>
                사진 삭제
              </button>
            </div>
          ) : null}
        </div>
      </div>
      <p className="form__status profile-image__status" role="status">
        {status}
      </p>
      {/* Always present, so that screen readers announce the message when it appears. */}
      <p id={errorId} className="form__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

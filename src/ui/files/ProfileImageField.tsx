import { type ChangeEvent, type JSX, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '../../application/shared/errors/api-error';
import { formatFileSize } from '../../domain/shared/format/file-size';
import {
  PROFILE_IMAGE_ACCEPT,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageProblem,
} from '../../domain/files/profile-image';
import { useAppServices } from '../shared/app/app-services';
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

interface Upload {
  /** The chosen file's object URL, for its preview. */
  readonly previewUrl: string;
  /** 0 to 1. */
  readonly progress: number;
  readonly controller: AbortController;
}

interface Chosen {
  readonly previewUrl: string;
  readonly atchFileMstId: string;
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
  const { files } = useAppServices();
  const [upload, setUpload] = useState<Upload | null>(null);
  /** The image uploaded through this field, shown while it is the form's value. */
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [removed, setRemoved] = useState(false);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // The buttons come and go: when the one pressed is gone, the focus goes back to the input.
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  // The latest callbacks, for an upload that ends after later renders.
  const callbacks = useRef({ onChange, onUploadingChange });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onUploadingChange };
  });
  // The upload under way, aborted if the field goes away; object URLs made, revoked once unused.
  const running = useRef<AbortController | null>(null);
  const objectUrls = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const urls = objectUrls.current;
    return () => {
      mounted.current = false;
      running.current?.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);
  useEffect(() => {
    const inUse = new Set([upload?.previewUrl, chosen?.previewUrl]);
    for (const url of objectUrls.current) {
      if (!inUse.has(url)) {
        URL.revokeObjectURL(url);
        objectUrls.current.delete(url);
      }
    }
  }, [upload?.previewUrl, chosen?.previewUrl]);

  const inputId = `${idPrefix}-file`;
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const progressId = `${idPrefix}-progress`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again (after a refusal) is a change too.
    input.value = '';
    if (!file || running.current) return;
    const problem = profileImageProblem(file);
    setStatus('');
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const controller = new AbortController();
    const previewUrl = URL.createObjectURL(file);
    objectUrls.current.add(previewUrl);
    running.current = controller;
    setUpload({ previewUrl, progress: 0, controller });
    setStatus('사진을 올리는 중입니다.');
    callbacks.current.onUploadingChange?.(true);
    try {
      const ref = await files.uploadProfileImage(
        { name: file.name, data: file },
        {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (!mounted.current || controller.signal.aborted) return;
            setUpload((current) =>
              current?.controller === controller
                ? { ...current, progress: Math.max(current.progress, clamp(fraction)) }
                : current,
            );
          },
        },
      );
      if (!mounted.current) return;
      setChosen({ previewUrl, atchFileMstId: ref.atchFileMstId });
      setRemoved(false);
      setStatus('사진을 올렸습니다.');
      callbacks.current.onChange(ref.atchFileMstId);
    } catch (failure) {
      if (!mounted.current) return;
      if (controller.signal.aborted) {
        setStatus('사진 올리기를 취소했습니다.');
        setFocusRequest((count) => count + 1);
      } else {
        setStatus('');
        setError(
          failure instanceof Error && failure.message ? failure.message : DEFAULT_ERROR_MESSAGE,
        );
      }
    } finally {
      running.current = null;
      if (mounted.current) {
        setUpload(null);
        callbacks.current.onUploadingChange?.(false);
      }
    }
  };

  const cancel = () => {
    upload?.controller.abort();
  };

  const remove = () => {
    setChosen(null);
    setRemoved(true);
    setError(null);
    setStatus('사진을 삭제했습니다.');
    setFocusRequest((count) => count + 1);
    callbacks.current.onChange(null);
  };

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

function clamp(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.min(1, Math.max(0, fraction));
}

import { type ChangeEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '../../application/shared/errors/api-error';
import { profileImageProblem } from '../../domain/files/profile-image';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';

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
 * What the profile image field does (ProfileImageField.tsx shows it): checks a chosen file, uploads
 * it with its progress, cancels and removes, and tells the form the uploaded group's id and while
 * an upload runs. The previews' object URLs are revoked once unused, and an upload still running
 * when the field goes away is aborted.
 */
export function useProfileImageUpload({
  onChange,
  onUploadingChange,
}: {
  readonly onChange: (atchFileMstId: string | null) => void;
  readonly onUploadingChange?: (uploading: boolean) => void;
}) {
  const { files } = useAppServices();
  const reasonOf = useRefusalReason();
  const [upload, setUpload] = useState<Upload | null>(null);
  /** The image uploaded through this field, shown while it is the form's value. */
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [removed, setRemoved] = useState(false);
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
        setError(reasonOf(failure, DEFAULT_ERROR_MESSAGE));
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

  return { upload, chosen, removed, error, status, inputRef, choose, cancel, remove };
}

function clamp(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.min(1, Math.max(0, fraction));
}

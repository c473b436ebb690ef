import { useCallback, useRef, useState } from 'react';

/**
 * The profile image's upload, which a submit waits for: the group id of the image uploaded
 * last, and whether an upload is under way.
 */
export function useUploadGate() {
  const [uploading, setUploadingState] = useState(false);
  const busy = useRef(false);
  const image = useRef<string | null>(null);
  const waiting = useRef<(() => void)[]>([]);

  const setUploading = useCallback((value: boolean) => {
    busy.current = value;
    setUploadingState(value);
    if (!value) {
      const resume = waiting.current;
      waiting.current = [];
      for (const done of resume) done();
    }
  }, []);

  return {
    uploading,
    setUploading,
    setImageId: (atchFileMstId: string | null) => {
      image.current = atchFileMstId;
    },
    /** The image's group id once no upload is under way (PendingProfileImage). */
    settled: () =>
      new Promise<string | null>((resolve) => {
        const answer = () => resolve(image.current);
        if (busy.current) waiting.current.push(answer);
        else answer();
      }),
  };
}

export type UploadGate = ReturnType<typeof useUploadGate>;

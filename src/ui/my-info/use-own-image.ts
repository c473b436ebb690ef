import { useEffect, useState } from 'react';
import type { AttachedFileRef } from '../../domain/shared/attachments/attached-file';
import { useAppServices } from '../shared/app/app-services';

/**
 * An address for the member's own profile image. Profile images are private to their owner
 * (the public media address answers only public images), so the image is downloaded with the
 * member's token and shown from an object URL, revoked when the image changes or the page goes.
 * Null while loading, when there is no image, or when it cannot be read.
 */
export function useOwnImageUrl(image: AttachedFileRef | null): string | null {
  const { files } = useAppServices();
  const [url, setUrl] = useState<string | null>(null);
  const mstId = image?.atchFileMstId;
  const fileId = image?.atchFileId;

  useEffect(() => {
    if (!mstId || !fileId) {
      setUrl(null);
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    files
      .downloadFile({ atchFileMstId: mstId, atchFileId: fileId }, { signal: controller.signal })
      .then(
        (file) => {
          if (controller.signal.aborted) return;
          objectUrl = URL.createObjectURL(file.data);
          setUrl(objectUrl);
        },
        () => {
          if (!controller.signal.aborted) setUrl(null);
        },
      );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [files, mstId, fileId]);

  return url;
}

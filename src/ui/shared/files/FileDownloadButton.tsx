import { useState } from 'react';
import { saveAttachment } from '../../../application/files';
import type { AttachedFile } from '../../../domain/shared/attachments/attached-file';
import { formatFileSize } from '../../../domain/shared/format/file-size';
import { useAppServices } from '../app/app-services';
import './FileDownloadButton.css';

/**
 * A public file of the association (자료실's documents, 기부금 공개's reports): its name as a
 * download button (the spec's downloadFile), and its size.
 */
export function FileDownloadButton({
  file,
  onDownloaded,
}: {
  readonly file: AttachedFile;
  readonly onDownloaded?: () => void;
}) {
  const { files, fileSaver, notifier } = useAppServices();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveAttachment(files, fileSaver, file);
      onDownloaded?.();
    } catch {
      notifier.error(`${file.fileName} 파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="file-download">
      <button
        type="button"
        className="link-button"
        disabled={busy}
        aria-label={`내려받기: ${file.fileName}`}
        onClick={() => void download()}
      >
        {file.fileName}
      </button>{' '}
      <span className="muted">({formatFileSize(file.size)})</span>
      {busy ? <span role="status"> 내려받는 중…</span> : null}
    </span>
  );
}

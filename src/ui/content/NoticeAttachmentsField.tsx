import { useRef, useState } from 'react';
import type { AttachedFile } from '../../domain/shared/attachments/attached-file';
import { formatFileSize } from '../../domain/shared/format/file-size';
import { useAppServices } from '../shared/app/app-services';
import { FileField } from '../shared/forms/kit';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';

interface Upload {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  /** 0 to 1 while it goes; null once done. */
  readonly progress: number | null;
}

export interface NoticeAttachmentsFieldProps {
  /** The notice's file group, once it has one. */
  readonly groupId: string | null;
  readonly attachments: readonly AttachedFile[];
  /** A file has been uploaded into the group (the first one starts it). */
  readonly onUploaded: (groupId: string, file: AttachedFile) => void;
  readonly onBusyChange: (busy: boolean) => void;
}

/**
 * A notice's attachments: files chosen here are uploaded one after another into the notice's
 * group, each with its progress; the server makes them the association's when the notice is
 * saved. Refusals (type, size) are said beside the field, with the file's name.
 */
export function NoticeAttachmentsField(props: NoticeAttachmentsFieldProps) {
  const { files, clock } = useAppServices();
  const reasonOf = useRefusalReason();
  // Each upload's own key, for its progress row.
  const uploadCount = useRef(0);
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [error, setError] = useState<string | null>(null);

  const uploadAll = async (chosen: readonly File[]) => {
    setError(null);
    props.onBusyChange(true);
    let group = props.groupId;
    const queued = chosen.map((file) => ({
      key: String((uploadCount.current += 1)),
      name: file.name,
      size: file.size,
      progress: 0,
    }));
    setUploads((current) => [...current, ...queued]);
    const update = (key: string, progress: number | null) =>
      setUploads((current) =>
        current.map((each) => (each.key === key ? { ...each, progress } : each)),
      );
    for (const [index, file] of chosen.entries()) {
      const { key } = queued[index] ?? { key: '' };
      try {
        const ref = await files.uploadFile(
          { name: file.name, data: file },
          {
            ...(group ? { atchFileMstId: group } : {}),
            onProgress: (fraction) => update(key, fraction),
          },
        );
        group = ref.atchFileMstId;
        update(key, null);
        props.onUploaded(group, {
          ...ref,
          fileName: file.name,
          mimeType: file.type,
          size: file.size,
          uploadedAt: clock.now().toISOString(),
        });
      } catch (failure) {
        setUploads((current) => current.filter((each) => each.key !== key));
        setError(`${file.name}: ${reasonOf(failure, '올리지 못했습니다.')}`);
      }
    }
    setUploads((current) => current.filter((each) => each.progress !== null));
    props.onBusyChange(false);
  };

  return (
    <fieldset className="notice-editor__files">
      <legend>첨부 파일</legend>
      {props.attachments.length > 0 ? (
        <ul aria-label="첨부한 파일">
          {props.attachments.map((file) => (
            <li key={file.atchFileId}>
              {file.fileName} <span className="muted">({formatFileSize(file.size)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {uploads.map((upload) => (
        <p key={upload.key}>
          <label htmlFor={`upload-${upload.key}`}>{upload.name} 올리는 중</label>{' '}
          <progress id={`upload-${upload.key}`} max={1} value={upload.progress ?? 1} />
        </p>
      ))}
      <FileField
        id="notice-files"
        label="파일 추가"
        multiple
        hint="한글(hwp·hwpx), PDF, 오피스 문서, 이미지, ZIP 파일을 올릴 수 있습니다."
        onFiles={(chosen) => void uploadAll(chosen)}
      />
      {error ? (
        <p role="alert" className="form__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

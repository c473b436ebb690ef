import type { AttachedFile } from '../../../src/domain/shared/attachments/attached-file';
import { attachedFileOf, type FileGroups } from '../files';
import type { NoticeRecord } from './ports';

/** A notice's files: those of its group that are the association's (given when it was saved). */
export async function attachmentsOf(
  fileGroups: FileGroups,
  notice: Pick<NoticeRecord, 'attachmentsMstId'>,
): Promise<AttachedFile[]> {
  if (!notice.attachmentsMstId) return [];
  const files = await fileGroups.listGroup(notice.attachmentsMstId);
  return files
    .filter((file) => file.visibility === 'public' && file.ownerId === null)
    .map(attachedFileOf);
}

import type { CamelCaseRow } from '../shared/schema';

/**
 * The files' table (their records; the contents are the file store's), added to the shared
 * `DatabaseSchema` by declaration merging (see ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    attached_files: AttachedFilesTable;
    file_downloads: FileDownloadsTable;
    file_download_visitors: FileDownloadVisitorsTable;
  }

  interface Tables {
    attachedFiles: Omit<CamelCaseRow<AttachedFilesTable>, 'visibility'> & {
      visibility: 'public' | 'private';
    };
  }
}

export interface AttachedFilesTable {
  atch_file_id: string;
  atch_file_mst_id: string;
  owner_id: string | null;
  visibility: string;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

/** Downloads of one public file, added to on each (migration 0012-files-downloads). */
export interface FileDownloadsTable {
  atch_file_id: string;
  downloads: number;
}

/** Who downloaded a public file on a Korean day, as a keyed digest (migration 0022). */
export interface FileDownloadVisitorsTable {
  atch_file_id: string;
  day: string;
  visitor: string;
}

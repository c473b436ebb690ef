/**
 * The library feature's table, added to the shared `DatabaseSchema` by declaration merging (see
 * ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    library_documents: LibraryDocumentsTable;
  }
}

/** 자료실: one document, its files the group `atch_file_mst_id` (the newest is offered). */
export interface LibraryDocumentsTable {
  id: string;
  /** The domain's LIBRARY_CATEGORIES. */
  category: string;
  title: string;
  description: string;
  atch_file_mst_id: string;
  created_at: string;
  updated_at: string;
  /** The administrator who last changed it (no reference: the document outlives the account). */
  updated_by: string;
}

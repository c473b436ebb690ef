import Type from 'typebox';
import {
  LIBRARY_CATEGORIES,
  LIBRARY_DESCRIPTION_MAX_LENGTH,
  LIBRARY_MAX_PAGE_SIZE,
  LIBRARY_QUERY_MAX_LENGTH,
  LIBRARY_TITLE_MAX_LENGTH,
} from '../domain/library/library';
import { MAX_PAGE_NUMBER } from '../domain/shared/paging/page';
import { AttachedFileSchema } from './files';
import type { EndpointSchemas } from './shared/endpoint';
import { FileId, NoData, Nullable, OneOf, PageOf, Text } from './shared/schemas';

export const LibraryParamsSchema = Type.Object(
  { documentId: FileId },
  { additionalProperties: false },
);

export const LibraryQuerySchema = Type.Object(
  {
    category: Type.Optional(OneOf(LIBRARY_CATEGORIES)),
    /** Words searched in the title and the description; each must appear. */
    query: Type.Optional(Text(LIBRARY_QUERY_MAX_LENGTH)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    /** 20 unless given. */
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: LIBRARY_MAX_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

export const LibraryDocumentSchema = Type.Object({
  documentId: Type.String(),
  category: OneOf(LIBRARY_CATEGORIES),
  title: Type.String(),
  description: Type.String(),
  file: Nullable(AttachedFileSchema),
  downloads: Type.Integer({ minimum: 0 }),
  updatedAt: Type.String(),
});

export const EditableLibraryDocumentSchema = Type.Object({
  ...LibraryDocumentSchema.properties,
  atchFileMstId: Type.String(),
});

export const LibraryDraftSchema = Type.Object(
  {
    category: OneOf(LIBRARY_CATEGORIES),
    title: Text(LIBRARY_TITLE_MAX_LENGTH, { minLength: 1 }),
    description: Text(LIBRARY_DESCRIPTION_MAX_LENGTH, { lines: 'multiple' }),
    /** Null is refused with the domain's message (a file is required). */
    atchFileMstId: Nullable(FileId),
  },
  { additionalProperties: false },
);

/** What each of the feature's calls takes and answers (src/contract/endpoints/library.ts). */
export const LIBRARY_SCHEMAS = {
  listLibrary: { querystring: LibraryQuerySchema, data: PageOf(LibraryDocumentSchema) },
  officeLibrary: {
    querystring: LibraryQuerySchema,
    data: PageOf(EditableLibraryDocumentSchema),
  },
  createLibraryDocument: {
    body: LibraryDraftSchema,
    data: Type.Object({ documentId: Type.String() }),
  },
  updateLibraryDocument: { params: LibraryParamsSchema, body: LibraryDraftSchema, data: NoData },
  deleteLibraryDocument: { params: LibraryParamsSchema, data: NoData },
} as const satisfies Record<string, EndpointSchemas>;

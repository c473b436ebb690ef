import type { LibraryDocument } from '../../../src/domain/library/library';
import type { Page } from '../../../src/domain/shared/paging/page';
import { expectSuccess } from './auth-helpers';
import { as, type SignedInMember } from './members';
import type { TestServer } from './test-server';
import { uploaded } from './uploads';

/** A small PDF: the 자료실's usual document. */
export const LIBRARY_PDF = Buffer.from('%PDF-1.4\n총동문회 회칙\n%%EOF\n');

/** The office adds 총동문회 회칙 (one PDF) to the 자료실; answers the document as listed. */
export async function listedLibraryDocument(
  server: TestServer,
  office: SignedInMember,
): Promise<LibraryDocument> {
  const file = await uploaded(server, {
    member: office,
    fileName: '총동문회 회칙.pdf',
    bytes: LIBRARY_PDF,
    mimeType: 'application/pdf',
  });
  expectSuccess(
    await server.call('createLibraryDocument', {
      ...as(office),
      body: {
        category: 'regulation',
        title: '총동문회 회칙',
        description: '',
        atchFileMstId: file.atchFileMstId,
      },
    }),
  );
  const [document] = expectSuccess(await server.call<Page<LibraryDocument>>('listLibrary')).items;
  if (!document) throw new Error('not listed');
  return document;
}

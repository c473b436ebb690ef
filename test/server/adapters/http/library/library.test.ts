import { beforeEach, describe, expect, it } from 'vitest';
import type { LibraryDocument } from '../../../../../src/domain/library/library';
import type { Page } from '../../../../../src/domain/shared/paging/page';
import { expectSuccess, HANGUL } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { dialects, onSqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { uploaded } from '../../../support/uploads';
import { signedInOffice } from '../../../support/office';
import { LIBRARY_PDF as PDF, listedLibraryDocument } from '../../../support/library';

/** Issue 13 item 5: 자료실, its files the association's, each download counted in the database. */
describe.each(dialects())('the file library (%s)', (dialect) => {
  // The feature's PostgreSQL flow and what the database decides run on both; the rest on SQLite.
  const itOnSqlite = onSqliteOnly(dialect);
  // Behind a proxy that says who the client is, so that downloads can come from several addresses.
  const server = useTestServer(dialect, { env: { TRUST_PROXY: 'true' } });
  let admin: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
  });

  const documentWithFile = () => listedLibraryDocument(server, admin);

  it('counts downloads in the database: parallel downloads by different visitors all count, with a Korean file name', async () => {
    const document = await documentWithFile();
    const file = document.file;
    if (!file) throw new Error('no file');
    const downloads = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        server.fetch('/api/user/file/downloadFile', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${index}` },
          body: JSON.stringify({ atchFileMstId: file.atchFileMstId, atchFileId: file.atchFileId }),
        }),
      ),
    );
    for (const response of downloads) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(
        encodeURIComponent('총동문회 회칙.pdf'),
      );
      await response.arrayBuffer();
    }
    const [listed] = expectSuccess(await server.call<Page<LibraryDocument>>('listLibrary')).items;
    expect(listed?.downloads).toBe(12);
  });

  itOnSqlite('does not count a member’s own files, and keeps them private', async () => {
    const member = await signedInMember(server);
    const own = await uploaded(server, {
      member,
      fileName: '성적증명서.pdf',
      bytes: PDF,
      mimeType: 'application/pdf',
    });
    const download = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${member.accessToken}`,
        'x-user-id': member.userId,
      },
      body: JSON.stringify(own),
    });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    const counts = await server.runtime.ports.store.files.downloadsOfGroups([own.atchFileMstId]);
    expect(counts.get(own.atchFileMstId)).toBe(0);
  });

  itOnSqlite(
    'answers bad input with a Korean 400, audits the office’s changes and revalidates the list',
    async () => {
      const document = await documentWithFile();
      for (const body of [
        { category: 'secret', title: '회칙', description: '', atchFileMstId: 'x' },
        { category: 'form', title: '', description: '', atchFileMstId: 'x' },
        { category: 'form', title: '회칙', description: '', atchFileMstId: null },
        { category: 'form', title: '회칙', description: '', atchFileMstId: 'no-such-group' },
        { category: 'form', title: '회칙', description: 'x'.repeat(501), atchFileMstId: 'x' },
      ]) {
        const result = await server.call('createLibraryDocument', { ...as(admin), body });
        expect(result.status, JSON.stringify(body)).toBe(400);
        expect(result.body.message).toMatch(HANGUL);
      }
      expect(expectSuccess(await server.call<Page<LibraryDocument>>('listLibrary')).total).toBe(1);
      const first = await server.fetch('/api/public/library');
      const again = await server.fetch('/api/public/library', {
        headers: { 'if-none-match': first.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);

      expectSuccess(
        await server.call('deleteLibraryDocument', {
          ...as(admin),
          params: { documentId: document.documentId },
        }),
      );
      const audit = await server.runtime.ports.store.auditLog.search(
        { targetId: document.documentId },
        { page: 1, size: 10 },
      );
      expect(audit.items.map((entry) => entry.action).reverse()).toEqual([
        'library.create',
        'library.delete',
      ]);
    },
  );
});

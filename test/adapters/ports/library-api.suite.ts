import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNKNOWN_FILE_GROUP } from '../../../src/domain/shared/attachments/attached-file';
import {
  LIBRARY_FILE_REQUIRED,
  type LibraryDraft,
  NO_SUCH_DOCUMENT,
} from '../../../src/domain/library/library';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const pdf = (name: string, text = '%PDF-1.4 회칙') => ({
  name,
  data: new Blob([text], { type: 'application/pdf' }),
});

const ALL = { category: null, query: '', page: 1 } as const;

/** The LibraryApi and OfficeLibraryApi ports: 자료실, with downloads counted. */
export function describeLibraryApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`LibraryApi and OfficeLibraryApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    async function document(overrides: Partial<LibraryDraft> = {}, fileName = '총동문회 회칙.pdf') {
      const { atchFileMstId } = await world.files.uploadFile(pdf(fileName));
      const draft: LibraryDraft = {
        category: 'regulation',
        title: '총동문회 회칙',
        description: '2026년 정기총회에서 고친 회칙입니다.',
        atchFileMstId,
        ...overrides,
      };
      return { documentId: await world.officeLibrary.createLibraryDocument(draft), draft };
    }

    it('lists a document with its newest file, and counts each visitor’s download of any version once a day', async () => {
      await world.signInAsAdministrator();
      const { documentId, draft } = await document();
      leave(world);
      const [listed] = (await world.library.listLibrary(ALL)).items;
      expect(listed).toMatchObject({
        documentId,
        title: '총동문회 회칙',
        category: 'regulation',
        downloads: 0,
        file: { fileName: '총동문회 회칙.pdf' },
      });
      const first = listed?.file;
      if (!first) throw new Error('no file listed');
      const downloaded = await world.files.downloadFile(first);
      expect(downloaded.fileName).toBe('총동문회 회칙.pdf');
      // Again by the same visitor the same day: counted once (issue 27).
      await world.files.downloadFile(first);
      expect((await world.library.listLibrary(ALL)).items[0]?.downloads).toBe(1);

      // A new version into the same group: offered instead, the downloads counted together.
      await world.signInAsAdministrator();
      await world.files.uploadFile(pdf('총동문회 회칙(개정).pdf'), {
        atchFileMstId: draft.atchFileMstId ?? '',
      });
      await world.officeLibrary.updateLibraryDocument(documentId, draft);
      leave(world);
      const [updated] = (await world.library.listLibrary(ALL)).items;
      expect(updated?.file?.fileName).toBe('총동문회 회칙(개정).pdf');
      if (!updated?.file) throw new Error('no new version listed');
      await world.files.downloadFile(updated.file);
      const [counted] = (await world.library.listLibrary(ALL)).items;
      expect(counted?.downloads).toBe(2);
      expect(await world.files.recentFile(draft.atchFileMstId ?? '')).toMatchObject({
        fileName: '총동문회 회칙(개정).pdf',
      });
    });

    it('finds documents by category and by words in the title and the description', async () => {
      await world.signInAsAdministrator();
      const regulation = await document();
      const form = await document(
        { category: 'form', title: '장학금 신청서', description: '한글 파일입니다.' },
        '장학금 신청서.pdf',
      );
      leave(world);
      const ids = async (category: 'form' | null, query: string) =>
        (await world.library.listLibrary({ category, query, page: 1 })).items.map(
          (item) => item.documentId,
        );
      expect(await ids('form', '')).toEqual([form.documentId]);
      expect(await ids(null, '정기총회')).toEqual([regulation.documentId]);
      expect(await ids(null, '장학금 한글')).toEqual([form.documentId]);
      expect(await ids(null, '없는 자료')).toEqual([]);
    });

    it('refuses a document without a file, a group that is not the administrator’s, and anyone but an administrator', async () => {
      const member = await approvedMember(world);
      await signIn(world, member);
      const { atchFileMstId: membersGroup } = await world.files.uploadFile(pdf('개인 파일.pdf'));
      leave(world);
      await world.signInAsAdministrator();
      await expect(
        world.officeLibrary.createLibraryDocument({
          category: 'form',
          title: '서식',
          description: '',
          atchFileMstId: null,
        }),
      ).rejects.toMatchObject(refusal('invalidInput', LIBRARY_FILE_REQUIRED));
      await expect(
        world.officeLibrary.createLibraryDocument({
          category: 'form',
          title: '서식',
          description: '',
          atchFileMstId: membersGroup,
        }),
      ).rejects.toMatchObject(refusal('invalidInput', UNKNOWN_FILE_GROUP));
      await expect(
        world.officeLibrary.deleteLibraryDocument('no-such-document'),
      ).rejects.toMatchObject(refusal('notFound', NO_SUCH_DOCUMENT));
      const { documentId } = await document();
      leave(world);
      await signIn(world, member);
      await expect(world.officeLibrary.deleteLibraryDocument(documentId)).rejects.toMatchObject(
        refusal('forbidden'),
      );
      leave(world);
      await world.signInAsAdministrator();
      await world.officeLibrary.deleteLibraryDocument(documentId);
      expect((await world.library.listLibrary(ALL)).total).toBe(0);
    });
  });
}

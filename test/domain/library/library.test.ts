import { describe, expect, it } from 'vitest';
import { DEMO_LIBRARY } from '../../../src/domain/library/demo-library';
import { libraryDraftRefusal, savedLibraryFieldsOf } from '../../../src/domain/library/library';

describe('a 자료실 document as stored (server and fake alike)', () => {
  it('keeps the texts trimmed, the file group checked, changed now', () => {
    expect(
      savedLibraryFieldsOf(
        { category: 'form', title: ' 장학금 신청서 ', description: ' 서식 ' },
        'group-1',
        '2026-03-02T00:00:00.000Z',
      ),
    ).toEqual({
      category: 'form',
      title: '장학금 신청서',
      description: '서식',
      atchFileMstId: 'group-1',
      updatedAt: '2026-03-02T00:00:00.000Z',
    });
  });

  it('has demo documents each draft would pass', () => {
    for (const document of DEMO_LIBRARY) {
      expect(libraryDraftRefusal({ ...document, atchFileMstId: 'group' })).toBeNull();
    }
  });
});

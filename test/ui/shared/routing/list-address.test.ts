import { describe, expect, it } from 'vitest';
import { itemHref } from '../../../../src/domain/shared/routing/item-address';
import { listHref } from '../../../../src/ui/shared/routing/list-address';

describe('list and item addresses', () => {
  it('puts an item’s id in the list’s query', () => {
    expect(itemHref('/association/notice', 'a b')).toBe('/association/notice?id=a%20b');
  });

  it('keeps filters and the page in the query, leaving out blanks and the first page', () => {
    expect(listHref('/alumni/pr', { category: null, query: '  ' }, 1)).toBe('/alumni/pr');
    expect(listHref('/alumni/pr', { category: 'it', query: ' 정밀 ' }, 2)).toBe(
      `/alumni/pr?category=it&query=${encodeURIComponent('정밀')}&page=2`,
    );
  });
});

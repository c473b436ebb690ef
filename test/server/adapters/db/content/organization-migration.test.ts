import { afterEach, describe, expect, it } from 'vitest';
import { positionsOfList } from '../../../../../server/adapters/db/content/migrations/0025-content-organization';
import { ORGANIZATION_MAX_DEPTH } from '../../../../../src/domain/content/organization';
import { expectSuccess } from '../../../support/auth-helpers';
import { migrateBackBefore } from '../../../support/migrations';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';

const MIGRATION = '0025-content-organization';

/** The page of text the chart replaces, as the office wrote it before issue 29. */
const OLD_PAGE =
  '<h2>총동문회 조직</h2><ul><li>회장<ul><li>수석부회장<ul><li>부회장단 (기수별 1인)</li></ul></li>' +
  '<li>사무총장<ul><li>사무국 (총무, 재무, 홍보)</li></ul></li><li>감사 &amp; 자문</li></ul></li>' +
  '<li>이사회</li></ul>';

describe.each(dialects())(`migration ${MIGRATION} (%s)`, (dialect) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('turns the page of text’s bulleted list into the chart’s positions and removes the page', async () => {
    server = await startTestServer(dialect);
    await migrateBackBefore(server, MIGRATION);
    const { db } = server.runtime.database;
    await db
      .insertInto('site_pages')
      .values({
        key: 'organization',
        body_html: OLD_PAGE,
        body_text: '',
        updated_at: '2026-01-01T00:00:00.000Z',
        updated_by: 'office',
      })
      .execute();
    await server.runtime.database.migrate();

    const chart = expectSuccess(
      await server.call<{ depth: number; title: string }[]>('organizationChart'),
    );
    expect(chart.map(({ depth, title }) => [depth, title])).toEqual([
      [0, '회장'],
      [1, '수석부회장'],
      [2, '부회장단 (기수별 1인)'],
      [1, '사무총장'],
      [2, '사무국 (총무, 재무, 홍보)'],
      [1, '감사 & 자문'],
      [0, '이사회'],
    ]);
    const pages = await db.selectFrom('site_pages').select('key').execute();
    expect(pages.map((page) => page.key)).not.toContain('organization');
  });
});

describe('the old list read as positions', () => {
  it('keeps the depths within the chart’s rules', () => {
    const deep =
      '<ul><li>a' + '<ul><li>b'.repeat(ORGANIZATION_MAX_DEPTH + 2) + '</li></ul>'.repeat(9);
    const depths = positionsOfList(deep).map((position) => position.depth);
    expect(Math.max(...depths)).toBe(ORGANIZATION_MAX_DEPTH - 1);
    expect(positionsOfList('<p>회장: 박정우</p>')).toEqual([]);
  });
});

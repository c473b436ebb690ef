import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSummariesLeftOut, withoutSummaries } from '../../../scripts/build/api-summaries';

const endpointsDir = path.resolve(import.meta.dirname, '../../../src/contract/endpoints');

describe('the SPA build leaves the API summaries out', () => {
  it('leaves out every summary and tag of every endpoint table, one line or two, and nothing else', () => {
    const tables = fs
      .readdirSync(endpointsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'));
    expect(tables).toContain(path.join('office', 'donations.ts'));
    expect(tables).toContain(path.join('pages', 'donations.ts'));
    for (const file of tables) {
      const source = fs.readFileSync(path.join(endpointsDir, file), 'utf8');
      const stripped = withoutSummaries(source);
      expect(stripped, file).not.toMatch(/summary:|tag:/u);
      // Paths, methods and access stay as they are.
      const keep = (text: string) =>
        text.split('\n').filter((line) => /path:|method:|access:/u.test(line));
      expect(keep(stripped), file).toEqual(keep(source));
    }
    expect(
      withoutSummaries(
        "{\n    access: 'public',\n    tag: 'auth',\n    summary:\n      '아이디 찾기: 메일로 보냅니다.',\n  }",
      ),
    ).toBe("{\n    access: 'public',\n  }");
    expect(withoutSummaries("{ summary: '이 사람\\'s 것', path: '/x' }")).toBe("{ path: '/x' }");
  });

  it('applies to builds only, and to the endpoint tables only', () => {
    const plugin = apiSummariesLeftOut();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(
      transform("{ summary: '로그인', path: '/' }", '/x/src/contract/endpoints/session.ts'),
    ).toEqual({
      code: "{ path: '/' }",
      map: null,
    });
    expect(
      transform("{ summary: '승인', path: '/' }", '/x/src/contract/endpoints/office/admin.ts'),
    ).toEqual({ code: "{ path: '/' }", map: null });
    expect(
      transform(
        "{ summary: '명예의 전당', path: '/' }",
        '/x/src/contract/endpoints/pages/donations.ts',
      ),
    ).toEqual({ code: "{ path: '/' }", map: null });
    expect(transform("summary: '로그인'", '/x/src/contract/session.ts')).toBeNull();
  });
});

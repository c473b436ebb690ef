import { beforeEach, describe, expect, it } from 'vitest';
import type { SitePage } from '../../../../../src/domain/content/site-pages';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { approve, as, registerMember, signIn, type SignedInMember } from '../../../support/members';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/** Issue 13 items 1 and 8: the office's pages of text, over HTTP on SQLite and PostgreSQL. */
describe.each(sqliteOnly())('the association’s pages of text (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;

  beforeEach(async () => {
    const office = {
      userId: 'office2026',
      password: 'Office!2026admin',
      name: '사무국',
      email: 'office@example.com',
    };
    await server.runtime.services.administration.createAdministrator(office);
    admin = await signIn(server, office);
  });

  const save = (key: string, bodyHtml: string, by: SignedInMember = admin) =>
    server.call('updateSitePage', { ...as(by), params: { key }, body: { bodyHtml } });

  it('serves a page the office wrote, sanitised, revalidated by ETag; an unwritten one is 404', async () => {
    expectRefusal(await server.call('sitePage', { params: { key: 'greeting' } }), 'notFound');
    expectSuccess(
      await save(
        'greeting',
        '<h2>인사말</h2><p onclick="x">반갑습니다<script>alert(1)</script></p>',
      ),
    );
    const page = await server.call<SitePage>('sitePage', { params: { key: 'greeting' } });
    expect(expectSuccess(page)).toMatchObject({
      key: 'greeting',
      bodyHtml: '<h2>인사말</h2><p>반갑습니다</p>',
    });
    expect(page.headers.get('etag')).toMatch(/^W\//u);
    expect(page.headers.get('cache-control')).toBe('public, no-cache');

    server.clock.advance(60_000);
    expectSuccess(await save('greeting', '<p>새 인사말</p>'));
    const office = expectSuccess(await server.call<SitePage[]>('officeSitePages', as(admin)));
    expect(office).toEqual([
      expect.objectContaining({ key: 'greeting', bodyHtml: '<p>새 인사말</p>' }),
    ]);
  });

  it('refuses an unknown page, an empty body, and anyone but an administrator, changing nothing', async () => {
    expectRefusal(await save('secret', '<p>x</p>'), 'invalidInput');
    expectRefusal(await server.call('sitePage', { params: { key: 'secret' } }), 'invalidInput');
    expectRefusal(await save('founder', '<p> </p>'), 'invalidInput');
    const registered = await registerMember(server);
    await approve(server, registered.userId);
    const member = await signIn(server, registered);
    expectRefusal(await save('founder', '<p>설립자</p>', member), 'forbidden');
    expectRefusal(
      await server.call('updateSitePage', {
        params: { key: 'founder' },
        body: { bodyHtml: '<p>x</p>' },
      }),
      'unauthenticated',
    );
    expect(expectSuccess(await server.call<SitePage[]>('officeSitePages', as(admin)))).toEqual([]);
    const audit = await server.runtime.ports.store.auditLog.search(
      { targetId: 'founder' },
      { page: 1, size: 10 },
    );
    expect(audit.items.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['page.update', 'invalidInput'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName, pathOf } from '../../src/contract/endpoints';
import type { MemberProfileData } from '../../src/contract/shared/member-schemas';
import { expectSuccess, ONE_MINUTE, refresh, requestCode } from '../server/support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../server/support/members';
import { anUpdateOf } from '../support/members';
import { type CallResult, sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Answers that carry personal data or tokens must not be kept by the browser's cache or a proxy
 * (a shared computer, a company proxy): every call of the API answers `Cache-Control: no-store`
 * unless the contract marks it cacheable (public images), refusals included (issue 9, item 8).
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_PASSWORD = 'Saebit#2027pw';

function expectNotStored(answer: { status: number; headers: Headers }, what: string) {
  expect({ what, cacheControl: answer.headers.get('cache-control') }).toEqual({
    what,
    cacheControl: 'no-store',
  });
}

describe.each(sqliteOnly())('caching of answers with personal data (%s)', (dialect) => {
  const server = useTestServer(dialect, {
    seed: async () => {
      member = await signedInMember(server, { userId: 'cachetest26' });
    },
  });
  let member: SignedInMember;

  async function uploadOwnFile() {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), '증명사진.png');
    const response = await server.fetch('/api/user/file', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.accessToken}`, 'x-user-id': member.userId },
      body: form,
    });
    const body = (await response.json()) as { data: { atchFileMstId: string; atchFileId: string } };
    return { response, file: body.data };
  }

  it('says no-store on sign-in and refresh (tokens)', async () => {
    const signedIn = await server.call<{ accessToken: string; refreshToken: string }>('signIn', {
      body: { userId: member.userId, password: member.password },
    });
    const tokens = expectSuccess(signedIn);
    expectNotStored(signedIn, 'signIn');
    const refreshed = await refresh(server, tokens);
    expectSuccess(refreshed);
    expectNotStored(refreshed, 'refresh');
  });

  it('says no-store on my info, read and changed, and on the password change', async () => {
    const mine = await server.call<MemberProfileData>('getMyInfo', as(member));
    expectNotStored(mine, 'getMyInfo');
    const changed = await server.call('updateMyInfo', {
      ...as(member),
      body: anUpdateOf(expectSuccess(mine)),
    });
    expectSuccess(changed);
    expectNotStored(changed, 'updateMyInfo');

    const other = await signedInMember(server, { userId: 'pwchange26' });
    const passwordChanged = await server.call('changeMyPassword', {
      ...as(other),
      body: { currentPassword: other.password, newPassword: NEW_PASSWORD },
    });
    expectSuccess(passwordChanged);
    expectNotStored(passwordChanged, 'changeMyPassword');
  });

  it('says no-store on the directory and its regions', async () => {
    const found = await server.call('searchAlumni', { ...as(member), query: { name: '김' } });
    expectSuccess(found);
    expectNotStored(found, 'searchAlumni');
    const regions = await server.call('alumniRegions', as(member));
    expectSuccess(regions);
    expectNotStored(regions, 'alumniRegions');
  });

  it('says no-store on an upload’s answer, the file’s details and its download', async () => {
    const { response, file } = await uploadOwnFile();
    expectNotStored(response, 'uploadFile');
    const recent = await server.call('recentFile', {
      ...as(member),
      query: { atchFileMstId: file.atchFileMstId },
    });
    expectSuccess(recent);
    expectNotStored(recent, 'recentFile');

    const headers = {
      authorization: `Bearer ${member.accessToken}`,
      'x-user-id': member.userId,
      'content-type': 'application/json',
    };
    const byId = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers,
      body: JSON.stringify(file),
    });
    expect(byId.status).toBe(200);
    expectNotStored(byId, 'downloadFile');
    const byName = await server.fetch('/api/user/file/downloadFiles', {
      method: 'POST',
      headers,
      body: JSON.stringify({ atchFileMstId: file.atchFileMstId, fileNm: '증명사진.png' }),
    });
    expect(byName.status).toBe(200);
    expectNotStored(byName, 'downloadFiles');
  });

  it('says no-store on finding an id and a password, and on the reset', async () => {
    const found = await signedInMember(server, { userId: 'recover26' });
    server.clock.advance(ONE_MINUTE);
    const idCode = await requestCode(server, found.email, 'findId');
    const foundId = await server.call('findId', {
      body: { name: found.name, email: found.email, authCode: idCode },
    });
    expectSuccess(foundId);
    expectNotStored(foundId, 'findId');

    server.clock.advance(ONE_MINUTE);
    const passwordCode = await requestCode(server, found.email, 'findPassword');
    const reset = await server.call<{ resetToken: string }>('findPassword', {
      body: { userId: found.userId, name: found.name, email: found.email, authCode: passwordCode },
    });
    const { resetToken } = expectSuccess(reset);
    expectNotStored(reset, 'findPassword');
    const changed = await server.call('resetPassword', {
      body: { resetToken, newPassword: NEW_PASSWORD },
    });
    expectSuccess(changed);
    expectNotStored(changed, 'resetPassword');
  });

  it('says no-store on every call but the cacheable ones, refusals included', async () => {
    const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (name) => !('cacheable' in ENDPOINTS[name]) && !('revalidate' in ENDPOINTS[name]),
    );
    const answers: { name: EndpointName; answer: CallResult | Response }[] = [];
    for (const name of names) {
      const endpoint = ENDPOINTS[name];
      const url = pathOf(
        name,
        endpoint.path.includes(':')
          ? {
              userId: 'x',
              atchFileId: 'x',
              noticeId: 'x',
              key: 'x',
              albumId: 'x',
              companyId: 'x',
              documentId: 'x',
              fundId: 'x',
              donorId: 'x',
              donationId: 'x',
              scholarshipId: 'x',
              receiptId: 'x',
              faxId: 'x',
              paymentId: 'x',
              orderId: 'gift-00000000-none',
              pledgeId: 'x',
              messageId: 'x',
              campaignId: 'x',
              eventId: 'x',
              registrationId: 'x',
              year: 'x',
            }
          : {},
      );
      // Without a token and with an empty body: refused or answered, never to be stored.
      const answer = await server.fetch(url, {
        method: endpoint.method,
        ...(endpoint.method === 'GET'
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      });
      answers.push({ name, answer });
    }
    for (const { name, answer } of answers) expectNotStored(answer, name);
  });

  it('says no-store on an unknown image id: only an image that is there may be cached', async () => {
    const answer = await server.fetch(pathOf('media', { atchFileId: 'no-such-image' }));
    expect(answer.status).toBe(404);
    expectNotStored(answer, 'media of an unknown id');
  });

  it.each([
    ['GET', '/api/no/such/call'],
    ['POST', '/api/user/nothing'],
    ['GET', '/api/public/notices/x/y/z'],
  ])('says no-store on an unknown API path (%s %s)', async (method, target) => {
    const answer = await server.fetch(target, { method });
    expect(answer.status).toBe(404);
    expectNotStored(answer, `${method} ${target}`);
  });

  it('lets public images be cached: they never change under their id', async () => {
    expect(Object.entries(ENDPOINTS).filter(([, endpoint]) => 'cacheable' in endpoint)).toEqual([
      ['media', expect.objectContaining({ cacheable: true })],
    ]);
  });

  it('lets public content be kept only by caches that ask first, refusals included (issue 13)', async () => {
    const revalidated = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (name) => 'revalidate' in ENDPOINTS[name],
    );
    // The set matters, not the table's order (calls move between first-screen and later tables).
    expect([...revalidated].sort()).toEqual(
      [
        'listNotices',
        'notice',
        'sitePage',
        'listAlbums',
        'album',
        'timeline',
        'pastPresidents',
        'organizationChart',
        'listCompanies',
        'listLibrary',
        'donationYear',
        'donationStatistics',
        'hallOfFame',
        'donationDisclosure',
        'listDonationFunds',
      ].sort(),
    );
    // Lists answer even when empty: cached publicly; a missing item is a refusal.
    const lists = new Set([
      'listNotices',
      'listAlbums',
      'timeline',
      'pastPresidents',
      'organizationChart',
      'listCompanies',
      'listLibrary',
      'donationStatistics',
      'hallOfFame',
      'donationDisclosure',
      'listDonationFunds',
    ]);
    for (const name of revalidated) {
      expect(ENDPOINTS[name].access).toBe('public');
      // A notice, a page and an album that are not there: refused, so only "ask first".
      const path = pathOf(name, { noticeId: 'x', key: 'greeting', albumId: 'x' });
      const answer = await server.fetch(name === 'listAlbums' ? `${path}?kind=school` : path);
      expect({ name, cacheControl: answer.headers.get('cache-control') }).toEqual({
        name,
        cacheControl: lists.has(name) ? 'public, no-cache' : 'no-cache',
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { OFFICE_ENDPOINTS } from '../../src/contract/office-endpoints';
import { PAGE_ENDPOINTS } from '../../src/contract/page-endpoints';
import { SITE_ENDPOINTS } from '../../src/contract/site-endpoints';
import { ENDPOINTS, pathOf } from '../../src/contract/endpoints';
import { ENDPOINT_SCHEMAS } from '../../src/contract/endpoint-schemas';

describe('endpoints', () => {
  it('has every call of spec section 7 at its exact method and path, typos included', () => {
    const calls = Object.values(ENDPOINTS).map(({ method, path }) => `${method} ${path}`);
    for (const call of [
      'POST /api/user/auth/signIn',
      'POST /api/user/auth/refresh',
      'GET /api/user/auth/ping',
      'GET /api/user/auth/signOut',
      'POST /api/user/auth/sendAuthMail',
      'POST /api/user/auth/findId',
      'POST /api/user/auth/findPassword',
      'PUT /api/user/auth/changePassword',
      'GET /api/user/auth/checkId',
      'POST /api/user/auth/siginup',
      'PUT /api/user/auth/withdraw',
      'GET /api/user/my',
      'PUT /api/user/my',
      'PUT /api/user/my/changePassword',
      'POST /api/user/file',
      'POST /api/user/file/downloadFile',
      'POST /api/user/file/downloadFiles',
      'PUT /api/user/log/accessMenu',
      'GET /api/user/file/recentFile',
      'GET /api/atchFile/media/:atchFileId',
    ]) {
      expect(calls).toContain(call);
    }
  });

  it('never gives two calls the same method and path', () => {
    const calls = Object.values(ENDPOINTS).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('describes every call in Korean and gives it schemas', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      expect(endpoint.summary, name).toMatch(/[가-힣]/u);
      expect(ENDPOINT_SCHEMAS, name).toHaveProperty(name);
    }
  });

  it('answers bytes, not the envelope, only for downloads, images, receipts, the receipts’ register, queued faxes, the audit log CSV, the dues register, an event’s .ics and attendee list, and the refusal address opened in a browser (sent on to its page)', () => {
    const binary = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => 'binary' in endpoint)
      .map(([name]) => name)
      .sort();
    expect(binary).toEqual([
      'downloadFile',
      'downloadFiles',
      'downloadReceipt',
      'eventCalendarFile',
      'exportAuditLog',
      'exportDues',
      'exportEventAttendees',
      'exportReceiptRegister',
      'media',
      'officeReceiptPdf',
      'printDonorReceipt',
      'queuedFaxPdf',
      'unsubscribePage',
    ]);
  });

  it('keeps the office’s calls apart from the site’s, which every visitor loads', () => {
    expect(Object.values(SITE_ENDPOINTS).filter((each) => each.access === 'admin')).toEqual([]);
    expect(Object.values(PAGE_ENDPOINTS).filter((each) => each.access === 'admin')).toEqual([]);
    // No call is in two tables: each is found where the client looks first.
    const names = [SITE_ENDPOINTS, PAGE_ENDPOINTS, OFFICE_ENDPOINTS].flatMap(Object.keys);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(Object.keys(ENDPOINTS).length);
    expect(Object.values(OFFICE_ENDPOINTS).every((each) => each.access === 'admin')).toBe(true);
  });

  it('fills path parameters, encoded', () => {
    expect(pathOf('media', { atchFileId: 'abc_123' })).toBe('/api/atchFile/media/abc_123');
    expect(pathOf('approveMember', { userId: 'a/b' })).toBe('/api/admin/members/a%2Fb/approve');
    expect(pathOf('signIn')).toBe('/api/user/auth/signIn');
    expect(() => pathOf('media')).toThrow('Missing path parameter "atchFileId"');
  });
});

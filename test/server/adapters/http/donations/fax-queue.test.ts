import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { officeAndMemberWithAGift } from '../../../support/donations';
import { as, type SignedInMember } from '../../../support/members';
import { pdfText } from '../../../support/pdf-text';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const YEAR = new Date().getFullYear() - 1;
type Queue = DataOf<'officeFaxQueue'>;

/**
 * Issue 27: without a fax service a member's fax only waits in the outbox; the member is told
 * so, and the office sees the queue, prints each fax and marks it sent.
 */
describe.each(sqliteOnly())('the office’s fax queue (%s)', (dialect) => {
  const server = useTestServer(dialect, { seed: withAliceAndHerGift });
  let office: SignedInMember;
  let alice: SignedInMember;

  async function withAliceAndHerGift(): Promise<void> {
    ({ office, member: alice } = await officeAndMemberWithAGift(server, YEAR));
  }

  const queue = async () => expectSuccess(await server.call<Queue>('officeFaxQueue', as(office)));
  const officePost = (url: string) =>
    server.fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${office.accessToken}`, 'x-user-id': office.userId },
    });

  it('tells the member the fax is queued, and shows the office who asked, the number and its PDF until marked sent', async () => {
    const sent = expectSuccess(
      await server.call<DataOf<'sendReceiptFax'>>('sendReceiptFax', {
        ...as(alice),
        body: { year: YEAR, faxNumber: '02-123-4567' },
      }),
    );
    expect(sent.delivery).toBe('queued');

    const [fax, ...others] = await queue();
    expect(others).toEqual([]);
    expect(fax).toMatchObject({
      number: '02-123-4567',
      requestedBy: alice.userId,
      fileName: `기부금영수증_${sent.serial}.pdf`,
    });
    expect(Number.isNaN(Date.parse(fax?.queuedAt ?? ''))).toBe(false);

    const pdf = await officePost(`/api/admin/donations/fax-queue/${fax?.faxId ?? ''}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(sent.serial);

    const done = await officePost(`/api/admin/donations/fax-queue/${fax?.faxId ?? ''}/done`);
    expect(done.status).toBe(200);
    expect(await queue()).toEqual([]);
    const faxDir = path.join(server.dataDir, 'outbox', 'fax');
    expect(fs.readdirSync(faxDir).filter((name) => !name.startsWith('.'))).toEqual([]);

    // Marked twice (two office staff at once): the second is told it is gone.
    const again = await officePost(`/api/admin/donations/fax-queue/${fax?.faxId ?? ''}/done`);
    expect(again.status).toBe(404);
    const body = (await again.json()) as { message: string };
    expect(body.message).toMatch(/[가-힣]/u);
  });

  it('keeps the queue to the office, and refuses ids that are not a queued fax’s name', async () => {
    expectSuccess(
      await server.call('sendReceiptFax', {
        ...as(alice),
        body: { year: YEAR, faxNumber: '02-123-4567' },
      }),
    );
    expectRefusal(await server.call('officeFaxQueue', as(alice)), 'forbidden');
    const [fax] = await queue();
    const asAlice = await server.fetch(`/api/admin/donations/fax-queue/${fax?.faxId ?? ''}/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.accessToken}`, 'x-user-id': alice.userId },
    });
    expect(asAlice.status).toBe(403);
    for (const id of ['..%2F..%2Fsecrets', 'not-a-fax', '2026-01-01T00-00-00-000Z-zzzzzzzz']) {
      const answer = await officePost(`/api/admin/donations/fax-queue/${id}/done`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await queue()).toHaveLength(1);
  });
});

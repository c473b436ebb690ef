import { describe, expect, it } from 'vitest';
import { dialects } from '../../support/test-server';
import { useTestServer } from '../../support/use-test-server';

const MAIL = { to: 'hong@example.com', subject: '제목', text: '본문' };

/** The store's transactions and the work that waits for their commit (issue 32's outbox). */
describe.each(dialects())('transactions and their after-commit work (%s)', (dialect) => {
  const server = useTestServer(dialect);
  const store = () => server.runtime.ports.store;
  const at = () => server.clock.now().toISOString();

  it('runs after-commit work at once when no transaction is open', async () => {
    const seen: string[] = [];
    await store().transactions.afterCommit(async () => {
      seen.push('now');
    });
    expect(seen).toEqual(['now']);
  });

  it('runs it after the commit, before run returns, seeing what was committed', async () => {
    const seen: string[] = [];
    await store().transactions.run(async () => {
      await store().outbox.add({ id: 'committed1', mail: MAIL, at: at() });
      await store().transactions.afterCommit(async () => {
        // Outside the transaction now: the row is there for everyone.
        seen.push((await store().outbox.find('committed1'))?.state ?? 'missing');
      });
      // An inner run joins the outer transaction: its work waits for the outer commit too.
      await store().transactions.run(async () => {
        await store().transactions.afterCommit(async () => {
          seen.push('inner');
        });
      });
      seen.push('work done');
    });
    expect(seen).toEqual(['work done', 'pending', 'inner']);
  });

  it('drops it when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      store().transactions.run(async () => {
        await store().outbox.add({ id: 'rolledback1', mail: MAIL, at: at() });
        await store().transactions.afterCommit(async () => {
          seen.push('ran');
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(seen).toEqual([]);
    expect(await store().outbox.find('rolledback1')).toBeNull();
  });
});

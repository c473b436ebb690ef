import { describe, expect, it } from 'vitest';
import { NOT_APPROVED_MESSAGE } from '../../../../../src/domain/session/tokens';
import { as, registerMember, signedInMember } from '../../../support/members';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(sqliteOnly())('server smoke (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('signs up, waits for approval, then signs in and reads my info', async () => {
    const pending = await registerMember(server);
    const refused = await server.call('signIn', {
      body: { userId: pending.userId, password: pending.password },
    });
    expect(refused.body).toEqual({ code: 0, message: NOT_APPROVED_MESSAGE, data: null });

    const member = await signedInMember(server);
    const my = await server.call<{ userId: string }>('getMyInfo', as(member));
    expect(my.status).toBe(200);
    expect(my.body.data.userId).toBe(member.userId);
  });
});

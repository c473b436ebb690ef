import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiClient } from '../../../src/adapters/http/api-client';
import type { BodyOf, DataOf } from '../../../src/contract/endpoint-types';
import type { MemberProfile } from '../../../src/domain/shared/member/member-profile';

/**
 * The HTTP client's calls take their types from the contract: a body or an answer of the wrong
 * shape does not compile. `npm test` type-checks this file (`tsc --noEmit`), so each
 * `@ts-expect-error` below fails the build the day the mistake it marks would compile.
 */
describe('typed calls', () => {
  it('answer the contract’s data, usable as the port’s domain type', () => {
    expectTypeOf<DataOf<'getMyInfo'>>().toMatchTypeOf<MemberProfile>();
    expectTypeOf<DataOf<'ping'>>().toEqualTypeOf<boolean>();
    expectTypeOf<DataOf<'checkId'>>().toEqualTypeOf<{ available: boolean; message: string }>();
    expectTypeOf<BodyOf<'ping'>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<'recordMenuAccess'>>().toEqualTypeOf<{
      menuPath: string;
      accessDt: string;
    }>();
  });

  it('refuse a body, query or answer of the wrong shape at compile time', () => {
    // Never run: the calls are only type-checked.
    const typeChecked = (client: ApiClient) => {
      // @ts-expect-error: the access log takes menuPath and accessDt, not a path.
      void client.call('recordMenuAccess', { body: { path: '/alumni' } });
      // @ts-expect-error: ping takes no body.
      void client.call('ping', { body: { userId: 'hong123' } });
      // @ts-expect-error: checkId's query is `id`.
      void client.call('checkId', { query: { userId: 'hong123' } });
      // @ts-expect-error: an answer is the call's data, not another's.
      const wrong: Promise<boolean> = client.call('getMyInfo');
      return wrong;
    };
    expect(typeof typeChecked).toBe('function');
  });
});

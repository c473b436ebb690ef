import { describe, expect, it } from 'vitest';
import {
  OTHER_REASON_PREFIX,
  WITHDRAWAL_REASON_DETAIL_MAX_LENGTH,
  WITHDRAWAL_REASON_MAX_LENGTH,
} from '../../../src/domain/accounts/withdrawal';

/** What the withdrawal form lets a member write always fits in what the server keeps. */
describe('the withdrawal reason’s limits', () => {
  it('leaves room for the prefix of a reason written by hand', () => {
    expect(OTHER_REASON_PREFIX.length + WITHDRAWAL_REASON_DETAIL_MAX_LENGTH).toBeLessThanOrEqual(
      WITHDRAWAL_REASON_MAX_LENGTH,
    );
  });
});

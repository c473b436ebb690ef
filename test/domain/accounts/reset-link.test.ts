import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readResetLinkFragment, resetLinkFragment } from '../../../src/domain/accounts/reset-link';

describe('the office’s password-reset link', () => {
  it('reads back the id and token it was made of (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9_]{3,19}$/u),
        fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/u),
        (userId, resetToken) => {
          expect(readResetLinkFragment(resetLinkFragment({ userId, resetToken }))).toEqual({
            userId,
            resetToken,
          });
        },
      ),
    );
  });

  it('is not a reset link without an id, or with a token too short or of other characters', () => {
    expect(readResetLinkFragment('')).toBeNull();
    expect(readResetLinkFragment('#reset=abcdefghijklmnopqrstuvwxyz')).toBeNull();
    expect(readResetLinkFragment('#user=hong123&reset=short')).toBeNull();
    expect(readResetLinkFragment('#user=hong123&reset=<script>alert(1)</script>xxxx')).toBeNull();
  });
});

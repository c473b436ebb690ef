import { describe, expect, it } from 'vitest';
import {
  addressKeyOf,
  countedVisitorOf,
  countingPeriodOf,
} from '../../../../server/domain/shared/counted-visitor';

describe('who a view or download counts once', () => {
  it('is the member when signed in, whatever the address', () => {
    expect(countedVisitorOf('hong1', '203.0.113.1')).toBe(
      countedVisitorOf('hong1', '198.51.100.2'),
    );
    expect(countedVisitorOf('hong1', null)).not.toBe(countedVisitorOf(null, null));
  });

  it('is the IPv4 address, mapped or not, and an IPv6 address’s /64 written one way', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts by the Korean day', () => {
    expect(countingPeriodOf(new Date('2026-11-28T14:59:59Z'))).toBe('2026-11-28');
    expect(countingPeriodOf(new Date('2026-11-28T15:00:00Z'))).toBe('2026-11-29');
  });
});

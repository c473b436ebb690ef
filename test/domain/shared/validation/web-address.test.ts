import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizedWebAddress } from '../../../../src/domain/shared/validation/web-address';

const RULE = { parser: URL, maxLength: 200, label: '홈페이지 주소' };
const kept = (input: string) => normalizedWebAddress(input, RULE);

const octet = fc.integer({ min: 0, max: 255 });
/** Addresses of this computer, private and shared networks, link-local, multicast. */
const privateIpv4 = fc.oneof(
  fc.tuple(fc.constant(127), octet, octet, octet),
  fc.tuple(fc.constant(10), octet, octet, octet),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
  fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
  fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), octet, octet),
  fc.tuple(fc.constant(0), octet, octet, octet),
  fc.tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet),
);

describe('a public web address (issue 27: the URL rule of forms, contract and server)', () => {
  it('refuses every address of a private range, however the IPv4 address is written (property)', () => {
    fc.assert(
      fc.property(privateIpv4, fc.constantFrom('dotted', 'number', 'hex'), (parts, spelling) => {
        const value = parts.reduce((sum, part) => sum * 256 + part, 0);
        const host =
          spelling === 'dotted'
            ? parts.join('.')
            : spelling === 'number'
              ? String(value)
              : `0x${value.toString(16)}`;
        const result = kept(`http://${host}/`);
        expect(result).toMatchObject({ ok: false, code: 'webAddress.notPublic' });
      }),
    );
  });

  it('keeps what it keeps in a normal form: http(s), an ASCII host, parsed again to itself (property)', () => {
    const input = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.domain().map((domain) => `${domain}:${String(Math.floor(domain.length * 997) % 70000)}`),
    );
    fc.assert(
      fc.property(input, (text) => {
        const result = kept(text);
        if (!result.ok || result.value === '') return;
        const address = new URL(result.value);
        expect(['http:', 'https:']).toContain(address.protocol);
        expect(address.username + address.password).toBe('');
        expect(address.hostname).toMatch(/^[a-z0-9.-]+$/u);
        expect(address.hostname).toContain('.');
        expect(result.value.length).toBeLessThanOrEqual(RULE.maxLength);
        expect(kept(result.value)).toEqual(result);
      }),
    );
  });

  it('refuses a port out of range in Korean, and names the field', () => {
    expect(kept('https://hanbit.kr:99999/')).toEqual({
      ok: false,
      code: 'webAddress.invalid',
      message:
        '홈페이지 주소가 올바르지 않습니다. http:// 또는 https://로 시작하는 주소를 입력해 주세요.',
    });
    expect(kept('https://hanbit.kr:65535/')).toEqual({
      ok: true,
      value: 'https://hanbit.kr:65535',
    });
  });

  it('keeps public IP addresses and global IPv6 ones, refuses IPv6 of this computer or a local network', () => {
    expect(kept('http://8.8.8.8')).toEqual({ ok: true, value: 'http://8.8.8.8' });
    expect(kept('http://[2606:4700::1111]/')).toMatchObject({ ok: true });
    for (const host of [
      '[::]',
      '[::1]',
      '[fc00::1]',
      '[fe80::1%25eth0]',
      '[ff02::1]',
      '[2001:db8::1]',
    ]) {
      expect(kept(`http://${host}/`).ok, host).toBe(false);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, validateEmail } from '../../../../src/domain/shared/validation/email';
import { expectInvalid, expectValid } from './expect-result';

const atom = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,10}$/);
const localPart = fc
  .array(atom, { minLength: 1, maxLength: 4 })
  .map((atoms) => atoms.join('.'))
  .filter((local) => local.length <= 64);
const domainLabel = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/);
const topLevelLabel = fc.oneof(
  fc.stringMatching(/^[A-Za-z]{2,6}$/),
  fc.stringMatching(/^xn--[a-z0-9]{2,10}$/),
);
/** Addresses valid by construction, with the domain in any case. */
const emailParts = fc.record({
  local: localPart,
  labels: fc.array(domainLabel, { minLength: 1, maxLength: 3 }),
  tld: topLevelLabel,
});

describe('email', () => {
  it('accepts the everyday form local@domain.tld', () => {
    expectValid(validateEmail('hong@example.com'), 'hong@example.com');
    expectValid(
      validateEmail('gildong.hong@mail.example.co.kr'),
      'gildong.hong@mail.example.co.kr',
    );
    expectValid(validateEmail('a@b.co'), 'a@b.co');
  });

  it('refuses an empty address', () => {
    expectInvalid(validateEmail(''), 'email.required');
    expectInvalid(validateEmail('   '), 'email.required');
  });

  it('trims the address', () => {
    expectValid(validateEmail('  hong@example.com\t'), 'hong@example.com');
  });

  it('lowercases the domain and keeps the case of the local part', () => {
    expectValid(validateEmail('Hong.GilDong@Example.CO.KR'), 'Hong.GilDong@example.co.kr');
  });

  it('allows the RFC 5322 atom characters in the local part', () => {
    expectValid(validateEmail("o'neil+alumni@example.com"), "o'neil+alumni@example.com");
    const allAtomCharacters = "a!#$%&'*+/=?^_`{|}~-z";
    expectValid(
      validateEmail(`${allAtomCharacters}@example.com`),
      `${allAtomCharacters}@example.com`,
    );
  });

  it('allows only single dots between atoms in the local part', () => {
    expectInvalid(validateEmail('.hong@example.com'), 'email.format');
    expectInvalid(validateEmail('hong.@example.com'), 'email.format');
    expectInvalid(validateEmail('hong..gd@example.com'), 'email.format');
  });

  it('refuses characters outside the atom set in the local part', () => {
    for (const address of [
      'hong gd@example.com',
      '"hong"@example.com',
      'hong(gd)@example.com',
      'hong,gd@example.com',
      '홍길동@example.com',
    ]) {
      expectInvalid(validateEmail(address), 'email.format');
    }
  });

  it('accepts a local part of 64 characters and refuses 65', () => {
    expectValid(validateEmail(`${'a'.repeat(64)}@example.com`), `${'a'.repeat(64)}@example.com`);
    expectInvalid(validateEmail(`${'a'.repeat(65)}@example.com`), 'email.format');
  });

  it('accepts addresses of 254 characters and refuses longer ones', () => {
    const domainOf = (lastLabel: number) =>
      `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(lastLabel)}.com`;
    const longest = `${'l'.repeat(64)}@${domainOf(57)}`;
    const tooLong = `${'l'.repeat(64)}@${domainOf(58)}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(tooLong).toHaveLength(EMAIL_MAX_LENGTH + 1);
    expectValid(validateEmail(longest), longest);
    expectInvalid(validateEmail(tooLong), 'email.format');
  });

  it('needs a local part and an @', () => {
    expectInvalid(validateEmail('hong.example.com'), 'email.format');
    expectInvalid(validateEmail('@example.com'), 'email.format');
    expectInvalid(validateEmail('hong@'), 'email.format');
    expectInvalid(validateEmail('hong@gd@example.com'), 'email.format');
  });

  it('needs at least two domain labels', () => {
    expectInvalid(validateEmail('hong@localhost'), 'email.format');
    expectInvalid(validateEmail('hong@.com'), 'email.format');
    expectInvalid(validateEmail('hong@example..com'), 'email.format');
    expectInvalid(validateEmail('hong@example.com.'), 'email.format');
  });

  it('allows only letters, digits and inner hyphens in domain labels, up to 63 characters', () => {
    expectValid(validateEmail('hong@my-school2.ac.kr'), 'hong@my-school2.ac.kr');
    expectValid(validateEmail(`hong@${'a'.repeat(63)}.com`), `hong@${'a'.repeat(63)}.com`);
    expectInvalid(validateEmail(`hong@${'a'.repeat(64)}.com`), 'email.format');
    expectInvalid(validateEmail('hong@-example.com'), 'email.format');
    expectInvalid(validateEmail('hong@example-.com'), 'email.format');
    expectInvalid(validateEmail('hong@exa_mple.com'), 'email.format');
    expectInvalid(validateEmail('hong@exa mple.com'), 'email.format');
    expectInvalid(validateEmail('hong@한국.kr'), 'email.format');
  });

  it('needs a top-level label of letters or an xn-- internationalised one', () => {
    expectValid(validateEmail('hong@example.xn--3e0b707e'), 'hong@example.xn--3e0b707e');
    expectValid(validateEmail('hong@example.museum'), 'hong@example.museum');
    expectInvalid(validateEmail('hong@example.123'), 'email.format');
    expectInvalid(validateEmail('hong@example.c'), 'email.format');
    expectInvalid(validateEmail('hong@example.c0m'), 'email.format');
    expectInvalid(validateEmail('hong@192.168.0.1'), 'email.format');
  });

  it('accepts every well-formed address, trimmed and with its domain lowercased', () => {
    fc.assert(
      fc.property(emailParts, ({ local, labels, tld }) => {
        const domain = [...labels, tld].join('.');
        expectValid(validateEmail(` ${local}@${domain} `), `${local}@${domain.toLowerCase()}`);
      }),
    );
  });

  it('re-validates a validated address to itself', () => {
    fc.assert(
      fc.property(emailParts, ({ local, labels, tld }) => {
        const first = validateEmail(`${local}@${[...labels, tld].join('.').toUpperCase()}`);
        expect(first.ok).toBe(true);
        if (first.ok) expectValid(validateEmail(first.value), first.value);
      }),
    );
  });

  it('returns either a refusal or an address that re-validates to itself, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (input) => {
        const first = validateEmail(input);
        if (first.ok) expectValid(validateEmail(first.value), first.value);
        else expect(first.code).toMatch(/^email\.(required|format)$/u);
      }),
    );
  });
});
